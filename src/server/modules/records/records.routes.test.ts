// The advisor's compliance report (docs/product.md#compliance-report, ADR 0036): its contents
// against the demo seed (the demo advisor's three Hour meetings, one Plan meeting, a Plan and an
// Ongoing with their invoices and disclosures, the notes sent, the reviews), date ranges and their
// checks, who may read it on which path, the CSV's header and quoting, the PDF's structure, the
// disclosures a real booking records (records-closed-account.routes.test.ts: a client who closed
// their account kept as "Deleted user").
import { and, count, eq, gte, isNotNull, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_CSV_HEADER, REPORT_MESSAGES } from '../../../shared/contracts/records';
import { ONGOING_BILLING_MONTHS } from '../../../shared/constants';
import { DISCLOSURE_DOCUMENT_SLUGS } from '../../../shared/domain/compliance-documents';
import { meetingStatusWord } from '../../../shared/domain/meeting-status';
import { RECORDS_API } from '../../../shared/routes/records-api';
import { addDays, zonedDate, zonedTimeToUtc } from '../../../shared/time-zones';
import { events } from '../../db/schema/booking';
import { reviews } from '../../db/schema/reviews';
import { inspectPdf } from '../../files/pdf/pdf-inspect';
import type { TestApp } from '../../testing/test-app';
import type { Caller } from '../../testing/test-booking';
import { createRecordsWorld } from './records-test-world';
import type { RecordsWorld } from './records-test-world';

let t: TestApp;
let demo: Caller;
let advisor: RecordsWorld['advisor'];
let admin: Caller;
let other: Caller;
let consumer: Caller;
let today: string;
let wide: RecordsWorld['wide'];
let year: RecordsWorld['year'];
let get: RecordsWorld['get'];
let reportOf: RecordsWorld['reportOf'];

beforeAll(async () => {
  ({ t, demo, advisor, admin, other, consumer, today, wide, year, get, reportOf } =
    await createRecordsWorld());
});
afterAll(async () => {
  await t.close();
});

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
    // The seeded meeting can fall on an engagement's first day (a Sunday moved to the Friday).
    const acceptedThatDay = full.disclosures.filter(
      (disclosure) => zonedDate(new Date(disclosure.acceptedAt), advisor.timeZone) === day,
    );
    expect(acceptedThatDay.length).toBeLessThan(full.disclosures.length);
    expect(report.disclosures).toEqual(acceptedThatDay);
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
