// The admin reports on the client (docs/product.md#admin-reports): the report of the address's
// range and grouping, and its CSV made on the server and saved as a file.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Report } from '../../../shared/contracts/admin-reports';
import { ADMIN_REPORTS_API } from '../../../shared/routes/admin-reports-api';
import { downloadFile } from '../../api/download-file';
import { http } from '../../api/http';
import { retryOnlyFailures } from '../../api/retry-rule';

/** `search` is the API's query string ('from=…&to=…&by=…'). */
export function useAdminReport(search: string) {
  return useQuery({
    queryKey: ['admin-report', search],
    queryFn: () => http.get<Report>(`${ADMIN_REPORTS_API.report}?${search}`),
    retry: retryOnlyFailures,
    placeholderData: (previous) => previous,
  });
}

export function useAdminReportCsv() {
  return useMutation({
    mutationFn: (search: string) =>
      downloadFile(`${ADMIN_REPORTS_API.csv}?${search}`, 'text/csv', 'report.csv'),
  });
}
