// The reminders of open invoices (docs/product.md#invoices): one INVOICE_REMINDER_DAYS_BEFORE_DUE
// days before the due date and another on the day, each claimed through the payments service
// before it is sent, so it goes once however many workers run. Overdue invoices are written off
// by payments.refreshInvoices.
import type { InvoiceRow } from '../../db/schema/payments';
import type { Mailer } from '../../integrations/email/email';
import { INVOICE_REMINDER_DAYS_BEFORE_DUE } from '../../../shared/constants';
import { invoiceNumberOf } from '../../../shared/contracts/billing';
import { formatMeetingDate } from '../../../shared/meeting-time';
import { BILLING_PAGES } from '../../../shared/routes/billing';
import type { PaymentsService } from '../payments/payments.service';
import { invoiceReminder } from './invoice-emails';

const DAY_MS = 24 * 60 * 60_000;
const BATCH = 200;

export function createInvoiceReminders({
  payments,
  mailer,
  publicUrl,
  log,
  now,
}: {
  payments: Pick<PaymentsService, 'invoicesToRemind' | 'claimInvoiceReminder' | 'invoiceRecipient'>;
  mailer: Mailer;
  publicUrl: string;
  log?: { error(object: unknown, message: string): void };
  now: () => Date;
}) {
  async function remind(invoice: InvoiceRow, when: 'soon' | 'today'): Promise<void> {
    const to = await payments.invoiceRecipient(invoice.id);
    if (!to || !invoice.dueAt) return;
    const sent = await mailer.send({
      to: to.email,
      template: when === 'today' ? 'invoice-due-today' : 'invoice-due-soon',
      ...invoiceReminder(
        {
          clientName: to.fullName,
          advisorName: [to.advisorFirstName, to.advisorLastName].filter(Boolean).join(' '),
          number: invoiceNumberOf(invoice.number),
          description: invoice.description,
          amountCents: invoice.amountCents,
          dueOn: formatMeetingDate(invoice.dueAt, 'UTC'),
          payUrl: invoice.hostedUrl ?? `${publicUrl}${BILLING_PAGES.account}`,
          cardDeclined: to.cardDeclined,
          publicUrl,
        },
        when,
      ),
    });
    if (sent.status === 'failed') {
      log?.error({ invoiceId: invoice.id }, 'The invoice reminder could not be sent');
    }
  }

  return {
    /** Sends the reminders due now; answers how many were sent. */
    async sendInvoiceReminders(): Promise<number> {
      const at = now();
      let sent = 0;
      const soon = new Date(at.getTime() + INVOICE_REMINDER_DAYS_BEFORE_DUE * DAY_MS);
      for (const invoice of await payments.invoicesToRemind(soon, at, BATCH)) {
        const due = invoice.dueAt !== null && invoice.dueAt.getTime() <= at.getTime();
        if (due) {
          // On or past the day: the day's reminder only, the earlier one is no longer sent.
          await payments.claimInvoiceReminder(invoice.id, 'reminderSentAt');
          if (await payments.claimInvoiceReminder(invoice.id, 'dueReminderSentAt')) {
            await remind(invoice, 'today');
            sent += 1;
          }
        } else if (await payments.claimInvoiceReminder(invoice.id, 'reminderSentAt')) {
          await remind(invoice, 'soon');
          sent += 1;
        }
      }
      return sent;
    },
  };
}
