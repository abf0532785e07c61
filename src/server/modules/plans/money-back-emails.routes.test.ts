// The admins hear of a money-back request for The Plan or The Ongoing as they do of an Hour's
// (ADR 0066): one email each, naming the offering, the invoice and the client's reason, with a
// link to the console page whose Refund settles it. A repeated request sends nothing more.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingInvoice } from '../../../shared/contracts/billing';
import { formatIsoDate } from '../../../shared/domain/engagement-dates';
import { formatCurrency } from '../../../shared/format';
import { adminMoneyBackRequestsSchema } from '../../../shared/contracts/plans-admin';
import { invoiceRefundPage } from '../../../shared/offerings/offering-pages';
import { PLANS_ADMIN_API_BY_KIND } from '../../../shared/routes/plans-admin-api';
import { emails } from '../../db/schema/notifications';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { createTestClock } from '../../testing/test-clock';
import { MONEY_BACK_REQUEST_TEMPLATE } from '../notifications/money-back-emails';
import { MONEY_BACK_REASON, askMoneyBack, bought } from './money-back-test-kit';
import { setFlag, signedInCaller } from './signups-test-kit';
import type { Caller } from './signups-test-kit';
import { offeringOf, type EngagementKind } from '../../../shared/offerings/catalog';

const clock = createTestClock('2027-03-10T15:00:00Z');
let t: TestApp;
let admin: Caller;
let admins: { email: string; fullName: string }[];

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  await setFlag(t, 'TheOngoing', true);
  admin = await signedInCaller(t, ['Admin']);
  admins = await t.app.services.accounts.listAdminRecipients();
  // The seeded admin and this one: each is told.
  expect(admins.length).toBeGreaterThan(1);
});
afterAll(async () => {
  await t.close();
});

/** The request emails an address received about one invoice. */
const toldOf = async (to: string, invoice: BillingInvoice) =>
  (
    await t.database.db
      .select()
      .from(emails)
      .where(and(eq(emails.toAddress, to), eq(emails.template, MONEY_BACK_REQUEST_TEMPLATE)))
  ).filter((mail) => mail.textBody.includes(invoice.number));

/** Where the console's own list of waiting requests sends the admin, whatever the reload id. */
async function settlePage(kind: EngagementKind, invoice: BillingInvoice): Promise<RegExp> {
  const answer = await t.app.inject({
    method: 'GET',
    url: PLANS_ADMIN_API_BY_KIND[kind].moneyBackRequests,
    headers: admin.headers,
  });
  const request = adminMoneyBackRequestsSchema
    .parse(answer.json())
    .requests.find((row) => row.invoice.id === invoice.id);
  if (!request) throw new Error(`${invoice.number} is not among the waiting requests.`);
  const page = `${t.config.publicUrl}${invoiceRefundPage(kind, 'RELOAD', request)}`;
  const escaped = page.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`${escaped.replace('RELOAD', '[0-9a-z]+')}(\\s|$)`);
}

/** Asks for the invoice back and expects every admin told of it exactly once. */
async function expectAdminsToldOnce(kind: EngagementKind) {
  const { client, invoice } = await bought(t, kind);
  const asked = await askMoneyBack(t, client, invoice.id);
  expect(asked.statusCode, asked.body).toBe(200);
  for (const { email } of admins) {
    const told = await toldOf(email, invoice);
    expect(told, email).toHaveLength(1);
    const [mail] = told;
    // Contained: test mode marks every subject.
    expect(mail!.subject).toContain(
      `Refund requested: ${client.user.fullName} (${offeringOf(kind).name} with ${invoice.advisorName})`,
    );
    expect(mail!.textBody).toContain(
      `${client.user.fullName} asked for their money back for ${offeringOf(kind).name}`,
    );
    expect(mail!.textBody).toContain(MONEY_BACK_REASON);
    expect(mail!.textBody).toContain(`Paid: ${formatCurrency(invoice.amountCents)}`);
    expect(mail!.textBody).toMatch(await settlePage(kind, invoice));
  }
  return { client, invoice };
}

describe('the admins hear of each Plan and Ongoing money-back request', () => {
  it('emails every admin once about a Plan request, linking to where it is settled', async () => {
    await expectAdminsToldOnce('plan');
  });

  it('emails every admin once about the quarter of The Ongoing asked back', async () => {
    const { invoice } = await expectAdminsToldOnce('ongoing');
    const [mail] = await toldOf(admins[0]!.email, invoice);
    expect(mail!.textBody).toContain(
      `Quarter: ${formatIsoDate(invoice.periodStart!)} – ${formatIsoDate(invoice.periodEnd!)}`,
    );
  });

  it('sends nothing more when the request is repeated', async () => {
    for (const kind of ['plan', 'ongoing'] as const) {
      const { client, invoice } = await expectAdminsToldOnce(kind);
      const again = await askMoneyBack(t, client, invoice.id);
      expect(again.statusCode).toBe(409);
      for (const { email } of admins) expect(await toldOf(email, invoice)).toHaveLength(1);
    }
  });
});
