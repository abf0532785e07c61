// The compliance report's records, one table per kind: meetings, engagements, fees, agreements and
// disclosures, reviews, notes sent. Days are the advisor's, in their zone.
import type { ComplianceReport as Report } from '../../../../shared/contracts/records';
import { formatCurrency } from '../../../../shared/format';
import ledger from '../../billing/ledger.module.css';
import { RecordTable } from './record-table';
import { dayFormatter, plainDay, status } from './report-format';

export function ReportTables({ report }: { report: Report }) {
  const day = dayFormatter(report.advisor.timeZone);
  return (
    <>
      <RecordTable
        id="report-meetings"
        title="Meetings"
        rows={report.meetings}
        rowKey={(m) => m.id}
        empty="No meetings in this period."
        columns={[
          { name: 'Date', cell: (m) => <time dateTime={m.startsAt}>{day(m.startsAt)}</time> },
          { name: 'Client', cell: (m) => m.client },
          { name: 'Offering', cell: (m) => m.offering },
          { name: 'Status', cell: (m) => m.status },
          { name: 'Price', cell: (m) => formatCurrency(m.priceCents), amount: true },
          { name: 'Notes sent', cell: (m) => (m.notesSentAt ? day(m.notesSentAt) : '—') },
        ]}
      />
      <RecordTable
        id="report-engagements"
        title="Engagements"
        rows={report.engagements}
        rowKey={(e) => e.signupId}
        empty="No Plan or Ongoing engagements ran in this period."
        columns={[
          { name: 'Signed up', cell: (e) => day(e.signedUpAt) },
          { name: 'Client', cell: (e) => e.client },
          { name: 'Offering', cell: (e) => e.offering },
          {
            name: 'Period',
            cell: (e) =>
              `${e.startsOn ? plainDay(e.startsOn) : '—'} to ${e.endsOn ? plainDay(e.endsOn) : 'open'}`,
          },
          { name: 'Status', cell: (e) => status(e.status) },
          { name: 'Price', cell: (e) => formatCurrency(e.priceCents), amount: true },
        ]}
      />
      <RecordTable
        id="report-fees"
        title="Fees charged and refunded"
        rows={report.fees}
        rowKey={(f) => `${f.type}-${f.id}`}
        empty="No charges, refunds or invoices in this period."
        columns={[
          { name: 'Date', cell: (f) => day(f.at) },
          { name: 'Type', cell: (f) => f.type },
          { name: 'Client', cell: (f) => f.client },
          { name: 'Description', cell: (f) => f.description },
          { name: 'Status', cell: (f) => status(f.status) },
          {
            name: 'Amount',
            cell: (f) =>
              f.type === 'Refund'
                ? `−${formatCurrency(f.amountCents)}`
                : formatCurrency(f.amountCents),
            amount: true,
          },
        ]}
      />
      <RecordTable
        id="report-disclosures"
        title="Agreements and disclosures accepted"
        rows={report.disclosures}
        rowKey={(d, index) => `${d.acceptedAt}-${d.document}-${index}`}
        empty="No agreements or disclosures were accepted in this period."
        columns={[
          { name: 'Accepted', cell: (d) => day(d.acceptedAt) },
          { name: 'Client', cell: (d) => d.client },
          { name: 'For', cell: (d) => d.offering },
          {
            name: 'Document',
            cell: (d) => (
              <div>
                <span className={ledger.what}>{d.document}</span>
                {d.termsText ? <span className={ledger.detail}>{d.termsText}</span> : null}
              </div>
            ),
          },
          { name: 'Version', cell: (d) => (d.version === null ? 'As shown' : `v${d.version}`) },
        ]}
      />
      <RecordTable
        id="report-reviews"
        title="Reviews and responses"
        rows={report.reviews}
        rowKey={(r) => r.id}
        empty="No reviews were written in this period."
        columns={[
          { name: 'Date', cell: (r) => day(r.createdAt) },
          { name: 'Reviewer', cell: (r) => r.reviewer },
          { name: 'Rating', cell: (r) => `${r.rating}/5${r.hidden ? ' (hidden)' : ''}` },
          {
            name: 'Review',
            cell: (r) => (
              <div>
                <span className={ledger.what}>{r.title}</span>
                <span className={ledger.detail}>{r.body}</span>
              </div>
            ),
          },
          { name: 'Response', cell: (r) => r.responseBody ?? '—' },
        ]}
      />
      <RecordTable
        id="report-notes"
        title="Meeting notes sent"
        rows={report.notes}
        rowKey={(n) => n.eventId}
        empty="No meeting notes were sent in this period."
        columns={[
          { name: 'Sent', cell: (n) => day(n.sentAt) },
          { name: 'Client', cell: (n) => n.client },
          { name: 'Meeting', cell: (n) => day(n.meetingAt) },
        ]}
      />
    </>
  );
}
