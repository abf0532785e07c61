// The advisor's compliance report (docs/product.md#compliance-report, ADR 0036): its contents
// against the demo seed (the demo advisor's three Hour meetings, one Plan meeting, a Plan and an
// Ongoing with their invoices and disclosures, the notes sent, the reviews), date ranges and their
// checks, who may read it on which path, the CSV's header and quoting, the PDF's structure, the
// disclosures a real booking records, and a client who closed their account kept as "Deleted user".
import { and, count, eq, gte, isNotNull, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETION_PHRASE, DELETED_USER_NAME } from '../../../shared/contracts/account-data';
import type { ComplianceReport } from '../../../shared/contracts/records';
import { REPORT_CSV_HEADER, REPORT_MESSAGES } from '../../../shared/contracts/records';
import { ONGOING_BILLING_MONTHS } from '../../../shared/constants';
import { DISCLOSURE_DOCUMENT_SLUGS } from '../../../shared/domain/compliance-documents';
import { meetingStatusWord } from '../../../shared/domain/meeting-status';
import { ACCOUNT_API } from '../../../shared/routes/account-api';
import { RECORDS_API } from '../../../shared/routes/records-api';
import { addDays, zonedDate, zonedTimeToUtc } from '../../../shared/time-zones';
import { users } from '../../db/schema/accounts';
import { advisors } from '../../db/schema/advisors';
import { events } from '../../db/schema/booking';
import { disclosureAcceptances } from '../../db/schema/compliance';
import { charges, refunds } from '../../db/schema/payments';
import { reviews } from '../../db/schema/reviews';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { HISTORY_CLEAR_DAYS } from '../../db/seed/demo-meeting-history';
import { inspectPdf } from '../../files/pdf/pdf-inspect';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { advisorCaller, bookMeeting, openSlots, signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import { bearer, mintAccessToken } from '../../testing/test-tokens';

const DEMO_SLUG = 'thomas-nguyen';
const DEMO_EMAIL = DEMO_ACCOUNTS.find((account) => account.advisorSlug === DEMO_SLUG)!.email;

let t: TestApp;
let demo: Caller;
let advisor: typeof advisors.$inferSelect;
let admin: Caller;
let other: Caller;
let consumer: Caller;
let today: string;
/**
 * A range holding the demo advisor's own demo records: from before the engagements started to a
 * month ahead. The meetings behind the demo reviews lie further back (demo-meeting-history.ts).
 */
let wide: { from: string; to: string };
/** A year back to a month ahead: the reviews too. */
let year: { from: string; to: string };

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  const db = t.database.db;
  const [user] = await db.select().from(users).where(eq(users.email, DEMO_EMAIL));
  [advisor] = (await db.select().from(advisors).where(eq(advisors.slug, DEMO_SLUG))) as [
    typeof advisors.$inferSelect,
  ];
  const token = await mintAccessToken(
    db,
    t.config,
    { ...user!, roles: ['Advisor'] },
    { expiresInS: 6 * 3600 },
  );
  demo = { user: { ...user!, roles: ['Advisor'] }, headers: bearer(token) };
  admin = await signedInCaller(t, ['Admin'], { fullName: 'Ada Admin' });
  other = await advisorCaller(t, 'grace-park');
  consumer = await signedInCaller(t, ['Consumer']);
  today = zonedDate(new Date(), advisor.timeZone);
  wide = { from: addDays(today, 1 - HISTORY_CLEAR_DAYS), to: addDays(today, 30) };
  year = { from: addDays(today, -365), to: addDays(today, 30) };
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, caller: Caller) =>
  t.app.inject({ method: 'GET', url, headers: caller.headers });

async function reportOf(url: string, caller: Caller = demo): Promise<ComplianceReport> {
  const response = await get(url, caller);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ComplianceReport>();
}

describe("the demo advisor's report", () => {
  it('holds every meeting, engagement, fee, disclosure and note of the seed', async () => {
    const report = await reportOf(RECORDS_API.dashboard(demo.user.id, wide));
    expect(report.advisor).toEqual({
      userId: demo.user.id,
      name: 'Thomas Nguyen',
      timeZone: advisor.timeZone,
    });
    expect(report.from).toBe(wide.from);
    expect(report.to).toBe(wide.to);
    // Three Hour meetings (8 and 3 days ago, 6 days ahead) and The Plan's included meeting.
    expect(report.meetings.map((m) => [m.offering, m.priceCents])).toEqual(
      expect.arrayContaining([
        ['The Hour', advisor.hourlyRateCents],
        ['The Plan', 0],
      ]),
    );
    expect(report.meetings).toHaveLength(4);
    expect(report.meetings.filter((m) => m.offering === 'The Hour')).toHaveLength(3);
    expect(
      report.meetings.every((m) => m.client === 'Casey Morgan' || m.client === 'Riley Parker'),
    ).toBe(true);
    // The Plan (Riley Parker, 10 days ago) and The Ongoing (Sam Ortiz, 20 days ago).
    expect(report.engagements.map((e) => [e.offering, e.client, e.priceCents])).toEqual([
      ['The Ongoing', 'Sam Ortiz', advisor.ongoingPriceCents],
      ['The Plan', 'Riley Parker', advisor.planPriceCents],
    ]);
    // Five charges (three Hours, the Plan, the Ongoing's first quarter) and two invoices.
    const charged =
      3 * advisor.hourlyRateCents +
      advisor.planPriceCents +
      advisor.ongoingPriceCents * ONGOING_BILLING_MONTHS;
    expect(report.fees.filter((f) => f.type === 'Charge')).toHaveLength(5);
    expect(report.fees.filter((f) => f.type === 'Invoice')).toHaveLength(2);
    expect(report.fees.filter((f) => f.type === 'Refund')).toHaveLength(0);
    expect(report.totals).toMatchObject({
      meetings: 4,
      engagements: 2,
      chargedCents: charged,
      refundedCents: 0,
      notesSent: 1,
    });
    // Each signup: the advisor's terms as shown, and the three firm documents at version 1.
    expect(report.disclosures).toHaveLength(2 * (1 + DISCLOSURE_DOCUMENT_SLUGS.length));
    const firm = report.disclosures.filter((d) => d.version !== null);
    expect(firm.map((d) => d.document).sort()).toEqual([
      'Form ADV Part 2A Brochure',
      'Form ADV Part 2A Brochure',
      'Form CRS Client Relationship Summary',
      'Form CRS Client Relationship Summary',
      'Terms of Use',
      'Terms of Use',
    ]);
    expect(firm.every((d) => d.version === 1)).toBe(true);
    const terms = report.disclosures.filter((d) => d.version === null);
    expect(terms.map((d) => d.termsText)).toEqual([
      'The terms shown when signing up.',
      'The terms shown when signing up.',
    ]);
    expect(report.notes).toHaveLength(1);
    expect(report.notes[0]!.client).toBe('Casey Morgan');
  });

  it('lists the reviews of the range with the responses', async () => {
    const report = await reportOf(RECORDS_API.dashboard(demo.user.id, year));
    const start = zonedTimeToUtc(year.from, '00:00', advisor.timeZone);
    const end = zonedTimeToUtc(addDays(year.to, 1), '00:00', advisor.timeZone);
    const inRange = and(
      eq(reviews.advisorId, advisor.id),
      gte(reviews.createdAt, start),
      lt(reviews.createdAt, end),
    );
    const [all] = await t.database.db.select({ n: count() }).from(reviews).where(inRange);
    const [answered] = await t.database.db
      .select({ n: count() })
      .from(reviews)
      .where(and(inRange, isNotNull(reviews.responseBody)));
    expect(all!.n).toBeGreaterThan(0);
    expect(report.reviews).toHaveLength(all!.n);
    expect(report.totals.reviews).toBe(all!.n);
    expect(report.reviews.filter((r) => r.responseBody !== null)).toHaveLength(answered!.n);
  });

  it('defaults to the last twelve months up to today: meetings still to come are left out', async () => {
    const report = await reportOf(RECORDS_API.dashboard(demo.user.id));
    expect(report.to).toBe(today);
    // Today a year ago is the last day left out (today is not Feb 29 in the seeded clock's year).
    const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
    if (!today.endsWith('02-29')) expect(report.from).toBe(addDays(yearAgo, 1));
    expect(report.meetings.every((m) => m.startsAt < new Date().toISOString())).toBe(true);
    const ahead = await reportOf(RECORDS_API.dashboard(demo.user.id, year));
    expect(ahead.meetings.some((m) => m.startsAt > new Date().toISOString())).toBe(true);
  });

  it('keeps only the records of the range', async () => {
    const full = await reportOf(RECORDS_API.dashboard(demo.user.id, wide));
    const withNotes = full.meetings.find((m) => m.notesSentAt)!;
    const day = zonedDate(new Date(withNotes.startsAt), advisor.timeZone);
    const report = await reportOf(RECORDS_API.dashboard(demo.user.id, { from: day, to: day }));
    expect(report.meetings.map((m) => m.id)).toEqual([withNotes.id]);
    // Both engagements were running that day (they started 10 and 20 days ago).
    expect(report.engagements.map((e) => e.client)).toEqual(['Sam Ortiz', 'Riley Parker']);
    // Only what was paid that day (usually the next meeting's payment, booked five days ahead).
    const paidThatDay = full.fees.filter(
      (fee) => zonedDate(new Date(fee.at), advisor.timeZone) === day,
    );
    expect(paidThatDay.length).toBeLessThan(full.fees.length);
    expect(report.fees).toEqual(paidThatDay);
    expect(report.disclosures).toHaveLength(0);
    expect(report.notes.map((n) => n.eventId)).toEqual([withNotes.id]);
  });

  it('refuses a start after the end, a range over five years and a day that does not exist', async () => {
    const backwards = await get(
      RECORDS_API.dashboard(demo.user.id, { from: '2026-03-02', to: '2026-03-01' }),
      demo,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe(REPORT_MESSAGES.fromAfterTo);
    const tooLong = await get(
      RECORDS_API.dashboard(demo.user.id, { from: '2020-01-01', to: '2025-01-01' }),
      demo,
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(REPORT_MESSAGES.tooLong);
    const fiveYears = await get(
      RECORDS_API.dashboard(demo.user.id, { from: '2020-01-02', to: '2025-01-01' }),
      demo,
    );
    expect(fiveYears.statusCode).toBe(200);
    const noSuchDay = await get(
      RECORDS_API.dashboard(demo.user.id, { from: '2026-02-30', to: '2026-03-01' }),
      demo,
    );
    expect(noSuchDay.statusCode).toBe(400);
    const notADate = await get(`${RECORDS_API.dashboard(demo.user.id)}?from=yesterday`, demo);
    expect(notADate.statusCode).toBe(400);
  });
});

describe('who may read a report', () => {
  it('is not found for another advisor, refused to a client, and open to an admin on both paths', async () => {
    expect((await get(RECORDS_API.dashboard(demo.user.id), other)).statusCode).toBe(404);
    expect((await get(RECORDS_API.dashboardPdf(demo.user.id), other)).statusCode).toBe(404);
    expect((await get(RECORDS_API.dashboardCsv(demo.user.id), other)).statusCode).toBe(404);
    expect((await get(RECORDS_API.dashboard(demo.user.id), consumer)).statusCode).toBe(403);
    expect((await get(RECORDS_API.admin(demo.user.id), consumer)).statusCode).toBe(403);
    expect((await get(RECORDS_API.admin(demo.user.id), demo)).statusCode).toBe(403);
    expect((await get(RECORDS_API.adminCsv(demo.user.id), other)).statusCode).toBe(403);
    const viaAdmin = await reportOf(RECORDS_API.admin(demo.user.id, wide), admin);
    const viaDashboard = await reportOf(RECORDS_API.dashboard(demo.user.id, wide), admin);
    expect(viaAdmin.totals).toEqual(viaDashboard.totals);
    expect(viaAdmin.meetings).toHaveLength(4);
    // A user who runs no advisor profile, or no user at all, has no report.
    expect((await get(RECORDS_API.admin(consumer.user.id), admin)).statusCode).toBe(404);
    expect((await get(RECORDS_API.admin('not-a-guid'), admin)).statusCode).toBe(404);
    // The advisor's own report is theirs alone.
    expect((await get(RECORDS_API.dashboard(other.user.id), other)).statusCode).toBe(200);
  });
});

describe("meetings' statuses", () => {
  it('reads each meeting with the shared word in the page, the CSV and the PDF (ADR 0070)', async () => {
    const report = await reportOf(RECORDS_API.dashboard(demo.user.id, wide));
    const stored = await t.database.db
      .select({ id: events.id, status: events.status, endsAt: events.endsAt })
      .from(events)
      .where(eq(events.advisorId, advisor.id));
    const now = new Date();
    for (const meeting of report.meetings) {
      const row = stored.find((one) => one.id === meeting.id)!;
      expect(meeting.status).toBe(meetingStatusWord(row.status, row.endsAt, now));
    }
    // The seed's meetings 8 and 3 days ago took place; the one 6 days ahead has not yet.
    const words = report.meetings.map((m) => m.status);
    expect(words).toContain('Completed');
    expect(words).toContain('Scheduled');
    expect(words).not.toContain('Active');

    const csv = (await get(RECORDS_API.dashboardCsv(demo.user.id, wide), demo)).body;
    const csvWords = csv
      .split('\r\n')
      .filter((line) => line.startsWith('Meeting,'))
      .map((line) => line.split(',')[5]);
    expect(csvWords.sort()).toEqual([...words].sort());

    const pdf = inspectPdf((await get(RECORDS_API.adminPdf(demo.user.id, wide), admin)).rawPayload);
    const text = pdf.pages.flat();
    expect(text).toContain('Completed');
    expect(text).toContain('Scheduled');
    // 'Active' is left only for the engagements still running, never for a meeting.
    expect(text.filter((line) => line === 'Active')).toHaveLength(
      report.engagements.filter((e) => e.status === 'active').length,
    );
  });
});

describe('the files', () => {
  it('CSV: one row per record under the exact header, quoted where needed', async () => {
    const response = await get(RECORDS_API.dashboardCsv(demo.user.id, wide), demo);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(
      `filename="compliance-report-thomas-nguyen-${wide.from}-to-${wide.to}.csv"`,
    );
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(REPORT_CSV_HEADER.join(','));
    const report = await reportOf(RECORDS_API.dashboard(demo.user.id, wide));
    const records =
      report.meetings.length +
      report.engagements.length +
      report.fees.length +
      report.disclosures.length +
      report.reviews.length +
      report.notes.length;
    // Header, one line per record, and the empty string after the last line break (no field of
    // the seed holds a line break).
    const reviewBreaks = report.reviews.filter((r) =>
      /[\r\n]/.test(r.body + (r.responseBody ?? '')),
    ).length;
    expect(reviewBreaks).toBe(0);
    expect(lines).toHaveLength(records + 2);
    expect(lines.filter((line) => line.startsWith('Meeting,'))).toHaveLength(4);
    expect(lines.filter((line) => line.startsWith('Charge,'))).toHaveLength(5);
    const hour = lines.find((line) => line.startsWith('Charge,') && line.includes('The Hour'))!;
    expect(hour).toContain(`,${(advisor.hourlyRateCents / 100).toFixed(2)},`);
    // A review's text holds commas: the field is quoted, inner quotes doubled.
    const review = lines.find((line) => line.startsWith('Review,'))!;
    expect(review).toMatch(/^Review,[^,]+,[^,]*,,"/);
  });

  it('PDF: a PDF 1.4 file whose xref points at its objects, numbered pages and the records in text', async () => {
    const response = await get(RECORDS_API.adminPdf(demo.user.id, wide), admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      `filename="compliance-report-thomas-nguyen-${wide.from}-to-${wide.to}.pdf"`,
    );
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = inspectPdf(bytes);
    expect(pdf.version).toBe('1.4');
    expect(pdf.offsetsPointAtObjects).toBe(true);
    expect(pdf.pageCount).toBeGreaterThanOrEqual(1);
    pdf.pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pdf.pageCount}`);
    });
    const text = pdf.pages.flat();
    expect(text).toContain('Compliance report: Thomas Nguyen');
    for (const heading of [
      'Meetings',
      'Engagements',
      'Fees charged and refunded',
      'Agreements and disclosures accepted',
      'Reviews and responses',
      'Meeting notes sent',
    ]) {
      expect(text).toContain(heading);
    }
    expect(text).toContain('Riley Parker');
    expect(text).toContain('Sam Ortiz');
    expect(text.filter((line) => line === 'Casey Morgan').length).toBeGreaterThanOrEqual(3);
  });
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
