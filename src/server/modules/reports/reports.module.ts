// The reports module's part in the server and the worker (module-manifest.ts).
import { defineModule } from '../module-manifest';
import { createAdminReportService } from './admin-report.service';
import { createReportsService } from './reports.service';

export const reportsModule = defineModule({
  name: 'reports',
  create: ({ db, now }) => ({
    reports: createReportsService({ db, now }),
    adminReports: createAdminReportService({ db, now }),
  }),
});
