// HTTP of meeting recordings: a meeting's list, turning recording off, uploads (the raw video as
// the body, streamed), deleting, playback with byte ranges, and Zoom's signed webhook (read raw,
// as the signature covers the exact bytes). Who may see a meeting is checked by the service,
// which answers 404 to everyone else.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import { RECORDING_API, RECORDING_API_PATTERNS } from '../../../shared/routes/recordings-api';
import {
  RECORDING_MESSAGES,
  RECORDING_VIDEO_TYPES,
  meetingRecordingsSchema,
  playbackLinkSchema,
  recordingPreferenceSchema,
  recordingSchema,
} from '../../../shared/contracts/recordings';
import { webhookReceivedSchema, zoomUrlValidationSchema } from '../../../shared/contracts/webhooks';
import { AppError } from '../../../shared/errors';
import { requireUser } from '../../auth/access/request-user';
import { ADVISORS, PUBLIC, SIGNED_IN } from '../../http/access';
import { idParam } from '../../validation/parse-input';
import { fileAnswer, withSchemas } from '../../http/route-schemas';
import type { RecordingsService } from './recordings.service';
import { NO_STORE } from '../../http/cache-headers';

type EventParams = { Params: { eventId: string } };
type StreamRequest = { Params: { recordingId: string }; Querystring: { token?: string } };
const eventParams = z.object({ eventId: z.string() });
const recordingParams = z.object({ recordingId: z.string() });

const WEBHOOK_BODY_LIMIT_BYTES = 512 * 1024;

export function registerRecordingsRoutes(
  app: FastifyInstance,
  recordings: RecordingsService,
): void {
  const routes = withSchemas(app);
  routes.get(
    RECORDING_API_PATTERNS.eventRecordings,
    {
      config: { access: SIGNED_IN },
      schema: { params: eventParams, response: { 200: meetingRecordingsSchema } },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return recordings.list(requireUser(request), idParam(request.params.eventId));
    },
  );

  routes.put(
    RECORDING_API_PATTERNS.eventRecordingPreference,
    {
      config: { access: SIGNED_IN },
      schema: {
        params: eventParams,
        body: recordingPreferenceSchema,
        response: { 200: meetingRecordingsSchema },
      },
    },
    async (request) => {
      const { allowed } = request.body;
      return recordings.setPreference(
        requireUser(request),
        idParam(request.params.eventId),
        allowed,
      );
    },
  );

  routes.delete(
    RECORDING_API_PATTERNS.recording,
    {
      config: { access: SIGNED_IN },
      schema: { params: recordingParams, response: { 200: recordingSchema } },
    },
    async (request) => recordings.remove(requireUser(request), idParam(request.params.recordingId)),
  );

  routes.post(
    RECORDING_API_PATTERNS.stream,
    {
      config: { access: SIGNED_IN },
      schema: { params: recordingParams, response: { 200: playbackLinkSchema } },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return recordings.playbackLink(requireUser(request), idParam(request.params.recordingId));
    },
  );

  // Public: a <video> element brings a signed token instead of our Authorization header.
  app.get<StreamRequest>(
    RECORDING_API_PATTERNS.stream,
    {
      config: { access: PUBLIC },
      schema: {
        response: {
          200: fileAnswer('The whole video.', 'video/*'),
          206: fileAnswer('The byte range asked for.', 'video/*'),
        },
      },
    },
    async (request, reply) => {
      const answer = await recordings.openStream({
        user: request.user,
        token: request.query.token,
        recordingId: idParam(request.params.recordingId),
        range: request.headers.range,
      });
      void reply.headers({ ...NO_STORE, 'Accept-Ranges': 'bytes' });
      if (answer.kind === 'unsatisfiable') {
        return reply.status(416).header('Content-Range', `bytes */${answer.totalBytes}`).send();
      }
      const { object } = answer;
      void reply.headers({
        'Content-Type': object.contentType,
        'Content-Length': String(object.bytes),
        'Content-Disposition': 'inline',
      });
      if (object.range) {
        const { start, end } = object.range;
        void reply
          .status(206)
          .header('Content-Range', `bytes ${start}-${end}/${object.totalBytes}`);
      }
      return reply.send(object.stream);
    },
  );

  // The body is the video itself, handed on as a stream: it is never held in memory.
  void app.register(async (scope) => {
    scope.addContentTypeParser([...RECORDING_VIDEO_TYPES], (_request, payload, done) =>
      done(null, payload),
    );
    scope.post<EventParams>(
      RECORDING_API_PATTERNS.eventRecordings,
      {
        config: { access: ADVISORS },
        // The body is the video itself.
        schema: { consumes: [...RECORDING_VIDEO_TYPES], response: { 201: recordingSchema } },
      },
      async (request, reply) => {
        const eventId = idParam(request.params.eventId);
        const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
        if (!RECORDING_VIDEO_TYPES.some((each) => each === type)) {
          throw new AppError('validation', RECORDING_MESSAGES.notVideo, {
            file: [RECORDING_MESSAGES.notVideo],
          });
        }
        const length = Number(request.headers['content-length']);
        const recording = await recordings
          .upload(
            requireUser(request),
            eventId,
            request.body as Readable,
            Number.isSafeInteger(length) ? length : undefined,
          )
          .catch((error: unknown) => {
            // The rest of a refused body is not worth reading: the connection ends after the answer.
            void reply.header('Connection', 'close');
            throw error;
          });
        return reply.status(201).send(recording);
      },
    );
  });

  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      RECORDING_API.zoomWebhook,
      {
        config: { access: PUBLIC },
        bodyLimit: WEBHOOK_BODY_LIMIT_BYTES,
        // The body is Zoom's signed event, read raw.
        schema: { response: { 200: z.union([webhookReceivedSchema, zoomUrlValidationSchema]) } },
      },
      async (request) => {
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === 'string' ? value : undefined;
        };
        return recordings.zoomWebhook({
          rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          signature: header('x-zm-signature'),
          timestamp: header('x-zm-request-timestamp'),
        });
      },
    );
  });
}
