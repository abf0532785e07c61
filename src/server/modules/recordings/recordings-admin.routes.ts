// HTTP of the console's recordings calls (docs/product.md#admin-recordings, ADR 0046): admin only
// and never cached. The edit's body is checked in the service, after the recording is found.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  adminRecordingEditSchema,
  adminRecordingPageSchema,
  adminRecordingQuerySchema,
  adminRecordingSchema,
  adminRecordingSearchAnswerSchema,
} from '../../../shared/contracts/recordings-admin';
import { LIMITS } from '../../../shared/limits';
import { RECORDINGS_ADMIN_API_PATTERNS as PATHS } from '../../../shared/routes/recordings-admin-api';
import { requireUser } from '../../auth/access/request-user';
import { ADMIN_ONLY } from '../../http/access';
import { NO_STORE } from '../../http/cache-headers';
import { NO_CONTENT, checkedInHandler, withSchemas } from '../../http/route-schemas';
import { idParam } from '../../validation/parse-input';
import type { RecordingsAdminService } from './recordings-admin.service';

const admin = { access: ADMIN_ONLY };
const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
  void reply.headers(NO_STORE);
};
const recordingParams = z.object({ recordingId: z.string() });
const providerParams = z.object({ videoProvider: z.string(), recordingId: z.string() });
const searchParams = z.object({ text: z.string().trim().min(1).max(LIMITS.consoleSearch.max) });

export function registerRecordingsAdminRoutes(
  app: FastifyInstance,
  recordings: RecordingsAdminService,
): void {
  const routes = withSchemas(app);
  for (const [path, list] of [
    [PATHS.recordings, recordings.list],
    [PATHS.orphans, recordings.orphans],
  ] as const) {
    routes.get(
      path,
      {
        config: admin,
        onRequest: noStore,
        schema: {
          querystring: checkedInHandler(adminRecordingQuerySchema),
          response: { 200: adminRecordingPageSchema },
        },
      },
      async (request) => list(request.query),
    );
  }
  routes.get(
    PATHS.search,
    {
      config: admin,
      onRequest: noStore,
      schema: { params: searchParams, response: { 200: adminRecordingSearchAnswerSchema } },
    },
    async (request) => recordings.search(request.params.text),
  );
  routes.get(
    PATHS.recording,
    {
      config: admin,
      onRequest: noStore,
      schema: { params: recordingParams, response: { 200: adminRecordingSchema } },
    },
    async (request) => recordings.get(idParam(request.params.recordingId)),
  );
  routes.put(
    PATHS.recording,
    {
      config: admin,
      onRequest: noStore,
      schema: {
        params: recordingParams,
        body: checkedInHandler(adminRecordingEditSchema),
        response: { 200: adminRecordingSchema },
      },
    },
    async (request) =>
      recordings.edit(requireUser(request), idParam(request.params.recordingId), request.body),
  );
  routes.delete(
    PATHS.atProvider,
    {
      config: admin,
      onRequest: noStore,
      schema: { params: providerParams, response: { 204: NO_CONTENT } },
    },
    async (request, reply) => {
      const { videoProvider, recordingId } = request.params;
      await recordings.deleteAtProvider(requireUser(request), videoProvider, idParam(recordingId));
      return reply.status(204).send();
    },
  );
}
