// What the onboarding routes share over HTTP (docs/product.md#becoming-an-advisor): the disclosure
// kind read from a path, and a disclosure sent back as a PDF.
import type { FastifyReply } from 'fastify';
import { disclosureKindSchema } from '../../../shared/contracts/onboarding';
import type { DisclosureKind } from '../../../shared/onboarding';
import { AppError } from '../../../shared/errors';
import { attachmentDisposition } from '../../files/content-disposition';
import type { StoredObject } from '../../integrations/storage/storage';
import { NO_STORE } from '../../http/cache-headers';

export function kindParam(value: string): DisclosureKind {
  const parsed = disclosureKindSchema.safeParse(value);
  if (!parsed.success) throw new AppError('notFound');
  return parsed.data;
}

export function sendPdf(reply: FastifyReply, file: StoredObject & { fileName: string }) {
  return reply
    .headers({
      ...NO_STORE,
      'Content-Type': 'application/pdf',
      'Content-Length': String(file.bytes),
      'Content-Disposition': attachmentDisposition(file.fileName),
      'X-Content-Type-Options': 'nosniff',
    })
    .send(file.stream);
}
