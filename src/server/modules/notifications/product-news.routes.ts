// HTTP of product news (docs/product.md#product-news): admins only, never cached.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  productNewsAudienceSchema,
  productNewsDraftSchema,
  productNewsItemSchema,
  productNewsPageSchema,
  productNewsPreviewSchema,
  productNewsQuerySchema,
  productNewsSendSchema,
} from '../../../shared/contracts/product-news';
import { PRODUCT_NEWS_API } from '../../../shared/routes/product-news-api';
import { requireUser } from '../../auth/access/request-user';
import { ADMIN_ONLY } from '../../http/access';
import { NO_STORE } from '../../http/cache-headers';
import { checkedInHandler, withSchemas } from '../../http/route-schemas';
import type { ProductNewsService } from './product-news.service';

const admin = { access: ADMIN_ONLY };
const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
  void reply.headers(NO_STORE);
};

export function registerProductNewsRoutes(app: FastifyInstance, news: ProductNewsService): void {
  const routes = withSchemas(app);
  routes.get(
    PRODUCT_NEWS_API.list,
    {
      config: admin,
      onRequest: noStore,
      schema: {
        querystring: checkedInHandler(productNewsQuerySchema),
        response: { 200: productNewsPageSchema },
      },
    },
    async (request) => news.listNews(request.query),
  );
  routes.get(
    PRODUCT_NEWS_API.audience,
    {
      config: admin,
      onRequest: noStore,
      schema: { response: { 200: productNewsAudienceSchema } },
    },
    async () => news.audience(),
  );
  routes.post(
    PRODUCT_NEWS_API.preview,
    {
      config: admin,
      onRequest: noStore,
      schema: { body: productNewsDraftSchema, response: { 200: productNewsPreviewSchema } },
    },
    async (request) => news.preview(requireUser(request), request.body),
  );
  routes.post(
    PRODUCT_NEWS_API.list,
    {
      config: admin,
      onRequest: noStore,
      schema: { body: productNewsSendSchema, response: { 200: productNewsItemSchema } },
    },
    async (request) => news.send(requireUser(request), request.body),
  );
}
