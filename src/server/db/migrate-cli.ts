// npm run db:migrate: applies the committed migrations to the configured database.
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { databaseTarget } from './target';

const database = await openDatabase(databaseTarget(loadConfig()));
try {
  await database.migrate();
  console.log(`Migrations applied to ${database.description}.`);
} finally {
  await database.close();
}
