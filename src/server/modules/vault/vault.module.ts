// The vault module's part in the server and the worker (module-manifest.ts).
import { createLinkSigner } from '../../files/signed-links';
import type { AdvisorsService } from '../advisors/advisors.service';
import { defineModule } from '../module-manifest';
import { createVaultService } from './vault.service';

export const vaultModule = defineModule({
  name: 'vault',
  create: (
    { db, storage, now, uploadLimitBytes },
    { advisors }: { advisors: AdvisorsService },
  ) => ({
    vault: createVaultService({
      db,
      storage,
      links: createLinkSigner(db),
      findAdvisorOfUser: (userId) => advisors.findAdvisorOfUser(userId),
      now,
      ...(uploadLimitBytes ? { maxBytes: uploadLimitBytes } : {}),
    }),
  }),
});
