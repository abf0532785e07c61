// The admins hear of a Plan or Ongoing money-back request as they do of an Hour's: one email
// each, naming the invoice, with a link to the console page whose Refund settles it (ADR 0066).
// Billing records the request and calls this (payments knows no module, ADR 0019).
import { formatIsoDate } from '../../../shared/domain/engagement-dates';
import { formatCurrency } from '../../../shared/format';
import { invoiceRefundPage } from '../../../shared/offerings/offering-pages';
import type { Mailer } from '../../integrations/email/email';
import {
  MONEY_BACK_REQUEST_TEMPLATE,
  moneyBackRequestedForAdmins,
} from '../notifications/money-back-emails';
import type { MoneyBackNotice } from '../payments/billing.service';

export function createMoneyBackNotice(deps: {
  mailer: Mailer;
  publicUrl: string;
  listAdmins: () => Promise<{ email: string; fullName: string }[]>;
  now: () => Date;
}): MoneyBackNotice {
  return async ({ invoice, signupId, instanceId, clientName, reason }) => {
    // A fresh reload id, so the link opens the page anew even when it is already open.
    const reloadId = deps.now().getTime().toString(36);
    const page = invoiceRefundPage(invoice.offering, reloadId, { signupId, instanceId });
    const quarter: [string, string][] =
      invoice.periodStart && invoice.periodEnd
        ? [
            [
              'Quarter',
              `${formatIsoDate(invoice.periodStart)} – ${formatIsoDate(invoice.periodEnd)}`,
            ],
          ]
        : [];
    const admins = await deps.listAdmins();
    await Promise.all(
      admins.map((admin) =>
        deps.mailer.send({
          to: admin.email,
          template: MONEY_BACK_REQUEST_TEMPLATE,
          ...moneyBackRequestedForAdmins({
            publicUrl: deps.publicUrl,
            recipientName: admin.fullName,
            offering: invoice.service,
            clientName,
            advisorName: invoice.advisorName,
            rows: [
              ['Invoice', invoice.number],
              ...quarter,
              ['Paid', formatCurrency(invoice.amountCents)],
            ],
            reason,
            adminUrl: `${deps.publicUrl}${page}`,
          }),
        }),
      ),
    );
  };
}
