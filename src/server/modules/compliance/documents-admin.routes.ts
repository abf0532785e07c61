// HTTP of the compliance documents in the admin console (ADR 0040): the list, a new PDF version
// (PUT api/files/compliance-document/{slug}/{version}/{fileName}, streamed) and a rename.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import {
  adminComplianceDocumentSchema,
  adminComplianceDocumentsSchema,
  documentUploadParamsSchema,
  documentUploadQuerySchema,
  renameDocumentSchema,
} from '../../../shared/contracts/compliance';
import { slugSchema } from '../../../shared/limits';
import { COMPLIANCE_API, COMPLIANCE_API_PATTERNS } from '../../../shared/routes/compliance-api';
import { requireUser } from '../../auth/access/request-user';
import { ADMIN_ONLY } from '../../http/access';
import { NO_STORE } from '../../http/cache-headers';
import { withSchemas } from '../../http/route-schemas';
import { UPLOAD_RATE_LIMIT, registerUploadParser, withUploadedFile } from '../vault/upload-part';
import type { DocumentsAdminService } from './documents-admin.service';

const renameParamsSchema = z.object({ slug: slugSchema });

export function registerDocumentsAdminRoutes(
  app: FastifyInstance,
  documents: DocumentsAdminService,
): void {
  const routes = withSchemas(app);
  routes.get(
    COMPLIANCE_API.files,
    {
      config: { access: ADMIN_ONLY },
      schema: { response: { 200: adminComplianceDocumentsSchema } },
    },
    async (_request, reply) => {
      void reply.headers(NO_STORE);
      return documents.list();
    },
  );

  routes.put(
    COMPLIANCE_API_PATTERNS.renameDocument,
    {
      config: { access: ADMIN_ONLY },
      schema: {
        params: renameParamsSchema,
        body: renameDocumentSchema,
        response: { 200: adminComplianceDocumentSchema },
      },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return documents.rename(requireUser(request), request.params.slug, request.body.displayName);
    },
  );

  void app.register(async (scope) => {
    await registerUploadParser(scope, documents.maxBytes);
    // A multipart form with one `file`, read as a stream; the path names slug, version and file.
    withSchemas(scope).put(
      COMPLIANCE_API_PATTERNS.uploadDocument,
      {
        config: { access: ADMIN_ONLY, rateLimit: UPLOAD_RATE_LIMIT },
        schema: {
          consumes: ['multipart/form-data'],
          params: documentUploadParamsSchema,
          querystring: documentUploadQuerySchema,
          response: { 200: adminComplianceDocumentSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        void reply.headers(NO_STORE);
        return withUploadedFile(request, documents.maxBytes, ({ stream }) =>
          documents.uploadVersion(user, request.params, request.query.displayName, stream),
        );
      },
    );
  });
}
