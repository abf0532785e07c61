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
import { PUBLIC_CACHE_POLICY } from '../../cache/cacheable-routes';
import { PUBLIC } from '../../http/access';
import type { ComplianceService } from './compliance.service';
import type { DocumentsAdminService } from './documents-admin.service';
import { renderDocumentPage } from './document-page';
import { inlineDisposition } from '../../files/content-disposition';

export function registerComplianceRoutes(
  app: FastifyInstance,
  compliance: ComplianceService,
  documents: DocumentsAdminService,
  publicUrl: string,
): void {
  const routes = withSchemas(app);
  routes.get(
    COMPLIANCE_API.basicDocuments,
    {
      config: { access: PUBLIC },
      schema: { response: { 200: z.array(complianceDocumentSchema) } },
    },
    async () => compliance.getBasicDocuments(),
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
    async (request) => compliance.getDocumentBody(request.params.slug),
  );

  app.get<{ Params: { slug: string } }>(
    COMPLIANCE_PAGE_PATTERNS.document,
    { config: { access: PUBLIC } },
    async (request, reply) => {
      const document = await compliance.getDocument(request.params.slug);
      // An uploaded version is the PDF itself, shown in the browser's own viewer. Either way the
      // browser asks again before showing it: a new version shows at once.
      const file = await documents.openFile(document);
      if (file) {
        return reply
          .headers({
            'Content-Type': 'application/pdf',
            'Content-Length': String(file.bytes),
            'Content-Disposition': inlineDisposition(document.fileName ?? `${document.slug}.pdf`),
            ...PUBLIC_CACHE_POLICY,
            'X-Content-Type-Options': 'nosniff',
          })
          .send(file.stream);
      }
      return reply
        .type('text/html; charset=utf-8')
        .headers(PUBLIC_CACHE_POLICY)
        .send(renderDocumentPage(document, publicUrl));
    },
  );
}
