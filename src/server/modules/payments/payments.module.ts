// The payments module's part in the server and the worker (module-manifest.ts): charges and
// refunds through the configured gateway, and the receipts people read.
import { defineModule } from '../module-manifest';
import { createBillingService } from './billing.service';
import { createPaymentsService } from './payments.service';

export const paymentsModule = defineModule({
  name: 'payments',
  create: ({ db, paymentGateway, log, now }) => ({
    payments: createPaymentsService({ db, gateway: paymentGateway, now }),
    billing: createBillingService({ db, now, log }),
  }),
  jobs: ({ payments }) => ({
    refundRetries: () => payments.retryUnfinishedRefunds(),
    // Asks a hosted gateway about open invoices, then writes off those long overdue.
    refreshInvoices: async () => {
      const counts = await payments.refreshInvoices();
      return counts.paid + counts.voided + counts.uncollectible;
    },
  }),
});
