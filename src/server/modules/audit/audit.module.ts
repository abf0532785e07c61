// The audit module's part in the server and the worker (module-manifest.ts).
import { defineModule } from '../module-manifest';
import { createAuditService } from './audit.service';

export const auditModule = defineModule({
  name: 'audit',
  create: ({ db }) => ({ audit: createAuditService({ db }) }),
});
