// HTTP of the advisor's compliance (books-and-records) report (docs/product.md#compliance-report):
// JSON for the page and the PDF and CSV files, for a date range; the advisor's own under the
// dashboard (anyone else's is not found), any advisor's for an admin on either path.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { complianceReportSchema, reportQuerySchema } from '../../../shared/contracts/records';
import { RECORDS_API_PATTERNS } from '../../../shared/routes/records-api';
import { requireUser } from '../../auth/access/request-user';
import { attachmentDisposition } from '../../files/content-disposition';
import { ADMIN_ONLY, ADVISORS } from '../../http/access';
import { fileAnswer, withSchemas } from '../../http/route-schemas';
import type { RecordsService, ReportFile } from './records.service';
import { NO_STORE } from '../../http/cache-headers';

const params = z.object({ userId: z.string() });

function sendFile(reply: FastifyReply, file: ReportFile, contentType: string) {
  return reply
    .headers({
      ...NO_STORE,
      'Content-Type': contentType,
      'Content-Disposition': attachmentDisposition(file.filename),
    })
    .send(file.body);
}

export function registerRecordsRoutes(app: FastifyInstance, records: RecordsService): void {
  const routes = withSchemas(app);
  const variants = [
    {
      asAdmin: false,
      access: ADVISORS,
      json: RECORDS_API_PATTERNS.dashboard,
      pdf: RECORDS_API_PATTERNS.dashboardPdf,
      csv: RECORDS_API_PATTERNS.dashboardCsv,
    },
    {
      asAdmin: true,
      access: ADMIN_ONLY,
      json: RECORDS_API_PATTERNS.admin,
      pdf: RECORDS_API_PATTERNS.adminPdf,
      csv: RECORDS_API_PATTERNS.adminCsv,
    },
  ] as const;

  for (const variant of variants) {
    routes.get(
      variant.json,
      {
        config: { access: variant.access },
        schema: {
          params,
          querystring: reportQuerySchema,
          response: { 200: complianceReportSchema },
        },
      },
      async (request, reply) => {
        void reply.headers(NO_STORE);
        const user = requireUser(request);
        return records.report(
          user,
          request.params.userId,
          request.query,
          variant.asAdmin || user.roles.includes('Admin'),
        );
      },
    );

    routes.get(
      variant.pdf,
      {
        config: { access: variant.access },
        schema: {
          params,
          querystring: reportQuerySchema,
          response: { 200: fileAnswer('The compliance report as PDF.', 'application/pdf') },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const file = await records.pdf(
          user,
          request.params.userId,
          request.query,
          variant.asAdmin || user.roles.includes('Admin'),
        );
        return sendFile(reply, file, 'application/pdf');
      },
    );

    routes.get(
      variant.csv,
      {
        config: { access: variant.access },
        schema: {
          params,
          querystring: reportQuerySchema,
          response: { 200: fileAnswer('The compliance report as CSV.', 'text/csv') },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const file = await records.csv(
          user,
          request.params.userId,
          request.query,
          variant.asAdmin || user.roles.includes('Admin'),
        );
        return sendFile(reply, file, 'text/csv; charset=utf-8');
      },
    );
  }
}
