// HTTP of the console-wide search (docs/product.md#admin-search): admins only, read-only.
import type { FastifyInstance } from 'fastify';
import {
  adminSearchAnswerSchema,
  adminSearchQuerySchema,
} from '../../../shared/contracts/admin-search';
import type { AdminSearchQuery } from '../../../shared/contracts/admin-search';
import { SEARCH_API } from '../../../shared/routes/search-api';
import { ADMIN_ONLY } from '../../http/access';
import { NO_STORE } from '../../http/cache-headers';
import { checkedInHandler, withSchemas } from '../../http/route-schemas';
import type { SearchService } from './search.service';

export function registerSearchRoutes(app: FastifyInstance, search: SearchService): void {
  const routes = withSchemas(app);
  routes.get(
    SEARCH_API.admin,
    {
      config: { access: ADMIN_ONLY },
      schema: {
        querystring: checkedInHandler(adminSearchQuerySchema),
        response: { 200: adminSearchAnswerSchema },
      },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return search.search(request.query as AdminSearchQuery);
    },
  );
}
