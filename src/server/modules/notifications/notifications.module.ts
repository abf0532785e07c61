// The notifications module's part in the server and the worker (module-manifest.ts): the outbox
// admins read. The mailer itself is part of the platform (platform.ts).
import { defineModule } from '../module-manifest';
import { createOutboxService } from './outbox.service';

export const notificationsModule = defineModule({
  name: 'notifications',
  create: ({ db }) => ({ outbox: createOutboxService({ db }) }),
});
