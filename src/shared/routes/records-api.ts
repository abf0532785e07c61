// API paths of the advisor's compliance (books-and-records) report: JSON for the page and the PDF
// and CSV downloads, each for a date range `?from=yyyy-MM-dd&to=yyyy-MM-dd`; the advisor's own
// under the dashboard, any advisor's under admin (docs/product.md#compliance-report).
import { fillPath } from './fill-path';

export const RECORDS_API_PATTERNS = {
  dashboard: '/api/dashboard/compliance/:userId/report',
  dashboardPdf: '/api/dashboard/compliance/:userId/report.pdf',
  dashboardCsv: '/api/dashboard/compliance/:userId/report.csv',
  admin: '/api/admin/users/:userId/report',
  adminPdf: '/api/admin/users/:userId/report.pdf',
  adminCsv: '/api/admin/users/:userId/report.csv',
} as const;

type RangeQuery = { from?: string; to?: string };

function withRange(path: string, range: RangeQuery = {}): string {
  const query = new URLSearchParams();
  if (range.from) query.set('from', range.from);
  if (range.to) query.set('to', range.to);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

const build =
  (pattern: string) =>
  (userId: string, range?: RangeQuery): string =>
    withRange(fillPath(pattern, { userId }), range);

export const RECORDS_API = {
  dashboard: build(RECORDS_API_PATTERNS.dashboard),
  dashboardPdf: build(RECORDS_API_PATTERNS.dashboardPdf),
  dashboardCsv: build(RECORDS_API_PATTERNS.dashboardCsv),
  admin: build(RECORDS_API_PATTERNS.admin),
  adminPdf: build(RECORDS_API_PATTERNS.adminPdf),
  adminCsv: build(RECORDS_API_PATTERNS.adminCsv),
} as const;
