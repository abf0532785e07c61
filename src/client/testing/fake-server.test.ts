import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { SYSTEM_API } from '../../shared/routes/system-api';
import { failUnexpectedCall, fakeServer } from './fake-server';

const note = z.object({ text: z.string().min(1) });

afterEach(() => vi.unstubAllGlobals());

const send = (url: string, method = 'GET', body?: unknown) =>
  fetch(url, {
    method,
    headers: { Accept: 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

describe('the fake server', () => {
  it('answers by method and path, query aside, and records every call', async () => {
    const server = fakeServer({
      'GET /api/notes': () => ({ body: [{ text: 'one' }] }),
      'DELETE /api/notes/7': () => ({ status: 204 }),
    });
    const list = await send('/api/notes?sort=new');
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual([{ text: 'one' }]);
    expect((await send('/api/notes/7', 'DELETE')).status).toBe(204);
    expect(server.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/notes?sort=new',
      'DELETE /api/notes/7',
    ]);
    expect(server.calls[0]?.query.get('sort')).toBe('new');
    expect(server.calls[0]?.headers).toEqual({ Accept: 'application/json' });
    expect(server.fetch).toHaveBeenCalledTimes(2);
  });

  it('takes patterns with named and optional segments, a written path first', async () => {
    const server = fakeServer({
      'PUT /api/notes/:noteId/text': (call) => ({ body: { id: call.params.noteId } }),
      'GET /api/invites/:advisorId/:eventId?': (call) => ({ body: call.params }),
      'GET /api/invites/a1/special': () => ({ body: 'written' }),
    });
    expect(await (await send('/api/notes/n9/text', 'PUT', { text: 'hi' })).json()).toEqual({
      id: 'n9',
    });
    expect(await (await send('/api/invites/a1')).json()).toEqual({ advisorId: 'a1' });
    expect(await (await send('/api/invites/a1/e2')).json()).toEqual({
      advisorId: 'a1',
      eventId: 'e2',
    });
    expect(await (await send('/api/invites/a1/special')).json()).toBe('written');
    expect(server.callsTo('PUT /api/notes/:noteId/text')).toHaveLength(1);
    expect(server.sent('PUT /api/notes/:noteId/text', note)).toEqual([{ text: 'hi' }]);
  });

  it('fails the test when the client sent what the shared contract refuses', async () => {
    const server = fakeServer({ 'POST /api/notes': () => ({ status: 201 }) });
    await send('/api/notes', 'POST', { text: '' });
    expect(() => server.sent('POST /api/notes', note)).toThrow();
  });

  it('answers 404 to what no route takes, or what `unhandled` says, and can be offline', async () => {
    fakeServer({});
    const missing = await send('/api/nowhere');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: 'notFound', message: 'Not found' });

    fakeServer({}, { unhandled: failUnexpectedCall });
    await expect(send('/api/nowhere')).rejects.toThrow('Unexpected call to GET /api/nowhere');

    fakeServer(() => 'offline');
    await expect(send('/api/notes')).rejects.toThrow(TypeError);
  });

  it('lets one handler see every call, and keeps error reports out of the record', async () => {
    const server = fakeServer((call) => (call.path === '/api/ping' ? { body: 'pong' } : undefined));
    expect(await (await send('/api/ping')).json()).toBe('pong');
    expect((await send('/api/other')).status).toBe(404);
    expect((await send(SYSTEM_API.logError, 'POST', { message: 'x' })).status).toBe(204);
    expect(server.calls.map((call) => call.path)).toEqual(['/api/ping', '/api/other']);
  });
});
