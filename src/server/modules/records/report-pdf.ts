// The compliance report as PDF (docs/product.md#compliance-report, ADR 0036): a summary, then one
// table per kind of record, days in the advisor's zone.
import type { ComplianceReport } from '../../../shared/contracts/records';
import { formatCurrency } from '../../../shared/format';
import { PdfDocument } from '../../files/pdf/pdf-document';
import type { PdfColumn } from '../../files/pdf/pdf-document';
import { capitalised, dayIn, utcMinute } from './report-format';

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
        m.status,
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
