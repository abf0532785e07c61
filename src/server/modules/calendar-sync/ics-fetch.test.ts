// Fetching an external calendar within the import's limits, from a server on 127.0.0.1.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_SYNC_MESSAGES } from '../../../shared/calendar-sync';
import { CalendarFetchError, fetchCalendarText, isPrivateAddress } from './ics-fetch';

let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.url === '/slow.ics') return; // never answers
    if (request.url === '/moved.ics') {
      response.writeHead(302, { location: '/ok.ics' });
      return response.end();
    }
    if (request.url === '/big.ics') {
      // No Content-Length: the cap is found while reading.
      response.writeHead(200);
      response.write('x'.repeat(600));
      response.write('x'.repeat(600));
      return response.end();
    }
    response.writeHead(200, { 'content-type': 'text/calendar' });
    response.end('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const allowed = { allowPrivateHosts: true };

describe('fetchCalendarText', () => {
  it('reads a calendar and follows a redirect', async () => {
    expect(await fetchCalendarText(`${base}/ok.ics`, allowed)).toContain('BEGIN:VCALENDAR');
    expect(await fetchCalendarText(`${base}/moved.ics`, allowed)).toContain('BEGIN:VCALENDAR');
  });

  it('gives up on a server that does not answer in time', async () => {
    const started = Date.now();
    await expect(
      fetchCalendarText(`${base}/slow.ics`, { ...allowed, timeoutMs: 300 }),
    ).rejects.toThrow(CALENDAR_SYNC_MESSAGES.timeout);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('stops reading past the size cap', async () => {
    await expect(
      fetchCalendarText(`${base}/big.ics`, { ...allowed, maxBytes: 1000 }),
    ).rejects.toThrow(CALENDAR_SYNC_MESSAGES.tooLarge);
  });

  it('refuses private and loopback hosts unless allowed', async () => {
    for (const url of [
      `${base}/ok.ics`,
      'http://localhost/a.ics',
      'http://[::1]/a.ics',
      'http://10.1.2.3/a.ics',
    ]) {
      await expect(fetchCalendarText(url, { allowPrivateHosts: false })).rejects.toThrow(
        CALENDAR_SYNC_MESSAGES.privateHost,
      );
    }
    await expect(
      fetchCalendarText('ftp://example.com/a.ics', { allowPrivateHosts: false }),
    ).rejects.toBeInstanceOf(CalendarFetchError);
  });
});

describe('isPrivateAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.0.0.5', true],
    ['172.20.1.1', true],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['::1', true],
    ['fd00::1', true],
    ['fe80::1', true],
    ['::ffff:10.0.0.1', true],
    ['8.8.8.8', false],
    ['2001:4860:4860::8888', false],
    ['example.com', false],
  ])('%s → %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });
});
