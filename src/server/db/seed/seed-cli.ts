// `npm run db:seed`: opens the configured database exactly as the server does (DATABASE_URL, or
// PGlite under DATA_DIR), migrates it and loads the demo data if it has no advisors yet, with the
// portraits in the configured file storage.
import { ConfigError, loadConfig } from '../../config';
import type { Config } from '../../config';
import { createStorage } from '../../integrations/storage/storage';
import { openDatabase } from '../client';
import { databaseTarget } from '../target';
import { seedDemoData } from './seed';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const database = await openDatabase(databaseTarget(config));
try {
  await database.migrate();
  const result = await seedDemoData(database.db, { storage: createStorage(config) });
  console.log(
    result.seeded
      ? `Seeded ${result.advisors} demo advisors into ${database.description}.`
      : `${database.description} already has ${result.advisors} advisors; nothing was changed.`,
  );
} catch (error) {
  console.error('Seeding failed:', error);
  process.exitCode = 1;
} finally {
  await database.close();
}
