// Entry: the product's server.
import { startServer } from './start-server';

startServer().catch((error: unknown) => {
  console.error('Start-up failed:', error);
  process.exit(1);
});
