// The compliance report as CSV (docs/product.md#compliance-report, ADR 0036), for spreadsheets.
import { REPORT_CSV_HEADER } from '../../../shared/contracts/records';
import type { ComplianceReport } from '../../../shared/contracts/records';
import { toCsv } from '../../files/csv';
import { dollars } from './report-format';
import { THE_HOUR } from '../../../shared/offerings/the-hour';

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
      THE_HOUR.name,
      `Meeting of ${n.meetingAt}`,
      'Sent',
      '',
      n.eventId,
    ]);
  }
  return toCsv(rows);
}
