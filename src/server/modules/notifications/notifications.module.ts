// The notifications module's part in the server and the worker (module-manifest.ts): the outbox
// admins read, and the reminders of open invoices. The mailer itself is part of the platform
// (platform.ts).
import { defineModule } from '../module-manifest';
import type { PaymentsService } from '../payments/payments.service';
import { createInvoiceReminders } from './invoice-reminders';
import { createOutboxService } from './outbox.service';

export const notificationsModule = defineModule({
  name: 'notifications',
  create: ({ db, mailer, config, log, now }, { payments }: { payments: PaymentsService }) => ({
    outbox: createOutboxService({ db }),
    invoiceReminders: createInvoiceReminders({
      payments,
      mailer,
      publicUrl: config.publicUrl,
      log,
      now,
    }),
  }),
  jobs: ({ invoiceReminders }) => ({
    invoiceReminders: () => invoiceReminders.sendInvoiceReminders(),
  }),
});
