// The affiliates module's part in the server and the worker (module-manifest.ts).
import { defineModule } from '../module-manifest';
import { createAffiliatesService } from './affiliates.service';

export const affiliatesModule = defineModule({
  name: 'affiliates',
  create: ({ db, now, config }) => ({
    affiliates: createAffiliatesService({ db, now, publicUrl: config.publicUrl }),
  }),
});
