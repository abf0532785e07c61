import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError, ERROR_MESSAGES } from '../../shared/errors';
import { SYSTEM_API } from '../../shared/routes/system-api';
import {
  HttpError,
  createHttpClient,
  fieldErrorsOf,
  isValidationError,
  setAccessToken,
} from './http';
import { ADVISOR_API } from '../../shared/routes/advisors-api';
import { IDENTITY_API } from '../../shared/routes/identity-api';

const PAGE_URL = 'https://example.test/advisor/jane-doe';
const NOW = new Date('2025-03-04T05:06:07.000Z');

interface Call {
  url: string;
  init: RequestInit;
}

function json(status: number, body: unknown, extra: { redirected?: boolean } = {}): Response {
  const response = new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
  // Response.redirected is a read-only getter; shadow it on the instance.
  if (extra.redirected) Object.defineProperty(response, 'redirected', { value: true });
  return response;
}

function fakeFetch(answer: (url: string) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init: init ?? {} });
    if (url === SYSTEM_API.logError) return new Response(null, { status: 204 });
    return answer(url);
  });
  const client = createHttpClient({
    fetch: () => fetchFn as unknown as typeof fetch,
    currentUrl: () => PAGE_URL,
    now: () => NOW,
  });
  const logCalls = () => calls.filter((call) => call.url === SYSTEM_API.logError);
  const apiCalls = () => calls.filter((call) => call.url !== SYSTEM_API.logError);
  return { client, calls, logCalls, apiCalls };
}

function headersOf(call: Call | undefined): Record<string, string> {
  return (call?.init.headers ?? {}) as Record<string, string>;
}

afterEach(() => setAccessToken(null));

describe('http helper requests', () => {
  it('sends Accept, Referer and no Authorization when signed out', async () => {
    const { client, apiCalls } = fakeFetch(() => json(200, { ok: true }));
    await expect(client.get(ADVISOR_API.home)).resolves.toEqual({ ok: true });
    const call = apiCalls()[0];
    expect(call?.init.method).toBe('GET');
    expect(headersOf(call)).toMatchObject({ Accept: 'application/json', Referer: PAGE_URL });
    expect(headersOf(call).Authorization).toBeUndefined();
    expect(call?.init.body).toBeUndefined();
  });

  it('adds a Bearer token once one is set', async () => {
    const { client, apiCalls } = fakeFetch(() => json(200, {}));
    setAccessToken('abc.def');
    await client.get(IDENTITY_API.activeUser);
    expect(headersOf(apiCalls()[0]).Authorization).toBe('Bearer abc.def');
  });

  it('sends JSON bodies for PUT, POST and DELETE', async () => {
    const { client, apiCalls } = fakeFetch(() => json(200, { saved: 1 }));
    await client.put('/api/x', { a: 1 });
    await client.post('/api/x', { b: 2 });
    await client.delete('/api/x', { c: 3 });
    expect(apiCalls().map((call) => call.init.method)).toEqual(['PUT', 'POST', 'DELETE']);
    expect(apiCalls().map((call) => call.init.body)).toEqual(['{"a":1}', '{"b":2}', '{"c":3}']);
    expect(headersOf(apiCalls()[1])['Content-Type']).toBe('application/json');
  });

  it('sends FormData untouched so the multipart boundary is set by fetch', async () => {
    const { client, apiCalls } = fakeFetch(() => json(200, {}));
    const form = new FormData();
    form.append('file', new Blob(['hello']), 'hello.txt');
    await client.post('/api/x', form);
    expect(apiCalls()[0]?.init.body).toBe(form);
    expect(headersOf(apiCalls()[0])['Content-Type']).toBeUndefined();
  });

  it('returns undefined for 204 and for redirected answers', async () => {
    const noContent = fakeFetch(() => new Response(null, { status: 204 }));
    await expect(noContent.client.post('/api/x', {})).resolves.toBeUndefined();
    const redirected = fakeFetch(() => json(200, { page: 'login' }, { redirected: true }));
    await expect(redirected.client.get('/api/x')).resolves.toBeUndefined();
  });
});

describe('http helper failures', () => {
  it('rebuilds the shared AppError from a body with a known code', async () => {
    const body = {
      code: 'validation',
      message: ERROR_MESSAGES.validation,
      fieldErrors: { email: ['Enter a valid email address.'] },
      requestId: 'req-1',
    };
    const { client } = fakeFetch(() => json(400, body));
    const error = await client.post('/api/x', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('validation');
    expect((error as AppError).message).toBe(ERROR_MESSAGES.validation);
    expect(isValidationError(error)).toBe(true);
    expect(fieldErrorsOf(error)).toEqual(body.fieldErrors);
  });

  it('treats a bare 400 as a validation-type error with the string body as message', async () => {
    const { client } = fakeFetch(() => json(400, 'Name is required'));
    const error = await client.get('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('Name is required');
    expect((error as HttpError).status).toBe(400);
    expect(isValidationError(error)).toBe(true);
  });

  it('uses a message field, then the stringified object, then empty text', async () => {
    const withMessage = fakeFetch(() => json(500, { message: 'Boom' }));
    await expect(withMessage.client.get('/api/x')).rejects.toThrow('Boom');

    const otherObject = fakeFetch(() => json(502, { detail: 'upstream' }));
    const stringified = await otherObject.client.get('/api/x').catch((e: unknown) => e);
    expect((stringified as Error).message).toBe('{"detail":"upstream"}');

    const noBody = fakeFetch(() => new Response(null, { status: 503 }));
    const empty = await noBody.client.get('/api/x').catch((e: unknown) => e);
    expect(empty).toBeInstanceOf(HttpError);
    expect((empty as HttpError).message).toBe('');
    expect(isValidationError(empty)).toBe(false);
  });

  it('runs the per-status callback before rethrowing', async () => {
    const { client } = fakeFetch(() => json(404, { code: 'notFound', message: 'Gone' }));
    const onNotFound = vi.fn();
    const onServerError = vi.fn();
    await expect(
      client.get('/api/x', { onStatus: { 404: onNotFound, 500: onServerError } }),
    ).rejects.toBeInstanceOf(AppError);
    expect(onNotFound).toHaveBeenCalledTimes(1);
    expect(onNotFound.mock.calls[0]?.[0]).toBeInstanceOf(AppError);
    expect(onServerError).not.toHaveBeenCalled();
  });

  it('logs every HTTP failure to the error log with its five fields', async () => {
    const { client, logCalls } = fakeFetch(() => json(500, { code: 'general', message: 'Oops' }));
    await expect(client.delete('/api/admin/users/7')).rejects.toThrow('Oops');
    expect(logCalls()).toHaveLength(1);
    const logged = JSON.parse(String(logCalls()[0]?.init.body)) as Record<string, unknown>;
    expect(logged).toMatchObject({
      source: 'http DELETE /api/admin/users/7',
      message: 'Oops',
      referringUrl: PAGE_URL,
      clientDate: NOW.toISOString(),
    });
    expect(JSON.parse(String(logged.otherInformation))).toMatchObject({
      status: 500,
      code: 'general',
    });
    expect(logCalls()[0]?.init.method).toBe('POST');
  });

  it('does not log network failures but still rethrows them', async () => {
    const { client, logCalls } = fakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.get('/api/x')).rejects.toThrow('Failed to fetch');
    expect(logCalls()).toHaveLength(0);
  });

  it('logs an unreadable success body and rethrows', async () => {
    const { client, logCalls } = fakeFetch(() => new Response('<html>', { status: 200 }));
    await expect(client.get('/api/x')).rejects.toBeInstanceOf(HttpError);
    expect(logCalls()).toHaveLength(1);
  });

  it('keeps the original error when logging itself fails', async () => {
    const fetchFn = vi.fn(async (input: RequestInfo | URL) => {
      if (String(input) === SYSTEM_API.logError) throw new Error('log down');
      return json(500, { message: 'Original' });
    });
    const client = createHttpClient({
      fetch: () => fetchFn as unknown as typeof fetch,
      currentUrl: () => PAGE_URL,
    });
    await expect(client.get('/api/x')).rejects.toThrow('Original');
  });
});
