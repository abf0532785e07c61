// The console's intake responses in the server and the worker (module-manifest.ts, ADR 0047).
import { defineModule } from '../module-manifest';
import { createIntakeAdminService } from './intake-admin.service';

export const intakeAdminModule = defineModule({
  name: 'intake-admin',
  create: ({ db, now }) => ({ intakeAdmin: createIntakeAdminService({ db, now }) }),
});
