// Records that outlive a closed account (docs/product.md#compliance-report, ADR 0036): a paid
// booking records the disclosures, and once the client closes their account the report keeps
// their meeting, fees and disclosures under "Deleted user".
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETION_PHRASE, DELETED_USER_NAME } from '../../../shared/contracts/account-data';
import { DISCLOSURE_DOCUMENT_SLUGS } from '../../../shared/domain/compliance-documents';
import { ACCOUNT_API } from '../../../shared/routes/account-api';
import { RECORDS_API } from '../../../shared/routes/records-api';
import { events } from '../../db/schema/booking';
import { disclosureAcceptances } from '../../db/schema/compliance';
import { charges, refunds } from '../../db/schema/payments';
import type { TestApp } from '../../testing/test-app';
import { bookMeeting, openSlots, signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import { DEMO_SLUG, createRecordsWorld } from './records-test-world';
import type { RecordsWorld } from './records-test-world';

let t: TestApp;
let demo: Caller;
let wide: RecordsWorld['wide'];
let get: RecordsWorld['get'];
let reportOf: RecordsWorld['reportOf'];

beforeAll(async () => {
  ({ t, demo, wide, get, reportOf } = await createRecordsWorld());
});
afterAll(async () => {
  await t.close();
});

describe('records that outlive a closed account', () => {
  it('a paid booking records the disclosures; after the client closes their account the report keeps them as "Deleted user"', async () => {
    const client = await signedInCaller(t, ['Consumer'], { fullName: 'Pat "PJ" Doe, Jr.' });
    const [slot] = await openSlots(t.app, DEMO_SLUG, 21);
    const { checkout, eventId } = await bookMeeting(t.app, client, DEMO_SLUG, slot!.start);
    const db = t.database.db;
    const accepted = await db
      .select()
      .from(disclosureAcceptances)
      .where(eq(disclosureAcceptances.checkoutId, checkout.id));
    expect(accepted.map((row) => row.documentSlug).sort()).toEqual(
      [...DISCLOSURE_DOCUMENT_SLUGS].sort(),
    );
    expect(
      accepted.every((row) => row.documentVersion === 1 && row.clientId === client.user.id),
    ).toBe(true);

    // The CSV quotes a name with a comma and doubles its quotes.
    const csv = await get(RECORDS_API.dashboardCsv(demo.user.id, wide), demo);
    expect(csv.body).toContain(',"Pat ""PJ"" Doe, Jr.",');

    // The meeting is moved into the past and refunded, then the client closes their account.
    const heldAt = new Date(Date.now() - 2 * 86_400_000);
    await db
      .update(events)
      .set({ startsAt: heldAt, endsAt: new Date(heldAt.getTime() + 3_600_000) })
      .where(eq(events.id, eventId));
    const [charge] = await db.select().from(charges).where(eq(charges.eventId, eventId));
    await db.insert(refunds).values({
      chargeId: charge!.id,
      purpose: charge!.purpose,
      reference: charge!.reference,
      eventId,
      amountCents: charge!.amountCents,
      idempotencyKey: `records-test:${charge!.id}`,
      status: 'succeeded',
      reason: 'Money-back promise',
    });
    const deleted = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.deleteAccount,
      headers: client.headers,
      payload: { confirmation: ACCOUNT_DELETION_PHRASE },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(
      await db
        .select()
        .from(disclosureAcceptances)
        .where(eq(disclosureAcceptances.checkoutId, checkout.id)),
    ).toHaveLength(DISCLOSURE_DOCUMENT_SLUGS.length);

    const report = await reportOf(RECORDS_API.dashboard(demo.user.id, wide));
    expect(report.meetings.find((m) => m.id === eventId)?.client).toBe(DELETED_USER_NAME);
    const fees = report.fees.filter((f) => f.client === DELETED_USER_NAME);
    expect(fees.map((f) => [f.type, f.amountCents])).toEqual([
      ['Charge', charge!.amountCents],
      ['Refund', charge!.amountCents],
    ]);
    expect(report.totals.refundedCents).toBe(charge!.amountCents);
    expect(report.disclosures.filter((d) => d.client === DELETED_USER_NAME)).toHaveLength(
      DISCLOSURE_DOCUMENT_SLUGS.length,
    );
    expect(JSON.stringify(report)).not.toContain('Doe, Jr.');
  });
});
