// The compliance module's part in the server and the worker (module-manifest.ts): the documents
// every visitor reads, their admin upload and rename, and the user agreements clients accept.
import type { ChangeFeed } from '../../cache/change-feed';
import { defineModule } from '../module-manifest';
import { createAgreementsService } from './agreements.service';
import { createComplianceService } from './compliance.service';
import { createDocumentsAdminService } from './documents-admin.service';

export const complianceModule = defineModule({
  name: 'compliance',
  create: ({ db, storage, now, uploadLimitBytes }, { changes }: { changes: ChangeFeed }) => {
    const compliance = createComplianceService({ db });
    // A new version or name published on any instance shows in every instance's footer.
    changes.subscribe('compliance-documents', () => compliance.invalidate());
    return {
      compliance,
      complianceDocuments: createDocumentsAdminService({
        db,
        storage,
        now,
        onChange: () => void changes.publish('compliance-documents'),
        ...(uploadLimitBytes ? { maxBytes: uploadLimitBytes } : {}),
      }),
      userAgreements: createAgreementsService({ db, now }),
    };
  },
});
