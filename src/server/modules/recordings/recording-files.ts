// Putting a recording's bytes into storage: only a real MP4 or WebM (judged by its first bytes,
// never by a name or a declared type), under a key made of ids, capped while it streams.
import { Readable } from 'node:stream';
import type { Storage } from '../../integrations/storage/storage';
import type { RecordingVideoType } from '../../../shared/contracts/recordings';

/** The first bytes do not start a video we keep. */
export class NotAVideoError extends Error {
  constructor(readonly empty: boolean) {
    super(empty ? 'The file is empty.' : 'The file is not an MP4 or WebM video.');
    this.name = 'NotAVideoError';
  }
}

const HEAD_BYTES = 12;
const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/** MP4 (an ISO media file: its first box is 'ftyp') or WebM (an EBML document). */
export function sniffVideoType(head: Buffer): RecordingVideoType | null {
  if (head.length >= 8 && head.subarray(4, 8).toString('latin1') === 'ftyp') return 'video/mp4';
  if (head.length >= 4 && head.subarray(0, 4).equals(EBML_MAGIC)) return 'video/webm';
  return null;
}

export function recordingKey(eventId: string, recordingId: string, type: RecordingVideoType) {
  return `recordings/${eventId}/${recordingId}.${type === 'video/webm' ? 'webm' : 'mp4'}`;
}

export interface StoredRecordingFile {
  key: string;
  contentType: RecordingVideoType;
  bytes: number;
}

/**
 * Reads just enough to tell the kind of video, then streams the rest into storage under the cap.
 * Whole or nothing: a refused or failed body leaves no object behind. What is left of a refused
 * body is the caller's to discard.
 */
export async function storeRecordingFile(
  storage: Storage,
  keyFor: (type: RecordingVideoType) => string,
  body: Readable,
  maxBytes: number,
): Promise<StoredRecordingFile> {
  // The caller owns the body: a request refused half-way must still carry the answer back.
  const chunks = body.iterator({ destroyOnReturn: false }) as AsyncIterator<Buffer>;
  const stop = () => void chunks.return?.();
  let head = Buffer.alloc(0);
  try {
    while (head.length < HEAD_BYTES) {
      const next = await chunks.next();
      if (next.done) break;
      head = Buffer.concat([head, Buffer.from(next.value)]);
    }
  } catch (error) {
    stop();
    throw error;
  }
  const contentType = sniffVideoType(head);
  if (!contentType) {
    stop();
    throw new NotAVideoError(head.length === 0);
  }
  async function* whole() {
    try {
      yield head;
      for (;;) {
        const next = await chunks.next();
        if (next.done) return;
        yield Buffer.from(next.value);
      }
    } finally {
      stop();
    }
  }
  const key = keyFor(contentType);
  const { bytes } = await storage.put(key, Readable.from(whole(), { objectMode: false }), {
    contentType,
    maxBytes,
  });
  return { key, contentType, bytes };
}
