// Reading one uploaded file from a multipart request as a stream, for every route that stores
// into the vault (the client's own uploads, an advisor's written plan): a body far over the cap
// is refused before a byte is stored, a broken form answers 400, the name is checked first.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { VAULT_MESSAGES } from '../../../shared/contracts/vault';
import { AppError, isAppError } from '../../../shared/errors';
import { INPUT_MESSAGES, unsafeTextProblem } from '../../../shared/input-rules';
import { inputRejection } from '../../http/input-guard';

/** Uploads are few; a burst guard per caller, above what anyone uploading by hand reaches. */
export const UPLOAD_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/** The multipart parser's own failures (no closing boundary, a cut-off body) answer 400. */
function refuseBrokenForm(error: unknown): never {
  if (isAppError(error)) throw error;
  throw inputRejection({ body: [INPUT_MESSAGES.badMultipart] });
}

/** Registers the streaming multipart parser in a route scope: one file, never buffered. */
export async function registerUploadParser(scope: FastifyInstance, maxBytes: number) {
  await scope.register(multipart, {
    limits: { files: 1, fields: 2, fieldSize: 1024, fileSize: maxBytes + 1 },
  });
}

/**
 * Hands the uploaded file (a `file` part and an optional `name` field before it) to `store`, and
 * answers what it stored; a form cut short is the sender's fault, a file over the cap too large.
 */
export async function withUploadedFile<Stored>(
  request: FastifyRequest,
  maxBytes: number,
  store: (input: { name: string; stream: Readable }) => Promise<Stored>,
): Promise<Stored> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > maxBytes + 64 * 1024) {
    throw new AppError('payloadTooLarge', VAULT_MESSAGES.tooLarge, {
      file: [VAULT_MESSAGES.tooLarge],
    });
  }
  if (!request.isMultipart()) throw new AppError('validation', VAULT_MESSAGES.noFile);
  const part = await request.file().catch(refuseBrokenForm);
  if (!part) {
    throw new AppError('validation', VAULT_MESSAGES.noFile, { file: [VAULT_MESSAGES.noFile] });
  }
  const field = part.fields.name;
  const named = field && 'value' in field && typeof field.value === 'string' ? field.value : '';
  const name = named || part.filename;
  const problem = unsafeTextProblem(name);
  if (problem) {
    part.file.destroy();
    throw inputRejection({ name: [problem] });
  }
  const stored = await store({ name, stream: part.file }).catch((error: unknown) => {
    throw part.file.errored ? refuseBrokenForm(error) : error;
  });
  if (part.file.truncated) throw new AppError('payloadTooLarge', VAULT_MESSAGES.tooLarge);
  return stored;
}
