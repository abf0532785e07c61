// Rules of the advisor's compliance (books-and-records) report (docs/product.md#compliance-report,
// ADR 0036): an advisor reads the report of their own user id only (anyone else's is not found),
// an admin reads any advisor's. The range is two days in the advisor's zone, both included: by
// default the last 12 months, at most the five years records are kept. JSON for the page, and
// CSV and PDF files made here on the server.
import { RECORD_RETENTION_YEARS } from '../../../shared/contracts/account-data';
import {
  REPORT_CSV_HEADER,
  REPORT_DEFAULT_MONTHS,
  REPORT_MESSAGES,
  reportQuerySchema,
} from '../../../shared/contracts/records';
import type {
  ComplianceReport,
  ReportDisclosure,
  ReportFee,
  ReportQuery,
} from '../../../shared/contracts/records';
import { OFFERING_NAMES } from '../../../shared/contracts/plans';
import type { OfferingKind } from '../../../shared/contracts/plans';
import { AppError } from '../../../shared/errors';
import { formatCurrency } from '../../../shared/format';
import { isGuid } from '../../../shared/guid';
import { addDays, parseIsoDate, zonedDate, zonedTimeToUtc } from '../../../shared/time-zones';
import type { Db } from '../../db/client';
import { toCsv } from '../../files/csv';
import { PdfDocument } from '../../files/pdf/pdf-document';
import type { PdfColumn } from '../../files/pdf/pdf-document';
import { parseInput } from '../../validation/parse-input';
import * as repository from './records.repository';
import type { RecordsAdvisor } from './records.repository';

const HOUR_NAME = 'The Hour';
const offeringName = (kind: OfferingKind | null) => (kind ? OFFERING_NAMES[kind] : HOUR_NAME);
const iso = (date: Date) => date.toISOString();
const dollars = (cents: number) => (cents / 100).toFixed(2);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** '2026-11-27 15:04 UTC' for an ISO instant. */
const utcMinute = (instant: string) => `${instant.slice(0, 10)} ${instant.slice(11, 16)} UTC`;

export interface ReportFile {
  filename: string;
  body: Buffer | string;
}

/** The two days of the range, checked: real days, from ≤ to, at most the retention period. */
export function reportRange(query: ReportQuery, today: string): { from: string; to: string } {
  const to = query.to ?? today;
  const from = query.from ?? addMonths(to, -REPORT_DEFAULT_MONTHS, 1);
  const fromMs = parseIsoDate(from);
  const toMs = parseIsoDate(to);
  if (fromMs === null || toMs === null) {
    const field = fromMs === null ? 'from' : 'to';
    throw new AppError('validation', REPORT_MESSAGES.badDate, {
      [field]: [REPORT_MESSAGES.badDate],
    });
  }
  if (fromMs > toMs) {
    throw new AppError('validation', REPORT_MESSAGES.fromAfterTo, {
      from: [REPORT_MESSAGES.fromAfterTo],
    });
  }
  if (from < addMonths(to, -12 * RECORD_RETENTION_YEARS, 1)) {
    throw new AppError('validation', REPORT_MESSAGES.tooLong, { from: [REPORT_MESSAGES.tooLong] });
  }
  return { from, to };
}

/** The date `months` from `date` (clamped to the month's end), plus `days`. */
function addMonths(date: string, months: number, days = 0): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return addDays(target.toISOString().slice(0, 10), days);
}

export type RecordsService = ReturnType<typeof createRecordsService>;

export function createRecordsService({ db, now }: { db: Db; now: () => Date }) {
  /** The advisor run by `userId`, when the reader may see their report; otherwise not found. */
  async function readableAdvisor(
    reader: { id: string },
    userId: string,
    asAdmin: boolean,
  ): Promise<RecordsAdvisor> {
    if (!isGuid(userId)) throw new AppError('notFound');
    if (!asAdmin && reader.id !== userId) throw new AppError('notFound');
    const advisor = await repository.findAdvisorOfUser(db, userId);
    if (!advisor) throw new AppError('notFound');
    return advisor;
  }

  async function build(advisor: RecordsAdvisor, input: unknown): Promise<ComplianceReport> {
    const query = parseInput(reportQuerySchema, input);
    const generated = now();
    const { from, to } = reportRange(query, zonedDate(generated, advisor.timeZone));
    const range = {
      from: zonedTimeToUtc(from, '00:00', advisor.timeZone),
      to: zonedTimeToUtc(addDays(to, 1), '00:00', advisor.timeZone),
    };
    const [meetings, notes, engagements, charges, refunds, invoices, terms, accepted, reviews] =
      await Promise.all([
        repository.listMeetings(db, advisor.id, range),
        repository.listNotesSent(db, advisor.id, range),
        repository.listEngagements(db, advisor.id, range, from),
        repository.listCharges(db, advisor.id, range),
        repository.listRefunds(db, advisor.id, range),
        repository.listInvoices(db, advisor.id, range),
        repository.listTermsAccepted(db, advisor.id, range),
        repository.listDisclosureAcceptances(db, advisor.id, range),
        repository.listReviews(db, advisor.id, range),
      ]);

    const fees: ReportFee[] = [
      ...charges.map((row) => ({
        id: row.id,
        type: 'Charge' as const,
        at: iso(row.at),
        client: row.client,
        description: row.description,
        amountCents: row.amountCents,
        status: row.status,
      })),
      ...refunds.map((row) => ({
        id: row.id,
        type: 'Refund' as const,
        at: iso(row.at),
        client: row.client,
        description: `Refund of ${row.chargeDescription}: ${row.reason}`,
        amountCents: row.amountCents,
        status: row.status,
      })),
      ...invoices.map((row) => ({
        id: row.id,
        type: 'Invoice' as const,
        at: iso(row.at!),
        client: row.client,
        description: `INV-${String(row.number).padStart(6, '0')} ${row.description}`,
        amountCents: row.amountCents,
        status: row.status,
      })),
    ].sort((a, b) => a.at.localeCompare(b.at) || a.type.localeCompare(b.type));

    const disclosures: ReportDisclosure[] = [
      ...terms.map((row) => ({
        acceptedAt: iso(row.acceptedAt),
        client: row.client,
        offering: offeringName(row.kind),
        document: `${advisor.firstName} ${advisor.lastName}'s terms of ${offeringName(row.kind)}`,
        version: null,
        termsText: row.termsText,
      })),
      ...accepted.map((row) => ({
        acceptedAt: iso(row.acceptedAt),
        client: row.client,
        offering: offeringName(row.signupKind),
        document: row.document,
        version: row.version,
        termsText: null,
      })),
    ].sort(
      (a, b) => a.acceptedAt.localeCompare(b.acceptedAt) || a.document.localeCompare(b.document),
    );

    const succeeded = (type: ReportFee['type']) =>
      fees
        .filter((fee) => fee.type === type && fee.status === 'succeeded')
        .reduce((sum, fee) => sum + fee.amountCents, 0);

    return {
      advisor: {
        userId: advisor.userId,
        name: `${advisor.firstName} ${advisor.lastName}`,
        timeZone: advisor.timeZone,
      },
      from,
      to,
      generatedAt: iso(generated),
      totals: {
        meetings: meetings.length,
        engagements: engagements.length,
        chargedCents: succeeded('Charge'),
        refundedCents: succeeded('Refund'),
        reviews: reviews.length,
        notesSent: notes.length,
      },
      meetings: meetings.map((row) => ({
        id: row.id,
        startsAt: iso(row.startsAt),
        client: row.client,
        offering: offeringName(row.engagementKind),
        status: row.status,
        priceCents: row.priceCents,
        notesSentAt: row.notesSentAt ? iso(row.notesSentAt) : null,
      })),
      engagements: engagements.map((row) => ({
        signupId: row.signupId,
        offering: offeringName(row.kind),
        client: row.client,
        signedUpAt: iso(row.signedUpAt),
        startsOn: row.startsOn,
        endsOn: row.endsOn,
        status: row.deletedAt ? `${row.status} (deleted by an admin)` : row.status,
        priceCents: row.priceCents,
      })),
      fees,
      disclosures,
      reviews: reviews.map((row) => ({
        id: row.id,
        createdAt: iso(row.createdAt),
        reviewer: row.reviewer,
        rating: row.rating,
        title: row.title,
        body: row.body,
        responseBody: row.responseBody,
        respondedAt: row.respondedAt ? iso(row.respondedAt) : null,
        hidden: row.hiddenAt !== null,
      })),
      notes: notes.map((row) => ({
        eventId: row.eventId,
        meetingAt: iso(row.startsAt),
        client: row.client,
        sentAt: iso(row.notesSentAt!),
      })),
    };
  }

  async function report(
    reader: { id: string },
    userId: string,
    query: unknown,
    asAdmin: boolean,
  ): Promise<ComplianceReport> {
    const advisor = await readableAdvisor(reader, userId, asAdmin);
    return build(advisor, query);
  }

  const fileName = (report: ComplianceReport, extension: string) =>
    `compliance-report-${report.advisor.name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')}-${report.from}-to-${report.to}.${extension}`;

  return {
    report,

    async csv(
      reader: { id: string },
      userId: string,
      query: unknown,
      asAdmin: boolean,
    ): Promise<ReportFile> {
      const data = await report(reader, userId, query, asAdmin);
      return { filename: fileName(data, 'csv'), body: reportCsv(data) };
    },

    async pdf(
      reader: { id: string },
      userId: string,
      query: unknown,
      asAdmin: boolean,
    ): Promise<ReportFile> {
      const data = await report(reader, userId, query, asAdmin);
      return { filename: fileName(data, 'pdf'), body: reportPdf(data) };
    },
  };
}

/** One row per record, its kind first; amounts in dollars, instants in ISO 8601 UTC. */
export function reportCsv(report: ComplianceReport): string {
  const rows: (string | number)[][] = [[...REPORT_CSV_HEADER]];
  for (const m of report.meetings) {
    rows.push([
      'Meeting',
      m.startsAt,
      m.client,
      m.offering,
      '',
      m.status,
      dollars(m.priceCents),
      m.id,
    ]);
  }
  for (const e of report.engagements) {
    const period = `${e.startsOn ?? ''} to ${e.endsOn ?? 'open'}`;
    rows.push([
      'Engagement',
      e.signedUpAt,
      e.client,
      e.offering,
      period,
      e.status,
      dollars(e.priceCents),
      e.signupId,
    ]);
  }
  for (const f of report.fees) {
    rows.push([f.type, f.at, f.client, '', f.description, f.status, dollars(f.amountCents), f.id]);
  }
  for (const d of report.disclosures) {
    const what = d.version === null ? d.document : `${d.document} (version ${d.version})`;
    rows.push([
      'Disclosure',
      d.acceptedAt,
      d.client,
      d.offering,
      d.termsText ? `${what}: ${d.termsText}` : what,
      'Accepted',
      '',
      '',
    ]);
  }
  for (const r of report.reviews) {
    const response = r.responseBody
      ? ` | Response (${r.respondedAt ?? ''}): ${r.responseBody}`
      : '';
    rows.push([
      'Review',
      r.createdAt,
      r.reviewer,
      '',
      `${r.rating}/5 ${r.title}: ${r.body}${response}`,
      r.hidden ? 'Hidden' : 'Shown',
      '',
      r.id,
    ]);
  }
  for (const n of report.notes) {
    rows.push([
      'Notes sent',
      n.sentAt,
      n.client,
      HOUR_NAME,
      `Meeting of ${n.meetingAt}`,
      'Sent',
      '',
      n.eventId,
    ]);
  }
  return toCsv(rows);
}

/** The day of an instant in the advisor's zone. */
const dayIn = (instant: string, timeZone: string) => zonedDate(new Date(instant), timeZone);

/** The report as a PDF: a summary, then one table per kind of record. */
export function reportPdf(report: ComplianceReport): Buffer {
  const zone = report.advisor.timeZone;
  const title = `Compliance report: ${report.advisor.name}`;
  const pdf = new PdfDocument({
    title,
    header: `${title}, ${report.from} to ${report.to}`,
    author: 'Just Financial Advice',
    createdAt: new Date(report.generatedAt),
  });
  const width = pdf.contentWidth;
  const cols = (...parts: [string, number, ('left' | 'right')?][]): PdfColumn[] =>
    parts.map(([header, share, align]) => ({
      header,
      width: width * share,
      align: align ?? 'left',
    }));
  const none = (rows: unknown[], what: string) => {
    if (rows.length === 0) pdf.text(`No ${what} in this period.`, { grey: 0.4 });
    return rows.length > 0;
  };

  pdf.heading(title, 1);
  pdf.text(
    `Books and records from ${report.from} to ${report.to} (days in ${zone}). Generated ${utcMinute(report.generatedAt)}.`,
    { grey: 0.3 },
  );
  const t = report.totals;
  pdf.table(
    cols(
      ['Meetings', 1 / 6],
      ['Engagements', 1 / 6],
      ['Charged', 1 / 6, 'right'],
      ['Refunded', 1 / 6, 'right'],
      ['Reviews', 1 / 6],
      ['Notes sent', 1 / 6],
    ),
    [
      [
        String(t.meetings),
        String(t.engagements),
        formatCurrency(t.chargedCents),
        formatCurrency(t.refundedCents),
        String(t.reviews),
        String(t.notesSent),
      ],
    ],
  );

  pdf.heading('Meetings');
  if (none(report.meetings, 'meetings')) {
    pdf.table(
      cols(
        ['Date', 0.14],
        ['Client', 0.24],
        ['Offering', 0.16],
        ['Status', 0.16],
        ['Price', 0.12, 'right'],
        ['Notes sent', 0.18],
      ),
      report.meetings.map((m) => [
        dayIn(m.startsAt, zone),
        m.client,
        m.offering,
        capitalised(m.status),
        formatCurrency(m.priceCents),
        m.notesSentAt ? dayIn(m.notesSentAt, zone) : '',
      ]),
    );
  }

  pdf.heading('Engagements');
  if (none(report.engagements, 'engagements')) {
    pdf.table(
      cols(
        ['Signed up', 0.14],
        ['Client', 0.22],
        ['Offering', 0.16],
        ['Period', 0.22],
        ['Status', 0.14],
        ['Price', 0.12, 'right'],
      ),
      report.engagements.map((e) => [
        dayIn(e.signedUpAt, zone),
        e.client,
        e.offering,
        `${e.startsOn ?? ''} to ${e.endsOn ?? 'open'}`,
        capitalised(e.status),
        formatCurrency(e.priceCents),
      ]),
    );
  }

  pdf.heading('Fees charged and refunded');
  if (none(report.fees, 'fees')) {
    pdf.table(
      cols(
        ['Date', 0.13],
        ['Type', 0.1],
        ['Client', 0.19],
        ['Description', 0.35],
        ['Status', 0.11],
        ['Amount', 0.12, 'right'],
      ),
      report.fees.map((f) => [
        dayIn(f.at, zone),
        f.type,
        f.client,
        f.description,
        capitalised(f.status),
        formatCurrency(f.amountCents),
      ]),
    );
  }

  pdf.heading('Agreements and disclosures accepted');
  if (none(report.disclosures, 'agreements or disclosures accepted')) {
    pdf.table(
      cols(
        ['Accepted', 0.14],
        ['Client', 0.2],
        ['For', 0.14],
        ['Document', 0.42],
        ['Version', 0.1],
      ),
      report.disclosures.map((d) => [
        dayIn(d.acceptedAt, zone),
        d.client,
        d.offering,
        d.termsText ? `${d.document}: ${d.termsText}` : d.document,
        d.version === null ? 'as shown' : String(d.version),
      ]),
    );
  }

  pdf.heading('Reviews and responses');
  if (none(report.reviews, 'reviews')) {
    pdf.table(
      cols(
        ['Date', 0.13],
        ['Reviewer', 0.17],
        ['Rating', 0.08],
        ['Review', 0.36],
        ['Response', 0.26],
      ),
      report.reviews.map((r) => [
        dayIn(r.createdAt, zone),
        r.reviewer,
        `${r.rating}/5${r.hidden ? ' (hidden)' : ''}`,
        `${r.title}: ${r.body}`,
        r.responseBody ?? '',
      ]),
    );
  }

  pdf.heading('Meeting notes sent');
  if (none(report.notes, 'notes sent')) {
    pdf.table(
      cols(['Sent', 0.2], ['Client', 0.4], ['Meeting', 0.4]),
      report.notes.map((n) => [dayIn(n.sentAt, zone), n.client, dayIn(n.meetingAt, zone)]),
    );
  }
  return pdf.toBuffer();
}
