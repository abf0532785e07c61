// The notifications module's part in the server and the worker (module-manifest.ts): the outbox
// admins read, the reminders of open invoices, and product news with its sending job and the
// sweep that resumes it. The mailer itself is part of the platform (platform.ts).
import { defineModule } from '../module-manifest';
import type { PaymentsService } from '../payments/payments.service';
import { createEmailChoiceLinks } from './email-choice-links';
import { createInvoiceReminders } from './invoice-reminders';
import { createOutboxService } from './outbox.service';
import { createProductNews } from './product-news.service';

export const notificationsModule = defineModule({
  name: 'notifications',
  create: (
    { db, mailer, jobQueue, config, log, now },
    { payments }: { payments: PaymentsService },
  ) => ({
    outbox: createOutboxService({ db }),
    invoiceReminders: createInvoiceReminders({
      payments,
      mailer,
      publicUrl: config.publicUrl,
      log,
      now,
    }),
    productNews: createProductNews({
      db,
      mailer,
      jobQueue,
      choiceLinks: createEmailChoiceLinks({ db, publicUrl: config.publicUrl }),
      publicUrl: config.publicUrl,
      addressesVouched: config.usesExternalIdentity,
      now,
      log,
    }),
  }),
  jobs: ({ invoiceReminders, productNews }) => ({
    invoiceReminders: () => invoiceReminders.sendInvoiceReminders(),
    resumeProductNews: () => productNews.resumeUnfinished(),
  }),
  tasks: ({ productNews }) => ({
    sendProductNews: async (data: Record<string, string>) => {
      if (!data.newsId) throw new Error('The job names no product news.');
      return productNews.sendWaiting(data.newsId);
    },
  }),
});
