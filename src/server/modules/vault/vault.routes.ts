// HTTP of the file vault: the client's own files (list, upload as multipart, rename, share,
// delete, download link), the signed download itself, and an advisor's view of a client.
import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { ADVISOR_CLIENT_API_PATTERNS } from '../../../shared/routes/advisor-clients-api';
import { VAULT_API, VAULT_API_PATTERNS } from '../../../shared/routes/vault-api';
import {
  VAULT_MESSAGES,
  advisorClientSchema,
  downloadLinkSchema,
  vaultAdvisorsSchema,
  vaultFileSchema,
  vaultListSchema,
  renameVaultFileSchema,
  shareVaultFileSchema,
  vaultListQuerySchema,
} from '../../../shared/contracts/vault';
import { AppError, isAppError } from '../../../shared/errors';
import { INPUT_MESSAGES, unsafeTextProblem } from '../../../shared/input-rules';
import { requireUser } from '../../auth/access/request-user';
import { ADVISORS, CLIENTS, PUBLIC } from '../../http/access';
import { attachmentDisposition } from '../../files/content-disposition';
import { inputRejection } from '../../http/input-guard';
import { idParam, parseInput } from '../../validation/parse-input';
import { checkedInHandler, fileAnswer, NO_CONTENT, withSchemas } from '../../http/route-schemas';
import type { VaultService } from './vault.service';

const NO_STORE = { 'Cache-Control': 'no-store' };
/** Uploads are few; a burst guard per caller, above what anyone uploading by hand reaches. */
const UPLOAD_LIMIT = { max: 30, timeWindow: '1 minute' };

const fileParams = z.object({ fileId: z.string() });

/** The multipart parser's own failures (no closing boundary, a cut-off body) answer 400. */
function refuseBrokenForm(error: unknown): never {
  if (isAppError(error)) throw error;
  throw inputRejection({ body: [INPUT_MESSAGES.badMultipart] });
}

export function registerVaultRoutes(app: FastifyInstance, vault: VaultService): void {
  const routes = withSchemas(app);
  routes.get(
    VAULT_API.files,
    {
      config: { access: CLIENTS },
      schema: { querystring: vaultListQuerySchema, response: { 200: vaultListSchema } },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return vault.list(requireUser(request), request.query);
    },
  );

  routes.get(
    VAULT_API.advisors,
    { config: { access: CLIENTS }, schema: { response: { 200: vaultAdvisorsSchema } } },
    async (request) => vault.advisors(requireUser(request)),
  );

  void app.register(async (scope) => {
    // One file per request, streamed: the parser never buffers it.
    await scope.register(multipart, {
      limits: { files: 1, fields: 2, fieldSize: 1024, fileSize: vault.maxBytes + 1 },
    });
    // The body is a multipart form (a `file` and an optional `name`), read as a stream below.
    scope.post(
      VAULT_API.files,
      {
        config: { access: CLIENTS, rateLimit: UPLOAD_LIMIT },
        schema: { consumes: ['multipart/form-data'], response: { 201: vaultFileSchema } },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const declared = Number(request.headers['content-length'] ?? 0);
        // A body far over the cap is refused before a byte is stored.
        if (declared > vault.maxBytes + 64 * 1024) {
          throw new AppError('payloadTooLarge', VAULT_MESSAGES.tooLarge, {
            file: [VAULT_MESSAGES.tooLarge],
          });
        }
        if (!request.isMultipart()) throw new AppError('validation', VAULT_MESSAGES.noFile);
        const part = await request.file().catch(refuseBrokenForm);
        if (!part)
          throw new AppError('validation', VAULT_MESSAGES.noFile, {
            file: [VAULT_MESSAGES.noFile],
          });
        const field = part.fields.name;
        const named =
          field && 'value' in field && typeof field.value === 'string' ? field.value : '';
        const name = named || part.filename;
        const problem = unsafeTextProblem(name);
        if (problem) {
          part.file.destroy();
          throw inputRejection({ name: [problem] });
        }
        // A form cut short or framed by another boundary is the sender's fault, not ours.
        const file = await vault.upload(user, { name, stream: part.file }).catch((error) => {
          throw part.file.errored ? refuseBrokenForm(error) : error;
        });
        if (part.file.truncated) throw new AppError('payloadTooLarge', VAULT_MESSAGES.tooLarge);
        return reply.status(201).send(file);
      },
    );
  });

  routes.put(
    VAULT_API_PATTERNS.file,
    {
      config: { access: CLIENTS },
      schema: {
        params: fileParams,
        body: renameVaultFileSchema,
        response: { 200: vaultFileSchema },
      },
    },
    async (request) => {
      const { name } = request.body;
      return vault.rename(requireUser(request), idParam(request.params.fileId), name);
    },
  );

  routes.delete(
    VAULT_API_PATTERNS.file,
    { config: { access: CLIENTS }, schema: { params: fileParams, response: { 204: NO_CONTENT } } },
    async (request, reply) => {
      await vault.remove(requireUser(request), idParam(request.params.fileId));
      return reply.status(204).send();
    },
  );

  routes.put(
    VAULT_API_PATTERNS.fileShare,
    {
      config: { access: CLIENTS },
      schema: {
        params: fileParams,
        body: checkedInHandler(shareVaultFileSchema),
        response: { 200: vaultFileSchema },
      },
    },
    async (request) =>
      vault.share(
        requireUser(request),
        idParam(request.params.fileId),
        parseInput(shareVaultFileSchema, request.body),
      ),
  );

  // Asking for a download link needs the owner's token; using it does not.
  routes.post(
    VAULT_API_PATTERNS.fileDownload,
    {
      config: { access: CLIENTS },
      schema: { params: fileParams, response: { 200: downloadLinkSchema } },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return vault.downloadLink(requireUser(request), idParam(request.params.fileId));
    },
  );

  app.get<{ Params: { fileId: string }; Querystring: { token?: string } }>(
    VAULT_API_PATTERNS.fileDownload,
    {
      config: { access: PUBLIC },
      schema: { response: { 200: fileAnswer('The file, as an attachment.') } },
    },
    async (request, reply) => {
      const opened = await vault.openByLink(
        idParam(request.params.fileId),
        String(request.query.token ?? ''),
      );
      if (!opened)
        throw new AppError('notFound', 'This download link has expired. Please ask for a new one.');
      const { file, object } = opened;
      return reply
        .headers({
          ...NO_STORE,
          'Content-Type': file.contentType,
          'Content-Length': String(object.bytes),
          'Content-Disposition': attachmentDisposition(file.name),
          'X-Content-Type-Options': 'nosniff',
        })
        .send(object.stream);
    },
  );

  routes.get(
    ADVISOR_CLIENT_API_PATTERNS.client,
    {
      config: { access: ADVISORS },
      schema: {
        params: z.object({ client: z.string() }),
        response: { 200: advisorClientSchema },
      },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return vault.clientOfAdvisor(requireUser(request), request.params.client);
    },
  );

  routes.post(
    ADVISOR_CLIENT_API_PATTERNS.fileDownload,
    {
      config: { access: ADVISORS },
      schema: {
        params: z.object({ client: z.string(), fileId: z.string() }),
        response: { 200: downloadLinkSchema },
      },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return vault.advisorDownloadLink(
        requireUser(request),
        request.params.client,
        idParam(request.params.fileId),
      );
    },
  );
}
