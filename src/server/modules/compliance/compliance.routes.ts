// HTTP of the compliance documents: the list for the footer, each document as JSON for the
// in-site legal pages, and each document's standalone page.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import {
  complianceDocumentBodySchema,
  complianceDocumentSchema,
} from '../../../shared/contracts/home';
import { withSchemas } from '../../http/route-schemas';
import { COMPLIANCE_PAGE_PATTERNS } from '../../../shared/routes/compliance';
import { COMPLIANCE_API, COMPLIANCE_API_PATTERNS } from '../../../shared/routes/compliance-api';
import { PUBLIC } from '../../http/access';
import type { ComplianceService } from './compliance.service';
import { renderDocumentPage } from './document-page';

export function registerComplianceRoutes(
  app: FastifyInstance,
  compliance: ComplianceService,
  publicUrl: string,
): void {
  const routes = withSchemas(app);
  routes.get(
    COMPLIANCE_API.basicDocuments,
    {
      config: { access: PUBLIC },
      schema: { response: { 200: z.array(complianceDocumentSchema) } },
    },
    async (_request, reply) => {
      void reply.header('Cache-Control', 'public, max-age=60');
      return compliance.getBasicDocuments();
    },
  );

  routes.get(
    COMPLIANCE_API_PATTERNS.document,
    {
      config: { access: PUBLIC },
      schema: {
        params: z.object({ slug: z.string() }),
        response: { 200: complianceDocumentBodySchema },
      },
    },
    async (request, reply) => {
      const document = await compliance.getDocumentBody(request.params.slug);
      void reply.header('Cache-Control', 'public, max-age=300');
      return document;
    },
  );

  app.get<{ Params: { slug: string } }>(
    COMPLIANCE_PAGE_PATTERNS.document,
    { config: { access: PUBLIC } },
    async (request, reply) => {
      const document = await compliance.getDocument(request.params.slug);
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'public, max-age=300')
        .send(renderDocumentPage(document, publicUrl));
    },
  );
}
