// The advisors module's part in the server and the worker (module-manifest.ts).
import { defineModule } from '../module-manifest';
import { createAdvisorsService } from './advisors.service';

export const advisorsModule = defineModule({
  name: 'advisors',
  create: ({ db, storage }) => ({ advisors: createAdvisorsService({ db, storage }) }),
});
