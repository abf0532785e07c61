// The contact module's part in the server and the worker (module-manifest.ts).
import { defineModule } from '../module-manifest';
import { createContactService } from './contact.service';

export const contactModule = defineModule({
  name: 'contact',
  create: ({ db, mailer, config }) => ({
    contact: createContactService({ db, mailer, publicUrl: config.publicUrl }),
  }),
});
