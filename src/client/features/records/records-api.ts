// The advisor's compliance report on the client (docs/product.md#compliance-report): the report
// of a date range, from the dashboard's path (the advisor's own) or the admin's, and its PDF and
// CSV made on the server and saved as files (the calls carry the sign-in, so they are fetched and
// handed to the browser rather than linked).
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ComplianceReport } from '../../../shared/contracts/records';
import { RECORDS_API } from '../../../shared/routes/records-api';
import { errorFromAnswer, getAccessToken, http, parseAnswer } from '../../api/http';
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

const filenameOf = (disposition: string | null, fallback: string) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

export function useReportDownload(audience: ReportAudience, userId: string) {
  return useMutation({
    mutationFn: async ({ format, range }: { format: ReportFormat; range: ReportRange }) => {
      const token = getAccessToken();
      const response = await fetch(paths[audience][format](userId, range), {
        headers: {
          Accept: format === 'pdf' ? 'application/pdf' : 'text/csv',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        credentials: 'same-origin',
      });
      if (!response.ok) throw errorFromAnswer(response.status, parseAnswer(await response.text()));
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = filenameOf(
        response.headers.get('Content-Disposition'),
        `compliance-report.${format}`,
      );
      document.body.append(link);
      link.click();
      link.remove();
      // Give the browser a moment to start the download before the address is released.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
}
