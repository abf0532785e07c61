// The system module's part in the server and the worker (module-manifest.ts).
import { defineModule } from '../module-manifest';
import { createSystemService } from './system.service';

export const systemModule = defineModule({
  name: 'system',
  create: ({ db, config, database }) => ({
    system: createSystemService({ db, config, databaseDescription: database.description }),
  }),
});
