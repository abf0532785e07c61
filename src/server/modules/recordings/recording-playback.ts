// Playing a recording: a short-lived signed address for the <video> element (which cannot send
// our Authorization header), and the one byte range of a Range header that seeking asks for.
import type { Db } from '../../db/client';
import { createLinkSigner } from '../../files/signed-links';
import type { ByteRange } from '../../integrations/storage/storage';

const SUBJECT_PREFIX = 'recording';

/** Signs and checks playback tokens for one recording and one person. */
export function createPlaybackTokens(db: Db) {
  const signer = createLinkSigner(db);
  return {
    async sign(recordingId: string, userId: string, expiresAt: Date): Promise<string> {
      return signer.sign(`${SUBJECT_PREFIX}:${recordingId}:${userId}`, expiresAt);
    },
    /** True when the token opens this recording and has not expired. */
    async opens(token: string, recordingId: string, now: Date): Promise<boolean> {
      const subject = await signer.verify(token, now);
      return subject?.startsWith(`${SUBJECT_PREFIX}:${recordingId}:`) ?? false;
    },
  };
}

export type RangeRequest =
  { kind: 'whole' } | { kind: 'range'; range: ByteRange } | { kind: 'unsatisfiable' };

/**
 * Reads a Range header (RFC 9110 §14.1.2) against an object of `totalBytes`. What is not one
 * well-formed byte range (several ranges, other units, nonsense) is ignored: the whole object.
 */
export function readRangeHeader(
  header: string | undefined,
  totalBytes: number | null,
): RangeRequest {
  if (header === undefined || totalBytes === null) return { kind: 'whole' };
  const match = /^bytes=(\d*)-(\d*)$/i.exec(header.trim());
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // A suffix: the last N bytes.
    const suffix = Number(last);
    if (suffix === 0 || totalBytes === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', range: { start: Math.max(0, totalBytes - suffix) } };
  }
  const start = Number(first);
  const end = last === '' ? undefined : Number(last);
  if (!Number.isSafeInteger(start) || (end !== undefined && !Number.isSafeInteger(end))) {
    return { kind: 'whole' };
  }
  if (end !== undefined && end < start) return { kind: 'whole' };
  if (start >= totalBytes) return { kind: 'unsatisfiable' };
  return { kind: 'range', range: end === undefined ? { start } : { start, end } };
}
