// The compliance module's part in the server and the worker (module-manifest.ts).
import { defineModule } from '../module-manifest';
import { createComplianceService } from './compliance.service';

export const complianceModule = defineModule({
  name: 'compliance',
  create: ({ db }) => ({ compliance: createComplianceService({ db }) }),
});
