// Files in an S3-compatible bucket (AWS S3, MinIO, R2 …), chosen when S3_BUCKET is set. Uploads go
// up as multipart in fixed-size parts, a few at a time, so memory stays flat however large the
// file; a failed upload is aborted, so no object appears under the key (ADR 0007). The SDK loads
// with the first request: a server that keeps its files in a folder never loads it.
import type { HeadObjectCommandOutput, S3Client } from '@aws-sdk/client-s3';
import { pipeline, Readable } from 'node:stream';
import { attachmentDisposition } from '../../files/content-disposition';
import type {
  ByteRange,
  ListedObject,
  PutOptions,
  SignedDownloadOptions,
  Storage,
  StoredObject,
} from './storage';
import { assertValidListPrefix, assertValidStorageKey, ObjectTooLargeError } from './storage-rules';
import { byteCap, rangeWithin } from './storage-limits';

const UNKNOWN_CONTENT_TYPE = 'application/octet-stream';
// At most QUEUE_SIZE parts in flight plus the one being filled: about 24 MiB per upload.
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 2;
// Keys per listing request: S3's own ceiling, so one page at a time is held.
const LIST_PAGE_SIZE = 1000;

export interface S3StorageOptions {
  /** An S3-compatible store's address; omitted for AWS itself. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The bucket in the path rather than the host name; defaults to on when an endpoint is given. */
  forcePathStyle?: boolean;
  /** Keys per listing request; S3's ceiling unless a test wants to see the continuation. */
  listPageSize?: number;
}

async function loadSdk() {
  const [s3, storage, presigner] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/lib-storage'),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  return { ...s3, Upload: storage.Upload, getSignedUrl: presigner.getSignedUrl };
}
type Sdk = Awaited<ReturnType<typeof loadSdk>>;

/** Passes bytes through and fails as soon as more than `maxBytes` have gone by. */
export function createS3Storage(options: S3StorageOptions): Storage {
  const Bucket = options.bucket;
  let connecting: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const connect = () =>
    (connecting ??= loadSdk().then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
        credentials: {
          accessKeyId: options.accessKeyId,
          secretAccessKey: options.secretAccessKey,
        },
      }),
    })));

  function httpStatus(sdk: Sdk, error: unknown): number | undefined {
    return error instanceof sdk.S3ServiceException ? error.$metadata.httpStatusCode : undefined;
  }

  async function head(key: string): Promise<HeadObjectCommandOutput | null> {
    const { sdk, client } = await connect();
    try {
      return await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
    } catch (error) {
      if (httpStatus(sdk, error) === 404) return null;
      throw error;
    }
  }

  async function get(
    key: string,
    range?: ByteRange,
    retried = false,
  ): Promise<StoredObject | null> {
    assertValidStorageKey(key);
    const { sdk, client } = await connect();
    const info = await head(key);
    if (!info) return null;
    const totalBytes = info.ContentLength ?? 0;
    const within = range ? rangeWithin(range, totalBytes) : undefined;
    let body: unknown;
    try {
      const answer = await client.send(
        new sdk.GetObjectCommand({
          Bucket,
          Key: key,
          // The bytes must be those of the object just measured, not of one written since.
          IfMatch: info.ETag,
          Range: within ? `bytes=${within.start}-${within.end}` : undefined,
        }),
      );
      body = answer.Body;
    } catch (error) {
      const status = httpStatus(sdk, error);
      if (status === 404) return null;
      // Replaced between the two requests: measure the new object once more.
      if (status === 412 && !retried) return get(key, range, true);
      throw error;
    }
    if (!(body instanceof Readable)) throw new Error('S3 answered without a readable body.');
    const contentType = info.ContentType ?? UNKNOWN_CONTENT_TYPE;
    if (!within) return { stream: body, contentType, bytes: totalBytes, totalBytes };
    const bytes = within.end - within.start + 1;
    return { stream: body, contentType, bytes, totalBytes, range: within };
  }

  /** One ListObjectsV2 page at a time, following the continuation token to the end. */
  async function* list(prefix: string): AsyncGenerator<ListedObject> {
    const { sdk, client } = await connect();
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({
          Bucket,
          Prefix: prefix || undefined,
          MaxKeys: options.listPageSize ?? LIST_PAGE_SIZE,
          ContinuationToken,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        yield {
          key: object.Key,
          bytes: object.Size ?? 0,
          modifiedAt: object.LastModified ?? new Date(0),
        };
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  return {
    kind: 's3',

    list(prefix = ''): AsyncIterable<ListedObject> {
      assertValidListPrefix(prefix);
      return list(prefix);
    },

    async put(key: string, body: Readable, { contentType, maxBytes }: PutOptions) {
      assertValidStorageKey(key);
      const { sdk, client } = await connect();
      const cap = byteCap(maxBytes);
      let streamError: unknown;
      // A failure of either stream destroys both, so the upload below sees it and aborts.
      pipeline(body, cap.transform, (error) => {
        streamError = error;
      });
      const upload = new sdk.Upload({
        client,
        params: { Bucket, Key: key, Body: cap.transform, ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        // Parts of a failed upload are discarded; a single-part object is only sent whole.
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        cap.transform.destroy();
        // Why the body stopped matters more than a failure to abort the parts it left.
        if (cap.exceeded()) throw new ObjectTooLargeError(maxBytes);
        throw streamError ?? error;
      }
      return { bytes: cap.counted() };
    },

    get: (key, range) => get(key, range),

    async delete(key: string): Promise<void> {
      assertValidStorageKey(key);
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        // S3 answers 204 for a missing key; some compatible stores answer 404.
        if (httpStatus(sdk, error) !== 404) throw error;
      }
    },

    async exists(key: string): Promise<boolean> {
      assertValidStorageKey(key);
      return (await head(key)) !== null;
    },

    async signedDownloadUrl(key: string, download: SignedDownloadOptions): Promise<string> {
      assertValidStorageKey(key);
      const { sdk, client } = await connect();
      const command = new sdk.GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentDisposition: attachmentDisposition(download.fileName),
        ResponseContentType: download.contentType,
      });
      return sdk.getSignedUrl(client, command, { expiresIn: download.expiresInSeconds });
    },
  };
}
