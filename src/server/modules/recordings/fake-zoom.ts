// Zoom as far as recordings go, for tests: OAuth tokens, downloads, listing files and deleting
// them, with every call seen. Reached through a fetch that maps Zoom's hosts onto it.
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';
import type { VideoProvider } from '../../integrations/video/video';

export const ZOOM_HOSTS = ['https://zoom.us', 'https://api.zoom.us', 'https://us06web.zoom.us'];

interface Seen {
  method: string;
  path: string;
  authorization: string | undefined;
}

/** Zoom as far as recordings go: tokens, downloads, listing files and deleting them. */
export class FakeZoom {
  readonly seen: Seen[] = [];
  readonly files = new Map<string, Buffer>();
  failNextDownloads = 0;
  failNextDeletes = 0;
  private tokens = 0;
  private readonly server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => this.answer(req.method ?? '', req.url ?? '/', req.headers, res));
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  calls(): string[] {
    return this.seen.map((each) => `${each.method} ${each.path}`);
  }

  private answer(method: string, url: string, headers: IncomingHttpHeaders, res: ServerResponse) {
    const path = new URL(url, 'http://fake').pathname;
    this.seen.push({ method, path: url, authorization: headers.authorization });
    const json = (status: number, body?: unknown) => {
      res.statusCode = status;
      res.end(body === undefined ? undefined : JSON.stringify(body));
    };
    if (path === '/oauth/token') return json(200, { access_token: `token-${++this.tokens}` });
    const download = /^\/rec\/download\/(.+)$/.exec(path)?.[1];
    if (download) {
      if (this.failNextDownloads > 0) {
        this.failNextDownloads -= 1;
        return json(500, { code: 500, message: 'Zoom had a moment.' });
      }
      const bytes = this.files.get(download);
      if (!bytes) return json(404, { code: 3301, message: 'No recording.' });
      res.setHeader('content-type', 'video/mp4');
      return res.end(bytes);
    }
    const listed = /^\/v2\/meetings\/([^/]+)\/recordings$/.exec(path);
    if (listed && method === 'GET') {
      return json(200, {
        recording_files: [...this.files.keys()].map((id) => ({
          id,
          file_type: 'MP4',
          download_url: `https://us06web.zoom.us/rec/download/${id}`,
        })),
      });
    }
    if (/^\/v2\/meetings\/[^/]+\/recordings\/[^/]+$/.test(path) && method === 'DELETE') {
      if (this.failNextDeletes > 0) {
        this.failNextDeletes -= 1;
        return json(500, { code: 500, message: 'Zoom had a moment.' });
      }
      return json(204);
    }
    if (/^\/v2\/meetings\/[^/]+$/.test(path) && method === 'PATCH') return json(204);
    return json(404, { code: 404, message: 'No such route.' });
  }
}

/** Starts the fake and sends every request for Zoom's hosts to it (undo: vi.unstubAllGlobals). */
export async function routeZoomToFake(zoom: FakeZoom): Promise<void> {
  const base = await zoom.start();
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const host = ZOOM_HOSTS.find((each) => url.startsWith(`${each}/`));
    return realFetch(host ? base + url.slice(host.length) : input, init);
  });
}

/** Booking makes Zoom meetings with known ids (first + 1, + 2 …), without calling anyone. */
export function numberedZoomMeetings(first: number) {
  let count = 0;
  const provider: VideoProvider = {
    kind: 'zoom',
    createMeeting: async () => {
      count += 1;
      const id = String(first + count);
      return { provider: 'zoom', url: `https://us06web.zoom.us/j/${id}`, externalId: id };
    },
    updateMeeting: async () => {},
    deleteMeeting: async () => {},
  };
  return { provider, lastId: () => String(first + count) };
}
