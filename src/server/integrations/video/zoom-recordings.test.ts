// Zoom cloud recordings against a local fake Zoom serving the OAuth token, the recordings API and
// the download addresses (reached through a fetch that maps Zoom's download host onto the fake).
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createZoomRecordings, isZoomDownloadUrl } from './zoom-recordings';
import type { ZoomRecordingsOptions } from './zoom-recordings';

const CREDENTIALS = { accountId: 'acct-1', clientId: 'client-1', clientSecret: 'very-secret' };
const DOWNLOAD_HOST = 'https://us06web.zoom.us';
const DOWNLOAD_TOKEN = 'download-token-xyz';
const MEETING_UUID = '/aB//cd==';

interface Seen {
  method: string;
  path: string;
  search: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Just enough Zoom: numbered tokens, one meeting's files, downloads that redirect once. */
class FakeZoom {
  readonly seen: Seen[] = [];
  readonly revoked = new Set<string>();
  readonly files = new Map<string, string>([['file-1', 'first file bytes']]);
  nextStatus: number | null = null;
  private tokens = 0;
  private base = '';
  private readonly server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const seen: Seen = {
        method: req.method ?? '',
        path: url.pathname,
        search: url.search,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      this.seen.push(seen);
      this.answer(seen, res);
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.base;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  paths(): string[] {
    return this.seen.map((each) => `${each.method} ${each.path}${each.search}`);
  }

  private answer(seen: Seen, res: ServerResponse): ServerResponse {
    const json = (status: number, body?: unknown) => {
      res.statusCode = status;
      if (body === undefined) return res.end();
      res.setHeader('content-type', 'application/json');
      return res.end(JSON.stringify(body));
    };
    if (seen.path === '/oauth/token') {
      return json(200, { access_token: `token-${++this.tokens}`, expires_in: 3600 });
    }
    if (seen.path.startsWith('/cdn/')) {
      res.setHeader('content-type', 'video/mp4');
      return res.end(this.files.get(seen.path.slice('/cdn/'.length)) ?? '');
    }
    const bearer = seen.headers.authorization?.replace(/^Bearer /, '') ?? '';
    const known = bearer === DOWNLOAD_TOKEN || /^token-\d+$/.test(bearer);
    if (!known || this.revoked.has(bearer)) return json(401, { code: 124, message: 'Bad token.' });
    if (this.nextStatus) {
      const status = this.nextStatus;
      this.nextStatus = null;
      return json(status, { code: status, message: `Canned ${status}.` });
    }
    const download = /^\/rec\/download\/([^/]+)$/.exec(seen.path)?.[1];
    if (download && seen.method === 'GET') {
      if (!this.files.has(download)) return json(404, { code: 3301, message: 'No recording.' });
      res.statusCode = 302;
      res.setHeader('location', `${this.base}/cdn/${download}`);
      return res.end();
    }
    const recordings = /^\/v2\/meetings\/([^/]+)\/recordings(?:\/([^/]+))?$/.exec(seen.path);
    if (recordings && seen.method === 'GET' && !recordings[2]) {
      return json(200, {
        recording_files: [...this.files.keys()].map((id) => ({
          id,
          file_type: 'MP4',
          download_url: `${DOWNLOAD_HOST}/rec/download/${id}`,
        })),
      });
    }
    if (recordings?.[2] && seen.method === 'DELETE') {
      return this.files.delete(decodeURIComponent(recordings[2]))
        ? json(204)
        : json(404, { code: 3301, message: 'No recording.' });
    }
    if (/^\/v2\/meetings\/[^/]+$/.test(seen.path) && seen.method === 'PATCH') return json(204);
    return json(404, { code: 404, message: 'No such route.' });
  }
}

let zoom: FakeZoom;
let base: string;

beforeEach(async () => {
  zoom = new FakeZoom();
  base = await zoom.start();
});
afterEach(async () => {
  await zoom.stop();
});

/** Zoom's download host is answered by the fake. */
const toFake: typeof fetch = (input, init) =>
  fetch(String(input).replace(DOWNLOAD_HOST, base), init);

const recordings = (overrides: Partial<ZoomRecordingsOptions> = {}) =>
  createZoomRecordings({
    credentials: CREDENTIALS,
    oauthBase: base,
    apiBase: `${base}/v2`,
    fetch: toFake,
    ...overrides,
  });

describe('Zoom recordings', () => {
  it('downloads with the webhook download token, following the redirect, without signing in', async () => {
    const zoomRecordings = recordings({ credentials: undefined });
    expect(zoomRecordings.canCallApi).toBe(false);
    const stream = await zoomRecordings.download(
      `${DOWNLOAD_HOST}/rec/download/file-1`,
      DOWNLOAD_TOKEN,
    );
    expect(await text(stream)).toBe('first file bytes');
    expect(zoom.paths()).toEqual(['GET /rec/download/file-1', 'GET /cdn/file-1']);
    expect(zoom.seen[0]?.headers.authorization).toBe(`Bearer ${DOWNLOAD_TOKEN}`);
  });

  it('downloads with the account token when there is no download token, renewing a refused one', async () => {
    const zoomRecordings = recordings();
    expect(await text(await zoomRecordings.download(`${DOWNLOAD_HOST}/rec/download/file-1`))).toBe(
      'first file bytes',
    );
    zoom.revoked.add('token-1');
    expect(await text(await zoomRecordings.download(`${DOWNLOAD_HOST}/rec/download/file-1`))).toBe(
      'first file bytes',
    );
    const downloads = zoom.seen.filter((each) => each.path.startsWith('/rec/'));
    expect(downloads.map((each) => each.headers.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-1',
      'Bearer token-2',
    ]);
  });

  it('sends nothing to an address outside Zoom', async () => {
    for (const address of [
      'http://us06web.zoom.us/rec/download/file-1',
      'https://zoom.us.example.com/rec',
      'https://evilzoom.us/rec',
      'https://user:pw@zoom.us/rec',
      'not a url',
    ]) {
      expect(isZoomDownloadUrl(address)).toBe(false);
      await expect(recordings().download(address, DOWNLOAD_TOKEN)).rejects.toThrow(/Zoom host/);
    }
    for (const address of ['https://zoom.us/rec/x', 'https://us06web.zoom.us/rec/x']) {
      expect(isZoomDownloadUrl(address)).toBe(true);
    }
    expect(isZoomDownloadUrl('https://www.zoomgov.com/rec/x')).toBe(true);
    expect(zoom.seen).toEqual([]);
  });

  it('names a failed download without the token', async () => {
    const failure = await recordings()
      .download(`${DOWNLOAD_HOST}/rec/download/missing`, DOWNLOAD_TOKEN)
      .then(
        () => new Error('downloaded'),
        (error: unknown) => error as Error,
      );
    expect(failure.message).toMatch(/download failed: HTTP 404: No recording\. \(code 3301\)/);
    expect(failure.message).not.toContain(DOWNLOAD_TOKEN);
  });

  it("finds a file's download address again, encoding a UUID twice where Zoom asks", async () => {
    const zoomRecordings = recordings();
    expect(await zoomRecordings.findDownloadUrl(MEETING_UUID, 'file-1')).toBe(
      `${DOWNLOAD_HOST}/rec/download/file-1`,
    );
    expect(await zoomRecordings.findDownloadUrl('123', 'file-9')).toBeNull();
    expect(
      zoom.seen.filter((each) => each.path.startsWith('/v2')).map((each) => each.path),
    ).toEqual([
      `/v2/meetings/${encodeURIComponent(encodeURIComponent(MEETING_UUID))}/recordings`,
      '/v2/meetings/123/recordings',
    ]);
  });

  it('deletes a file for good, and one already gone is fine', async () => {
    const zoomRecordings = recordings();
    await zoomRecordings.deleteFile('85000000001', 'file-1');
    await zoomRecordings.deleteFile('85000000001', 'file-1');
    expect(zoom.paths().filter((each) => each.startsWith('DELETE'))).toEqual([
      'DELETE /v2/meetings/85000000001/recordings/file-1?action=delete',
      'DELETE /v2/meetings/85000000001/recordings/file-1?action=delete',
    ]);
    expect(zoom.files.size).toBe(0);

    zoom.nextStatus = 429;
    await expect(zoomRecordings.deleteFile('85000000001', 'file-2')).rejects.toThrow(
      /delete recording failed: HTTP 429: Canned 429/,
    );
  });

  it("turns a meeting's cloud recording off", async () => {
    await recordings().turnRecordingOff('85000000001');
    const patch = zoom.seen.find((each) => each.method === 'PATCH');
    expect(patch?.path).toBe('/v2/meetings/85000000001');
    expect(JSON.parse(patch?.body ?? '')).toEqual({ settings: { auto_recording: 'none' } });
    expect(patch?.headers['content-type']).toMatch(/^application\/json/);
  });

  it('refuses API calls without credentials before sending anything', async () => {
    const zoomRecordings = recordings({ credentials: undefined });
    await expect(zoomRecordings.deleteFile('1', 'file-1')).rejects.toThrow(/no ZOOM_\* API/);
    await expect(zoomRecordings.findDownloadUrl('1', 'file-1')).rejects.toThrow(/no ZOOM_\* API/);
    await expect(zoomRecordings.download(`${DOWNLOAD_HOST}/rec/download/file-1`)).rejects.toThrow(
      /no ZOOM_\* API/,
    );
    expect(zoom.seen).toEqual([]);
  });
});
