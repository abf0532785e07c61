// HTTP of the advisor attributes admins keep (docs/product.md#advisor-attributes): the table,
// saving one, deleting one no advisor carries, and which advisors carry which.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminAttributeSchema,
  advisorsDetailsPageSchema,
  advisorsDetailsQuerySchema,
  attributePageSchema,
  attributeQuerySchema,
  attributeWriteSchema,
} from '../../../shared/contracts/advisor-attributes';
import type {
  AdvisorsDetailsQuery,
  AttributeQuery,
  AttributeWrite,
} from '../../../shared/contracts/advisor-attributes';
import { AppError } from '../../../shared/errors';
import {
  ADVISOR_ATTRIBUTE_API,
  ADVISOR_ATTRIBUTE_API_PATTERNS,
} from '../../../shared/routes/advisor-attributes-api';
import { requireUser } from '../../auth/access/request-user';
import { ADMIN_ONLY } from '../../http/access';
import { NO_STORE } from '../../http/cache-headers';
import { checkedInHandler, NO_CONTENT, withSchemas } from '../../http/route-schemas';
import type { AdvisorAttributesService } from './advisor-attributes.service';
import { ATTRIBUTE_MESSAGES } from './advisor-attributes.service';

/** Attribute ids are small serial numbers; anything else names no attribute. */
function attributeIdParam(value: string): number {
  const id = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) {
    throw new AppError('notFound', ATTRIBUTE_MESSAGES.notFound);
  }
  return id;
}

export function registerAdvisorAttributesRoutes(
  app: FastifyInstance,
  attributes: AdvisorAttributesService,
): void {
  const routes = withSchemas(app);
  routes.get(
    ADVISOR_ATTRIBUTE_API.attributes,
    {
      config: { access: ADMIN_ONLY },
      schema: {
        querystring: checkedInHandler(attributeQuerySchema),
        response: { 200: attributePageSchema },
      },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return attributes.listAttributes(request.query as AttributeQuery);
    },
  );

  routes.put(
    ADVISOR_ATTRIBUTE_API.attributes,
    {
      config: { access: ADMIN_ONLY },
      schema: {
        body: checkedInHandler(attributeWriteSchema),
        response: { 200: adminAttributeSchema },
      },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return attributes.saveAttribute(requireUser(request), request.body as AttributeWrite);
    },
  );

  routes.delete(
    ADVISOR_ATTRIBUTE_API_PATTERNS.attribute,
    {
      config: { access: ADMIN_ONLY },
      schema: { params: z.object({ attributeId: z.string() }), response: { 204: NO_CONTENT } },
    },
    async (request, reply) => {
      const id = attributeIdParam(request.params.attributeId);
      await attributes.deleteAttribute(requireUser(request), id);
      return reply.code(204).headers(NO_STORE).send();
    },
  );

  routes.get(
    ADVISOR_ATTRIBUTE_API.advisorsDetails,
    {
      config: { access: ADMIN_ONLY },
      schema: {
        querystring: checkedInHandler(advisorsDetailsQuerySchema),
        response: { 200: advisorsDetailsPageSchema },
      },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return attributes.listAdvisorsDetails(request.query as AdvisorsDetailsQuery);
    },
  );
}
