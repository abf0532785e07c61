// The advisor's compliance report on the client (docs/product.md#compliance-report): the report
// of a date range, from the dashboard's path (the advisor's own) or the admin's, and its PDF and
// CSV made on the server and saved as files (the calls carry the sign-in, so they are fetched and
// handed to the browser rather than linked).
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ComplianceReport } from '../../../shared/contracts/records';
import { RECORDS_API } from '../../../shared/routes/records-api';
import { downloadFile } from '../../api/download-file';
import { http } from '../../api/http';
import { retryOnlyFailures } from '../../api/retry-rule';

/** Whose path the page reads: the advisor's own dashboard, or the admin's. */
export type ReportAudience = 'dashboard' | 'admin';

/** The files the server makes of a report. */
export type ReportFormat = 'pdf' | 'csv';

export interface ReportRange {
  from?: string;
  to?: string;
}

const paths = {
  dashboard: {
    json: RECORDS_API.dashboard,
    pdf: RECORDS_API.dashboardPdf,
    csv: RECORDS_API.dashboardCsv,
  },
  admin: { json: RECORDS_API.admin, pdf: RECORDS_API.adminPdf, csv: RECORDS_API.adminCsv },
} as const;

export function useComplianceReport(audience: ReportAudience, userId: string, range: ReportRange) {
  return useQuery({
    queryKey: ['compliance-report', audience, userId, range.from ?? '', range.to ?? ''],
    queryFn: () => http.get<ComplianceReport>(paths[audience].json(userId, range)),
    retry: retryOnlyFailures,
    placeholderData: (previous) => previous,
  });
}

export function useReportDownload(audience: ReportAudience, userId: string) {
  return useMutation({
    mutationFn: ({ format, range }: { format: ReportFormat; range: ReportRange }) =>
      downloadFile(
        paths[audience][format](userId, range),
        format === 'pdf' ? 'application/pdf' : 'text/csv',
        `compliance-report.${format}`,
      ),
  });
}
