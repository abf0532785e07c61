// The server the journeys run against: the product's own start, plus the test-world entry
// (ADR 0075). The production build (vite.server.config.ts) never includes this file.
import { startServer } from '../../start-server';
import { worldEntryRefusal } from './world-refusal';
import { worldRoutes } from './world.routes';

startServer({
  refuse: worldEntryRefusal,
  testRoutes: (database) => worldRoutes(database.db),
}).catch((error: unknown) => {
  console.error('Start-up failed:', error);
  process.exit(1);
});
