// The input rule at the edge: what it refuses, what it lets through, and that a refused request
// leaves nothing in the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVAILABILITY_API } from '../../shared/routes/availability-api';
import { IDENTITY_PAGES } from '../../shared/routes/identity';
import { SITE_API } from '../../shared/routes/site-api';
import { SYSTEM_API } from '../../shared/routes/system-api';
import { CONTACT_TOPICS } from '../../shared/contracts/contact';
import { INPUT_MESSAGES } from '../../shared/input-rules';
import { contactMessages } from '../db/schema/contact';
import { errorLog } from '../db/schema/system';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { hold, openSlots, signedInCaller } from '../testing/test-booking';
import { checkMultipartType, checkParsedBody, checkRequestTarget } from './input-guard';

describe('checkRequestTarget', () => {
  it.each([
    ['/api/x/%00', 'path', INPUT_MESSAGES.nul],
    ['/api/x/a%ED%A0%80', 'path', INPUT_MESSAGES.badEncoding],
    ['/api/x/%E0%A4%A', 'path', INPUT_MESSAGES.badEncoding],
    ['/api/x?token=a%00', 'token', INPUT_MESSAGES.nul],
    ['/api/x?a%00b=1', 'query', INPUT_MESSAGES.nul],
    ['/api/x?q=%', 'q', INPUT_MESSAGES.badEncoding],
    ['/api/x?page=1&page=2', 'page', INPUT_MESSAGES.repeated],
    ['/api/x?page=1&page', 'page', INPUT_MESSAGES.repeated],
  ])('refuses %s naming %s', (url, field, problem) => {
    expect(checkRequestTarget(url)).toEqual({ [field]: [problem] });
  });

  it('lets ordinary addresses through, repeats where the route allows them', () => {
    expect(checkRequestTarget('/advisors/retirement?sort=newest&filters=a+b&q=caf%C3%A9')).toEqual(
      {},
    );
    expect(checkRequestTarget('/x?emoji=%F0%9F%98%80&empty=&&')).toEqual({});
    expect(checkRequestTarget('/x?tag=a&tag=b', ['tag'])).toEqual({});
  });
});

describe('checkParsedBody', () => {
  it('finds NUL and lone surrogates at any depth, in keys and values, naming the path', () => {
    expect(checkParsedBody({ a: { b: ['ok', 'x\u0000'] } })).toEqual({
      'a.b.1': [INPUT_MESSAGES.nul],
    });
    expect(checkParsedBody({ note: 'broken \ud83d' })).toEqual({
      note: [INPUT_MESSAGES.loneSurrogate],
    });
    expect(checkParsedBody({ note: 'lonely \ude00 low' })).toEqual({
      note: [INPUT_MESSAGES.loneSurrogate],
    });
    expect(checkParsedBody({ 'k\u0000': 1 })).toEqual({ _: [INPUT_MESSAGES.nul] });
  });

  it('lets whole emoji, other scripts and non-text values through', () => {
    expect(checkParsedBody({ a: 'Grüße 😀 日本', n: 1, b: true, z: null, list: [] })).toEqual({});
    expect(checkParsedBody(Buffer.from([0, 1, 2]))).toEqual({});
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(Object.values(checkParsedBody(deep))).toEqual([[INPUT_MESSAGES.nul]]);
  });
});

describe('checkMultipartType', () => {
  it.each([
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'multipart/form-data; boundary=""',
    `multipart/form-data; boundary=${'b'.repeat(71)}`,
  ])('refuses %j', (type) => {
    expect(checkMultipartType(type)).toEqual({ body: [INPUT_MESSAGES.badMultipart] });
  });
  it('accepts a usable boundary and other types', () => {
    expect(checkMultipartType('multipart/form-data; boundary=----abc')).toEqual({});
    expect(checkMultipartType('Multipart/Form-Data; boundary="a b"')).toEqual({});
    expect(checkMultipartType('application/json')).toEqual({});
    expect(checkMultipartType(undefined)).toEqual({});
  });
});

describe('over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a contact message with a broken character before it is stored', async () => {
    const before = await t.database.db.$count(contactMessages);
    const response = await t.app.inject({
      method: 'POST',
      url: SITE_API.contact,
      payload: {
        name: 'Sam Lee',
        email: 'sam@example.test',
        topic: CONTACT_TOPICS[0]!.value,
        subject: 'Hello',
        message: 'A question about fees \ud83d',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: `message: ${INPUT_MESSAGES.loneSurrogate}`,
      fieldErrors: { message: [INPUT_MESSAGES.loneSurrogate] },
    });
    expect(await t.database.db.$count(contactMessages)).toBe(before);
  });

  it('refuses a NUL in a logged client error before it is stored', async () => {
    const before = await t.database.db.$count(errorLog);
    const response = await t.app.inject({
      method: 'POST',
      url: SYSTEM_API.logError,
      payload: { source: 'page', message: 'bad\u0000', clientDate: '2026-01-01T00:00:00Z' },
    });
    expect(response.statusCode).toBe(400);
    expect(await t.database.db.$count(errorLog)).toBe(before);
  });

  it('refuses holds and slot windows outside 1900 to 2200', async () => {
    const client = await signedInCaller(t);
    for (const start of ['0000-01-01T00:00:00Z', '9999-12-31T23:00:00Z', '1899-12-31T12:00:00Z']) {
      const answer = await hold(t.app, client, 'thomas-nguyen', start);
      expect(answer.statusCode, start).toBe(400);
      expect(answer.json()).toMatchObject({ fieldErrors: { start: [INPUT_MESSAGES.dateRange] } });
      const slots = await t.app.inject({
        method: 'GET',
        url: `${AVAILABILITY_API.advisorSlots('thomas-nguyen')}?from=${encodeURIComponent(start)}`,
      });
      expect(slots.statusCode, start).toBe(400);
    }
    expect((await openSlots(t.app, 'thomas-nguyen')).length).toBeGreaterThan(0);
  });

  it('answers a repeated token on a sign-in page with a 400 page, not a 500', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${IDENTITY_PAGES.resetPassword}?token=a&token=b`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(INPUT_MESSAGES.repeated);
  });
});
