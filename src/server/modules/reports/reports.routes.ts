// HTTP of the admin dashboard's figures (docs/product.md#admin-dashboard).
import type { FastifyInstance } from 'fastify';
import { dashboardQuerySchema, dashboardSchema } from '../../../shared/contracts/reports';
import { REPORTS_API } from '../../../shared/routes/reports-api';
import { ADMIN_ONLY } from '../../http/access';
import { NO_STORE } from '../../http/cache-headers';
import { withSchemas } from '../../http/route-schemas';
import type { ReportsService } from './reports.service';

export function registerReportsRoutes(app: FastifyInstance, reports: ReportsService): void {
  const routes = withSchemas(app);
  routes.get(
    REPORTS_API.dashboard,
    {
      config: { access: ADMIN_ONLY },
      schema: { querystring: dashboardQuerySchema, response: { 200: dashboardSchema } },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return reports.getDashboard(request.query);
    },
  );
}
