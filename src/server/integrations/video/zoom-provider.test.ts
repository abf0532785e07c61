// The Zoom provider against a local fake Zoom that serves both the OAuth and the meetings API.
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MeetingRequest, VideoMeeting } from './video';
import { createZoomProvider } from './zoom-provider';

const ACCOUNT_ID = 'acct-123';
const CLIENT_ID = 'client-abc';
const CLIENT_SECRET = 'shh-very-secret-value';

interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
}

interface CannedResponse {
  status: number;
  body?: unknown;
}

/** Just enough Zoom: issues numbered tokens, refuses revoked ones and keeps meetings in memory. */
class FakeZoom {
  readonly tokenRequests: SeenRequest[] = [];
  readonly apiRequests: SeenRequest[] = [];
  /** Tokens the API answers 401 to; '*' for all of them. */
  readonly revoked = new Set<string>();
  /** Answers for the next API calls, before the normal behaviour. */
  readonly nextApi: CannedResponse[] = [];
  nextToken: CannedResponse | null = null;
  expiresIn = 3600;
  private readonly meetings = new Set<string>();
  private meetingCount = 0;
  private readonly server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake.zoom');
      const text = Buffer.concat(chunks).toString('utf8');
      const seen: SeenRequest = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: text ? JSON.parse(text) : undefined,
      };
      const answer = this.answer(seen);
      res.statusCode = answer.status;
      if (answer.body === undefined) {
        res.end();
      } else {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(answer.body));
      }
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve, reject) =>
      this.server.close((error) => (error ? reject(error) : resolve())),
    );
  }

  private answer(seen: SeenRequest): CannedResponse {
    if (seen.path === '/oauth/token') {
      this.tokenRequests.push(seen);
      if (this.nextToken) {
        const canned = this.nextToken;
        this.nextToken = null;
        return canned;
      }
      return {
        status: 200,
        body: {
          access_token: `token-${this.tokenRequests.length}`,
          token_type: 'bearer',
          expires_in: this.expiresIn,
          scope: 'meeting:write:meeting:admin',
        },
      };
    }

    this.apiRequests.push(seen);
    const bearer = seen.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (this.revoked.has('*') || this.revoked.has(bearer) || !bearer.startsWith('token-')) {
      return { status: 401, body: { code: 124, message: 'Invalid access token.' } };
    }
    const canned = this.nextApi.shift();
    if (canned) return canned;

    if (seen.method === 'POST' && seen.path === '/v2/users/me/meetings') {
      const id = 85_000_000_000 + ++this.meetingCount;
      this.meetings.add(String(id));
      return {
        status: 201,
        body: { id, join_url: `https://us05web.zoom.us/j/${id}?pwd=abc`, start_url: 'host-only' },
      };
    }
    const meeting = /^\/v2\/meetings\/([^/]+)$/.exec(seen.path)?.[1];
    if (meeting && (seen.method === 'PATCH' || seen.method === 'DELETE')) {
      if (!this.meetings.has(meeting)) {
        return {
          status: 404,
          body: { code: 3001, message: `Meeting does not exist: ${meeting}.` },
        };
      }
      if (seen.method === 'DELETE') this.meetings.delete(meeting);
      return { status: 204 };
    }
    return { status: 404, body: { code: 404, message: 'No such route.' } };
  }
}

const request = (overrides: Partial<MeetingRequest> = {}): MeetingRequest => ({
  topic: 'Retirement plan review',
  // 14:30 in New York is 18:30 UTC in June (EDT).
  start: new Date('2030-06-03T14:30:00.250-04:00'),
  durationMinutes: 45,
  timeZone: 'America/New_York',
  recordingAllowed: true,
  ...overrides,
});

let zoom: FakeZoom;
let base: string;
let clock: number;

const provider = () =>
  createZoomProvider({
    accountId: ACCOUNT_ID,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    oauthBase: base,
    apiBase: `${base}/v2`,
    now: () => new Date(clock),
  });

beforeEach(async () => {
  zoom = new FakeZoom();
  base = await zoom.start();
  clock = Date.parse('2030-06-01T12:00:00Z');
});

afterEach(async () => {
  await zoom.stop();
});

describe('Zoom provider', () => {
  it('signs in with the account credentials grant and Basic auth', async () => {
    const zoomProvider = provider();
    expect(zoomProvider.kind).toBe('zoom');
    await zoomProvider.createMeeting(request());

    expect(zoom.tokenRequests).toHaveLength(1);
    const [tokenRequest] = zoom.tokenRequests;
    expect(tokenRequest?.method).toBe('POST');
    expect(tokenRequest?.query.get('grant_type')).toBe('account_credentials');
    expect(tokenRequest?.query.get('account_id')).toBe(ACCOUNT_ID);
    const basic = tokenRequest?.headers.authorization ?? '';
    expect(basic).toMatch(/^Basic /);
    expect(Buffer.from(basic.slice('Basic '.length), 'base64').toString('utf8')).toBe(
      `${CLIENT_ID}:${CLIENT_SECRET}`,
    );
  });

  it('creates a scheduled meeting with the start in UTC and returns its link and id', async () => {
    const meeting = await provider().createMeeting(request());

    expect(meeting).toEqual({
      provider: 'zoom',
      url: 'https://us05web.zoom.us/j/85000000001?pwd=abc',
      externalId: '85000000001',
    });
    const [created] = zoom.apiRequests;
    expect(created?.method).toBe('POST');
    expect(created?.path).toBe('/v2/users/me/meetings');
    expect(created?.headers.authorization).toBe('Bearer token-1');
    expect(created?.headers['content-type']).toMatch(/^application\/json/);
    expect(created?.body).toEqual({
      topic: 'Retirement plan review',
      type: 2,
      start_time: '2030-06-03T18:30:00Z',
      duration: 45,
      timezone: 'America/New_York',
      settings: {
        join_before_host: false,
        waiting_room: true,
        host_video: true,
        participant_video: true,
        auto_recording: 'cloud',
      },
    });
  });

  it('turns cloud recording off when the client did not allow it', async () => {
    await provider().createMeeting(request({ recordingAllowed: false }));
    expect(zoom.apiRequests[0]?.body).toMatchObject({ settings: { auto_recording: 'none' } });
  });

  it('moves a meeting with PATCH, keeping its link', async () => {
    const zoomProvider = provider();
    const meeting = await zoomProvider.createMeeting(request());
    await zoomProvider.updateMeeting(
      meeting,
      request({
        start: new Date('2030-12-24T09:00:00-05:00'),
        durationMinutes: 60,
        recordingAllowed: false,
      }),
    );

    const moved = zoom.apiRequests[1];
    expect(moved?.method).toBe('PATCH');
    expect(moved?.path).toBe(`/v2/meetings/${meeting.externalId}`);
    expect(moved?.headers.authorization).toBe('Bearer token-1');
    expect(moved?.body).toEqual({
      start_time: '2030-12-24T14:00:00Z',
      duration: 60,
      timezone: 'America/New_York',
      settings: { auto_recording: 'none' },
    });
  });

  it('deletes a meeting, and a meeting already gone is fine', async () => {
    const zoomProvider = provider();
    const meeting = await zoomProvider.createMeeting(request());
    await zoomProvider.deleteMeeting(meeting);
    await expect(zoomProvider.deleteMeeting(meeting)).resolves.toBeUndefined();

    expect(zoom.apiRequests.slice(1).map((seen) => `${seen.method} ${seen.path}`)).toEqual([
      `DELETE /v2/meetings/${meeting.externalId}`,
      `DELETE /v2/meetings/${meeting.externalId}`,
    ]);
  });

  it('leaves meetings that are not Zoom meetings alone', async () => {
    const zoomProvider = provider();
    const jitsi: VideoMeeting = {
      provider: 'jitsi',
      url: 'https://meet.jit.si/room',
      externalId: null,
    };
    await zoomProvider.updateMeeting(jitsi, request());
    await zoomProvider.deleteMeeting(jitsi);
    expect(zoom.tokenRequests).toHaveLength(0);
    expect(zoom.apiRequests).toHaveLength(0);
  });

  it('reuses one token until shortly before it expires', async () => {
    const zoomProvider = provider();
    const meeting = await zoomProvider.createMeeting(request());
    await zoomProvider.updateMeeting(meeting, request());
    await zoomProvider.deleteMeeting(meeting);
    expect(zoom.tokenRequests).toHaveLength(1);

    // 3600 s tokens are renewed 60 s early: still good after 58 minutes, not after 59.
    clock += 58 * 60_000;
    await zoomProvider.createMeeting(request());
    expect(zoom.tokenRequests).toHaveLength(1);
    clock += 60_000;
    await zoomProvider.createMeeting(request());
    expect(zoom.tokenRequests).toHaveLength(2);
    expect(zoom.apiRequests.at(-1)?.headers.authorization).toBe('Bearer token-2');
  });

  it('shares one token request between concurrent first calls', async () => {
    const zoomProvider = provider();
    const meetings = await Promise.all([
      zoomProvider.createMeeting(request()),
      zoomProvider.createMeeting(request()),
      zoomProvider.createMeeting(request()),
    ]);
    expect(new Set(meetings.map((meeting) => meeting.externalId)).size).toBe(3);
    expect(zoom.tokenRequests).toHaveLength(1);
    expect(zoom.apiRequests.map((seen) => seen.headers.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-1',
      'Bearer token-1',
    ]);
  });

  it('gets a new token and retries once when Zoom refuses the cached one', async () => {
    const zoomProvider = provider();
    const meeting = await zoomProvider.createMeeting(request());
    zoom.revoked.add('token-1');

    await zoomProvider.updateMeeting(meeting, request());

    expect(zoom.tokenRequests).toHaveLength(2);
    expect(zoom.apiRequests.slice(1).map((seen) => seen.headers.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
    // The new token is kept for what follows.
    await zoomProvider.deleteMeeting(meeting);
    expect(zoom.tokenRequests).toHaveLength(2);
  });

  it('gives up after one retry when every token is refused', async () => {
    zoom.revoked.add('*');
    await expect(provider().createMeeting(request())).rejects.toThrow(
      /create meeting.*HTTP 401.*Invalid access token/,
    );
    expect(zoom.tokenRequests).toHaveLength(2);
    expect(zoom.apiRequests).toHaveLength(2);
  });

  it("names the operation, the status and Zoom's message on failure", async () => {
    zoom.nextApi.push({ status: 400, body: { code: 300, message: 'Validation Failed.' } });
    const failure = await provider()
      .createMeeting(request())
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(Error);
    const message = (failure as Error).message;
    expect(message).toMatch(/create meeting/);
    expect(message).toMatch(/HTTP 400/);
    expect(message).toMatch(/Validation Failed\. \(code 300\)/);
    expect(message).not.toContain(CLIENT_SECRET);
    expect(message).not.toContain('token-1');
  });

  it('fails updates and deletes of meetings Zoom refuses, except deleting a gone one', async () => {
    const zoomProvider = provider();
    const gone: VideoMeeting = { provider: 'zoom', url: 'https://zoom.us/j/1', externalId: '1' };
    await expect(zoomProvider.updateMeeting(gone, request())).rejects.toThrow(
      /update meeting.*HTTP 404.*Meeting does not exist/,
    );
    zoom.nextApi.push({ status: 429, body: { code: 429, message: 'Too many requests.' } });
    await expect(zoomProvider.deleteMeeting(gone)).rejects.toThrow(
      /delete meeting.*HTTP 429.*Too many requests/,
    );
  });

  it('reports a failed sign-in without the secret, even if Zoom echoes it', async () => {
    zoom.nextToken = {
      status: 400,
      body: { reason: `Invalid client_secret ${CLIENT_SECRET}`, error: 'invalid_client' },
    };
    const zoomProvider = provider();
    const failure = await zoomProvider.createMeeting(request()).catch((error: unknown) => error);

    const message = (failure as Error).message;
    expect(message).toMatch(/sign-in.*HTTP 400.*Invalid client_secret/);
    expect(message).not.toContain(CLIENT_SECRET);
    expect(zoom.apiRequests).toHaveLength(0);

    // A failed sign-in is not cached: the next call tries again.
    await zoomProvider.createMeeting(request());
    expect(zoom.tokenRequests).toHaveLength(2);
  });

  it('names the operation when Zoom cannot be reached', async () => {
    const closed = new FakeZoom();
    const closedBase = await closed.start();
    await closed.stop();
    const unreachable = createZoomProvider({
      accountId: ACCOUNT_ID,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      oauthBase: closedBase,
      apiBase: `${closedBase}/v2`,
    });
    await expect(unreachable.createMeeting(request())).rejects.toThrow(/^Zoom sign-in failed: /);
  });
});
