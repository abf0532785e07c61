// HTTP of running engagements (docs/product.md#engagements): the client's portal (list, view,
// book an included meeting, the worksheet, answer a document request) and the advisor's side
// (a client's engagements, document requests, the written plan as a multipart upload). Another
// person's engagement answers 404 (the service decides).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  advisorEngagementsSchema,
  bookIncludedMeetingSchema,
  bookedIncludedMeetingSchema,
  engagementListSchema,
  engagementSchema,
  fulfilDocumentRequestSchema,
  newDocumentRequestSchema,
  worksheetSchema,
} from '../../../shared/contracts/engagements';
import { ENGAGEMENT_API, ENGAGEMENT_API_PATTERNS } from '../../../shared/routes/engagements-api';
import { requireUser } from '../../auth/access/request-user';
import { ADVISORS, CLIENTS } from '../../http/access';
import { fileAnswer, withSchemas } from '../../http/route-schemas';
import { attachmentDisposition } from '../../files/content-disposition';
import { idParam } from '../../validation/parse-input';
import { UPLOAD_RATE_LIMIT, registerUploadParser, withUploadedFile } from '../vault/upload-part';
import type { EngagementsService } from './engagements.service';
import { NO_STORE } from '../../http/cache-headers';

const engagementParams = z.object({ engagementId: z.string() });
const requestParams = z.object({ engagementId: z.string(), requestId: z.string() });
/** Booking is cheap to ask and costly to abuse: a few a minute, as for holding an Hour. */
const BOOK_LIMIT = { max: 30, timeWindow: '1 minute' };

export function registerEngagementsRoutes(
  app: FastifyInstance,
  engagements: EngagementsService,
  uploadMaxBytes: number,
): void {
  const routes = withSchemas(app);

  routes.get(
    ENGAGEMENT_API.list,
    { config: { access: CLIENTS }, schema: { response: { 200: engagementListSchema } } },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return engagements.listForClient(requireUser(request));
    },
  );

  routes.get(
    ENGAGEMENT_API_PATTERNS.engagement,
    {
      config: { access: CLIENTS },
      schema: { params: engagementParams, response: { 200: engagementSchema } },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return engagements.viewForClient(requireUser(request), idParam(request.params.engagementId));
    },
  );

  routes.get(
    ENGAGEMENT_API_PATTERNS.welcomePdf,
    {
      config: { access: CLIENTS },
      schema: {
        params: engagementParams,
        response: { 200: fileAnswer('The Plan’s welcome PDF.', 'application/pdf') },
      },
    },
    async (request, reply) => {
      const file = await engagements.welcomePdfForClient(
        requireUser(request),
        idParam(request.params.engagementId),
      );
      // The typed reply expects the schema's string; the bytes go out as they are.
      return (reply as FastifyReply)
        .headers({
          ...NO_STORE,
          'Content-Type': 'application/pdf',
          'Content-Disposition': attachmentDisposition(file.filename),
        })
        .send(file.body);
    },
  );

  routes.post(
    ENGAGEMENT_API_PATTERNS.meetings,
    {
      config: { access: CLIENTS, rateLimit: BOOK_LIMIT },
      schema: {
        params: engagementParams,
        body: bookIncludedMeetingSchema,
        response: { 201: bookedIncludedMeetingSchema },
      },
    },
    async (request, reply) => {
      const booked = await engagements.bookIncludedMeeting(
        requireUser(request),
        idParam(request.params.engagementId),
        request.body,
      );
      return reply.status(201).send(booked);
    },
  );

  routes.put(
    ENGAGEMENT_API_PATTERNS.worksheet,
    {
      config: { access: CLIENTS },
      schema: {
        params: engagementParams,
        body: worksheetSchema,
        response: { 200: engagementSchema },
      },
    },
    async (request) =>
      engagements.saveWorksheet(
        requireUser(request),
        idParam(request.params.engagementId),
        request.body,
      ),
  );

  routes.post(
    ENGAGEMENT_API_PATTERNS.fulfil,
    {
      config: { access: CLIENTS },
      schema: {
        params: requestParams,
        body: fulfilDocumentRequestSchema,
        response: { 200: engagementSchema },
      },
    },
    async (request) =>
      engagements.fulfilDocumentRequest(
        requireUser(request),
        idParam(request.params.engagementId),
        idParam(request.params.requestId),
        request.body.fileId,
      ),
  );

  routes.get(
    ENGAGEMENT_API_PATTERNS.clientEngagements,
    {
      config: { access: ADVISORS },
      schema: {
        params: z.object({ client: z.string() }),
        response: { 200: advisorEngagementsSchema },
      },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return engagements.listForAdvisorClient(requireUser(request), request.params.client);
    },
  );

  routes.post(
    ENGAGEMENT_API_PATTERNS.documentRequests,
    {
      config: { access: ADVISORS },
      schema: {
        params: engagementParams,
        body: newDocumentRequestSchema,
        response: { 201: engagementSchema },
      },
    },
    async (request, reply) => {
      const view = await engagements.requestDocument(
        requireUser(request),
        idParam(request.params.engagementId),
        request.body,
      );
      return reply.status(201).send(view);
    },
  );

  routes.delete(
    ENGAGEMENT_API_PATTERNS.documentRequest,
    {
      config: { access: ADVISORS },
      schema: { params: requestParams, response: { 200: engagementSchema } },
    },
    async (request) =>
      engagements.withdrawDocumentRequest(
        requireUser(request),
        idParam(request.params.engagementId),
        idParam(request.params.requestId),
      ),
  );

  void app.register(async (scope) => {
    await registerUploadParser(scope, uploadMaxBytes);
    // The written plan: a multipart form (a `file` and an optional `name`), read as a stream.
    withSchemas(scope).post(
      ENGAGEMENT_API_PATTERNS.deliverable,
      {
        config: { access: ADVISORS, rateLimit: UPLOAD_RATE_LIMIT },
        schema: {
          params: engagementParams,
          consumes: ['multipart/form-data'],
          response: { 201: engagementSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const engagementId = idParam(request.params.engagementId);
        const view = await withUploadedFile(request, uploadMaxBytes, (input) =>
          engagements.deliverPlan(user, engagementId, input),
        );
        return reply.status(201).send(view);
      },
    );
  });
}
