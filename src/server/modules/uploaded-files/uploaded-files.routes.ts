// HTTP of the console's uploaded files (docs/product.md#uploaded-files, ADR 0047): admin only and
// never cached. Bodies are checked in the service.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  orphanScanSchema,
  removeOrphansAnswerSchema,
  removeOrphansSchema,
  uploadedFilePageSchema,
  uploadedFileQuerySchema,
} from '../../../shared/contracts/uploaded-files';
import type { UploadedFileQuery } from '../../../shared/contracts/uploaded-files';
import { FILES_ADMIN_API } from '../../../shared/routes/files-admin-api';
import { requireUser } from '../../auth/access/request-user';
import { ADMIN_ONLY } from '../../http/access';
import { NO_STORE } from '../../http/cache-headers';
import { checkedInHandler, withSchemas } from '../../http/route-schemas';
import type { UploadedFilesService } from './uploaded-files.service';

const admin = { access: ADMIN_ONLY };
const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
  void reply.headers(NO_STORE);
};

export function registerUploadedFilesRoutes(
  app: FastifyInstance,
  files: UploadedFilesService,
): void {
  const routes = withSchemas(app);
  routes.get(
    FILES_ADMIN_API.files,
    {
      config: admin,
      onRequest: noStore,
      schema: {
        querystring: checkedInHandler(uploadedFileQuerySchema),
        response: { 200: uploadedFilePageSchema },
      },
    },
    async (request) => files.listFiles(request.query as UploadedFileQuery),
  );
  routes.get(
    FILES_ADMIN_API.orphans,
    { config: admin, onRequest: noStore, schema: { response: { 200: orphanScanSchema } } },
    async () => files.findOrphans(),
  );
  routes.post(
    FILES_ADMIN_API.removeOrphans,
    {
      config: admin,
      onRequest: noStore,
      schema: {
        body: checkedInHandler(removeOrphansSchema),
        response: { 200: removeOrphansAnswerSchema },
      },
    },
    async (request) => files.removeOrphans(requireUser(request), request.body),
  );
}
