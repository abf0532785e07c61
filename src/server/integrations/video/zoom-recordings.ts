// Zoom cloud recordings: download a recording file as a stream (with the webhook's download token,
// or the account's own token later on), find a file's download address again for a retry, delete
// a file once we keep it, and switch a meeting's cloud recording off. Tokens are only ever sent to
// Zoom's own hosts; fetch drops the Authorization header when a download redirects elsewhere.
import { pipeline, Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createZoomClient } from './zoom-client';
import type { ZoomClientOptions } from './zoom-client';

export type ZoomRecordingsOptions = ZoomClientOptions;

export interface ZoomRecordings {
  /** True when the account credentials are there, so the API calls can be made. */
  readonly canCallApi: boolean;
  /** The file's bytes; `downloadToken` is the webhook's, else the account's token is used. */
  download(downloadUrl: string, downloadToken?: string): Promise<Readable>;
  /** The download address of one file of a meeting's recording, or null when Zoom has none. */
  findDownloadUrl(meetingId: string, fileId: string): Promise<string | null>;
  /** Removes the file at Zoom for good; a file already gone is fine. */
  deleteFile(meetingId: string, fileId: string): Promise<void>;
  /** Stops cloud recording of a scheduled meeting. */
  turnRecordingOff(meetingId: string): Promise<void>;
}

/** A download that sends nothing for this long is given up. */
const DOWNLOAD_IDLE_MS = 60_000;

/** Zoom serves downloads from zoom.us and its regional subdomains (zoomgov.com for government). */
export function isZoomDownloadUrl(address: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  const zoomHost = ['zoom.us', 'zoomgov.com'].some(
    (domain) => host === domain || host.endsWith(`.${domain}`),
  );
  return url.protocol === 'https:' && zoomHost && url.username === '' && url.password === '';
}

/** Zoom asks for meeting UUIDs that start with '/' or hold '//' to be encoded twice. */
function meetingSegment(meetingId: string): string {
  const once = encodeURIComponent(meetingId);
  return meetingId.startsWith('/') || meetingId.includes('//') ? encodeURIComponent(once) : once;
}

export function createZoomRecordings(options: ZoomRecordingsOptions = {}): ZoomRecordings {
  const { canCallApi, send, failure, withAccountToken, api } = createZoomClient(options);

  return {
    canCallApi,

    async download(downloadUrl, downloadToken) {
      if (!isZoomDownloadUrl(downloadUrl)) {
        throw new Error('Zoom download failed: the address is not on a Zoom host');
      }
      const response = downloadToken
        ? await send(
            'download',
            downloadUrl,
            { headers: { authorization: `Bearer ${downloadToken}` } },
            [downloadToken],
          )
        : await withAccountToken('download', downloadUrl, {});
      if (!response.ok || !response.body) throw await failure('download', response);
      return idleLimited(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>));
    },

    async findDownloadUrl(meetingId, fileId) {
      const path = `/meetings/${meetingSegment(meetingId)}/recordings`;
      const response = await api('find recording', 'GET', path);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw await failure('find recording', response);
      const body = (await response.json()) as { recording_files?: unknown };
      const files = Array.isArray(body.recording_files) ? body.recording_files : [];
      const file = files.find(
        (each): each is { download_url: string } =>
          typeof each === 'object' &&
          each !== null &&
          (each as { id?: unknown }).id === fileId &&
          typeof (each as { download_url?: unknown }).download_url === 'string',
      );
      return file?.download_url ?? null;
    },

    async deleteFile(meetingId, fileId) {
      const path = `/meetings/${meetingSegment(meetingId)}/recordings/${encodeURIComponent(fileId)}?action=delete`;
      const response = await api('delete recording', 'DELETE', path);
      if (!response.ok && response.status !== 404) {
        throw await failure('delete recording', response);
      }
      await response.body?.cancel();
    },

    async turnRecordingOff(meetingId) {
      const response = await api(
        'turn recording off',
        'PATCH',
        `/meetings/${meetingSegment(meetingId)}`,
        {
          settings: { auto_recording: 'none' },
        },
      );
      if (!response.ok) throw await failure('turn recording off', response);
      await response.body?.cancel();
    },
  };
}

/** Fails the stream when no bytes arrive for a while, so a stalled download cannot hang forever. */
function idleLimited(source: Readable): Readable {
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(
      () => out.destroy(new Error('Zoom download failed: no data for a minute')),
      DOWNLOAD_IDLE_MS,
    ).unref();
  };
  const out = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      arm();
      callback(null, chunk);
    },
  });
  out.on('close', () => clearTimeout(timer));
  // pipeline passes an error either way and stops the download when the reader gives up.
  pipeline(source, out, () => clearTimeout(timer));
  arm();
  return out;
}
