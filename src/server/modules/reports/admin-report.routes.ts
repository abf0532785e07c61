// HTTP of the admin reports (docs/product.md#admin-reports): the report as JSON, or as a CSV
// download with `.csv` or `format=csv`; admins only.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { reportQuerySchema, reportSchema } from '../../../shared/contracts/admin-reports';
import type { ReportQuery } from '../../../shared/contracts/admin-reports';
import { ADMIN_REPORTS_API } from '../../../shared/routes/admin-reports-api';
import { attachmentDisposition } from '../../files/content-disposition';
import { ADMIN_ONLY } from '../../http/access';
import { NO_STORE } from '../../http/cache-headers';
import { fileAnswer, withSchemas } from '../../http/route-schemas';
import type { AdminReportService } from './admin-report.service';

const csvAnswer = fileAnswer(
  'The report as CSV: a header, a row per month or advisor, totals.',
  'text/csv',
);

export function registerAdminReportRoutes(app: FastifyInstance, reports: AdminReportService): void {
  const routes = withSchemas(app);

  async function sendCsv(reply: FastifyReply, query: ReportQuery) {
    const csv = await reports.getReportCsv(query);
    return reply
      .headers({
        ...NO_STORE,
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': attachmentDisposition(csv.fileName),
      })
      .send(Readable.from(csv.lines));
  }

  routes.get(
    ADMIN_REPORTS_API.report,
    {
      config: { access: ADMIN_ONLY },
      schema: {
        querystring: reportQuerySchema,
        response: {
          200: {
            description: 'The report; CSV when `format=csv`.',
            content: {
              'application/json': { schema: reportSchema },
              'text/csv': csvAnswer.content['text/csv'],
            },
          },
        },
      },
    },
    async (request, reply) => {
      if (request.query.format === 'csv') return sendCsv(reply, request.query);
      void reply.headers(NO_STORE);
      return reports.getReport(request.query);
    },
  );

  routes.get(
    ADMIN_REPORTS_API.csv,
    {
      config: { access: ADMIN_ONLY },
      schema: { querystring: reportQuerySchema, response: { 200: csvAnswer } },
    },
    async (request, reply) => sendCsv(reply, request.query),
  );
}
