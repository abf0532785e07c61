// The admin module's part in the server and the worker (module-manifest.ts).
import { defineModule } from '../module-manifest';
import { createAdminService } from './admin.service';

export const adminModule = defineModule({
  name: 'admin',
  create: ({ db, forgetUser }) => ({
    admin: createAdminService({
      db,
      ...(forgetUser ? { onImpersonationChange: forgetUser } : {}),
    }),
  }),
});
