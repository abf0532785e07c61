// Rules of the advisor's compliance (books-and-records) report (docs/product.md#compliance-report,
// ADR 0036): an advisor reads the report of their own user id only (anyone else's is not found),
// an admin reads any advisor's. The records of the range (report-range.ts) are gathered here into
// the JSON for the page; the CSV and PDF files are made from it (report-csv.ts, report-pdf.ts).
import { invoiceNumberOf } from '../../../shared/contracts/billing';
import { reportQuerySchema } from '../../../shared/contracts/records';
import type {
  ComplianceReport,
  ReportDisclosure,
  ReportFee,
} from '../../../shared/contracts/records';
import { meetingStatusWord } from '../../../shared/domain/meeting-status';
import { AppError } from '../../../shared/errors';
import { isGuid } from '../../../shared/guid';
import { addDays, zonedDate, zonedTimeToUtc } from '../../../shared/time-zones';
import type { Db } from '../../db/client';
import { parseInput } from '../../validation/parse-input';
import * as repository from './records.repository';
import type { RecordsAdvisor } from './records.repository';
import { reportCsv } from './report-csv';
import { iso, offeringName } from './report-format';
import { reportPdf } from './report-pdf';
import { reportRange } from './report-range';

export interface ReportFile {
  filename: string;
  body: Buffer | string;
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
        description: `${invoiceNumberOf(row.number)} ${row.description}`,
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
        // As read when the report is made (ADR 0070).
        status: meetingStatusWord(row.status, row.endsAt, generated),
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
