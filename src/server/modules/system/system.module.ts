// The system module's part in the server and the worker (module-manifest.ts).
import { createChangeFeed } from '../../cache/change-feed';
import { defineModule } from '../module-manifest';
import { createSystemService } from './system.service';

export const systemModule = defineModule({
  name: 'system',
  create: ({ db, config, database, log }) => {
    // One per instance: the caches of every module hear of changes made on other instances here.
    const changes = createChangeFeed(database, log);
    return {
      changes,
      system: createSystemService({
        db,
        config,
        databaseDescription: database.description,
        changes,
      }),
    };
  },
});
