// HTTP of the file vault: the client's own files (list, upload as multipart, rename, share,
// delete, download link), the signed download itself, and an advisor's view of a client.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { ADVISOR_CLIENT_API_PATTERNS } from '../../../shared/routes/advisor-clients-api';
import { VAULT_API, VAULT_API_PATTERNS } from '../../../shared/routes/vault-api';
import {
  advisorClientSchema,
  downloadLinkSchema,
  vaultAdvisorsSchema,
  vaultFileSchema,
  vaultListSchema,
  renameVaultFileSchema,
  shareVaultFileSchema,
  vaultListQuerySchema,
  vaultUploadQuerySchema,
} from '../../../shared/contracts/vault';
import { AppError } from '../../../shared/errors';
import { requireUser } from '../../auth/access/request-user';
import { ADVISORS, CLIENTS, PUBLIC } from '../../http/access';
import { attachmentDisposition } from '../../files/content-disposition';
import { idParam, parseInput } from '../../validation/parse-input';
import { checkedInHandler, fileAnswer, NO_CONTENT, withSchemas } from '../../http/route-schemas';
import type { VaultService } from './vault.service';
import { UPLOAD_RATE_LIMIT, registerUploadParser, withUploadedFile } from './upload-part';
import { NO_STORE } from '../../http/cache-headers';

const fileParams = z.object({ fileId: z.string() });

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
    await registerUploadParser(scope, vault.maxBytes);
    // The body is a multipart form (a `file` and an optional `name`), read as a stream; the
    // query says what to do with a name already kept (replace, keep both; none: 409).
    scope.post(
      VAULT_API.files,
      {
        config: { access: CLIENTS, rateLimit: UPLOAD_RATE_LIMIT },
        schema: {
          consumes: ['multipart/form-data'],
          querystring: vaultUploadQuerySchema,
          response: { 201: vaultFileSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const { onDuplicate } = parseInput(vaultUploadQuerySchema, request.query);
        const file = await withUploadedFile(request, vault.maxBytes, (input) =>
          vault.upload(user, input, onDuplicate),
        );
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
