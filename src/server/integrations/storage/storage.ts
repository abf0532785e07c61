// Keeping files: an S3-compatible bucket when S3_BUCKET is set, else a local folder under
// DATA_DIR. Callers see one interface (keys, not paths; streams in and out; byte ranges), so
// either store serves them unchanged (ADR 0007).
import type { Readable } from 'node:stream';
import type { Config } from '../../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';

export {
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

export interface SignedDownloadOptions {
  /** The name the browser saves the file under. */
  fileName: string;
  contentType: string;
  expiresInSeconds: number;
}

/** One object as a listing gives it. */
export interface ListedObject {
  key: string;
  bytes: number;
  modifiedAt: Date;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  /** Writes the object whole or not at all; an existing object under the key is replaced. */
  put(key: string, body: Readable, options: PutOptions): Promise<{ bytes: number }>;
  /** Null when there is no object under the key. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /**
   * Every object whose key starts with `prefix` (all without one), streamed a batch at a time so
   * memory stays flat however many there are. No order is promised.
   */
  list(prefix?: string): AsyncIterable<ListedObject>;
  /**
   * A time-limited address that downloads the object as an attachment straight from the store.
   * Absent when the store has none (the local folder): callers then stream through the server.
   */
  signedDownloadUrl?(key: string, options: SignedDownloadOptions): Promise<string>;
}

export function createStorage(config: Config): Storage {
  const {
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
  } = config;
  if (!bucket) return createLocalStorage({ root: config.filesDir });
  // loadConfig refuses a bucket without keys; a hand-made config must not fall back silently.
  if (!accessKeyId || !secretAccessKey) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when S3_BUCKET is set');
  }
  return createS3Storage({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    bucket,
    accessKeyId,
    secretAccessKey,
  });
}
