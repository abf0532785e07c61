// The compliance module's part in the server and the worker (module-manifest.ts): the documents
// every visitor reads, their admin upload and rename, and the user agreements clients accept.
import { defineModule } from '../module-manifest';
import { createAgreementsService } from './agreements.service';
import { createComplianceService } from './compliance.service';
import { createDocumentsAdminService } from './documents-admin.service';

export const complianceModule = defineModule({
  name: 'compliance',
  create: ({ db, storage, now, uploadLimitBytes }) => {
    const compliance = createComplianceService({ db });
    return {
      compliance,
      complianceDocuments: createDocumentsAdminService({
        db,
        storage,
        now,
        onChange: () => compliance.invalidate(),
        ...(uploadLimitBytes ? { maxBytes: uploadLimitBytes } : {}),
      }),
      userAgreements: createAgreementsService({ db, now }),
    };
  },
});
