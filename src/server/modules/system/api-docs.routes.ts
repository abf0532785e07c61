// The API described by itself at /api/docs: the generated OpenAPI document as JSON and as a
// readable page. Public on purpose (ADR 0021): the API signs in with bearer tokens a browser
// does not send on navigation, every path is in the client bundle already, and each route
// enforces its own access rule whoever has read the description.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { SYSTEM_API } from '../../../shared/routes/system-api';
import { PUBLIC } from '../../http/access';
import { withSchemas } from '../../http/route-schemas';
import { renderApiDocsPage } from './api-docs-page';
import type { DescribedApi } from './api-docs-page';

/** Only the head of the document is checked; the rest is whatever the routes describe. */
const apiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

export function registerApiDocsRoutes(app: FastifyInstance): void {
  const routes = withSchemas(app);
  let page: string | undefined;

  routes.get(
    SYSTEM_API.apiDocsJson,
    { config: { access: PUBLIC }, schema: { response: { 200: apiDocumentSchema } } },
    async () => apiDocumentSchema.parse(app.swagger()),
  );

  routes.get(
    SYSTEM_API.apiDocs,
    { config: { access: PUBLIC }, schema: { response: { 200: z.string() } } },
    async (_request, reply) => {
      page ??= renderApiDocsPage(app.swagger() as DescribedApi, SYSTEM_API.apiDocsJson);
      return reply.type('text/html; charset=utf-8').send(page);
    },
  );
}
