// Keeping files: a local folder under DATA_DIR today. The interface is shaped for an
// S3-compatible store too (keys, not paths; streams in and out; byte ranges), so the S3
// implementation can slot in behind createStorage without callers changing (ADR 0007).
import type { Readable } from 'node:stream';
import type { Config } from '../../config';
import { createLocalStorage } from './local-storage';

export {
  assertValidStorageKey,
  InvalidStorageKeyError,
  isValidStorageKey,
  ObjectTooLargeError,
  RangeNotSatisfiableError,
} from './storage-rules';

export interface PutOptions {
  contentType: string;
  /** The write fails, and leaves nothing behind, once the body passes this many bytes. */
  maxBytes: number;
}

/** Inclusive byte offsets, as in an HTTP Range header; `end` defaults to the last byte. */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface StoredObject {
  stream: Readable;
  contentType: string;
  /** Bytes in `stream`: the whole object, or the range asked for. */
  bytes: number;
  /** Size of the whole object, for a Content-Range answer. */
  totalBytes: number;
  /** The inclusive range `stream` holds, when one was asked for. */
  range?: { start: number; end: number };
}

export interface Storage {
  readonly kind: 'local';
  /** Writes the object whole or not at all; an existing object under the key is replaced. */
  put(key: string, body: Readable, options: PutOptions): Promise<{ bytes: number }>;
  /** Null when there is no object under the key. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export function createStorage(config: Config): Storage {
  // S3_* is parsed and validated already; selecting S3 by S3_BUCKET arrives with its
  // implementation, until then files stay in the local folder (ADR 0007).
  return createLocalStorage({ root: config.filesDir });
}
