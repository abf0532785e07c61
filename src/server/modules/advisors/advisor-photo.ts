// Advisor photos kept in storage: what a photo file may be (judged by its bytes, since the
// uploader's word is not enough) and where it is kept. A photo's name carries a hash of its
// content, so a new photo gets a new URL and every photo URL may be cached for good.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { ADVISOR_PHOTO_TYPES } from '../../../shared/constants';
import type { AdvisorPhotoType } from '../../../shared/constants';
import { LIMITS } from '../../../shared/limits';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import type { Storage } from '../../integrations/storage/storage';
import { SNIFF_BYTES, sniffContentType } from '../../../shared/file-signatures';

const PHOTO_FOLDER = 'advisor-photos';
const HASH_LENGTH = 16;
const EXTENSIONS: Record<AdvisorPhotoType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
export const ADVISOR_ID_PATTERN = new RegExp(`^${UUID}$`);
const PHOTO_NAME_PATTERN = new RegExp(
  `^${UUID}-[0-9a-f]{${HASH_LENGTH}}\\.(?:${Object.values(EXTENSIONS).join('|')})$`,
);

/** How far into a file its SVG root element may start, after the prolog. */
const SVG_HEAD_BYTES = 4096;
// An XML declaration, then comments and a DOCTYPE without an internal subset (no entity tricks),
// then the root element. A comment cannot contain '-->', so the pattern never backtracks far.
const SVG_START =
  /^\uFEFF?\s*(?:<\?xml\s[^>]*\?>\s*)?(?:<!--(?:[^-]|-(?!->))*-->\s*|<!DOCTYPE\s+svg[^>[]*>\s*)*<svg[\s>]/;

export function isAdvisorPhotoType(value: string): value is AdvisorPhotoType {
  return (ADVISOR_PHOTO_TYPES as readonly string[]).includes(value);
}

/** What the bytes really are among the photo types, or null. */
export function detectPhotoType(bytes: Buffer): AdvisorPhotoType | null {
  const sniffed = sniffContentType(bytes.subarray(0, SNIFF_BYTES));
  if (sniffed && sniffed !== 'image/svg+xml' && isAdvisorPhotoType(sniffed)) return sniffed;
  if (SVG_START.test(bytes.subarray(0, SVG_HEAD_BYTES).toString('utf8'))) return 'image/svg+xml';
  return null;
}

/** The whole stream, or null as soon as it passes maxBytes (the rest is never read). */
export async function readUpTo(stream: Readable, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream as AsyncIterable<Buffer | string>) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    total += bytes.length;
    if (total > maxBytes) return null;
    chunks.push(bytes);
  }
  return Buffer.concat(chunks, total);
}

/** The storage key of a photo name from a URL, or null when it cannot be one of ours. */
export function advisorPhotoKeyOf(name: string): string | null {
  return PHOTO_NAME_PATTERN.test(name) ? `${PHOTO_FOLDER}/${name}` : null;
}

export interface StoredAdvisorPhoto {
  key: string;
  url: string;
}

/** Stores checked photo bytes under their content-addressed key. */
export async function storeAdvisorPhoto(
  storage: Storage,
  advisorId: string,
  bytes: Buffer,
  type: AdvisorPhotoType,
): Promise<StoredAdvisorPhoto> {
  if (!ADVISOR_ID_PATTERN.test(advisorId)) throw new Error(`Not an advisor id: ${advisorId}`);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, HASH_LENGTH);
  const name = `${advisorId}-${hash}.${EXTENSIONS[type]}`;
  const key = `${PHOTO_FOLDER}/${name}`;
  await storage.put(key, Readable.from([bytes]), {
    contentType: type,
    maxBytes: LIMITS.advisorPhotoBytes.max,
  });
  return { key, url: ADVISOR_PAGES.photo(name) };
}
