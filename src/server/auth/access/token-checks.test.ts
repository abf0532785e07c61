// Access tokens are verified for signature, issuer, audience and expiry (docs/product.md#sign-in),
// and must belong to a user who still exists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOCK_SKEW_S } from '../../../shared/constants';
import { ADMIN_API } from '../../../shared/routes/admin-api';
import { IDENTITY_API } from '../../../shared/routes/identity-api';
import { SYSTEM_API } from '../../../shared/routes/system-api';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import {
  bearer,
  createSigningKey,
  embeddedSigningKey,
  mintAccessToken,
} from '../../testing/test-tokens';
import type { MintOptions } from '../../testing/test-tokens';
import { createTestUser, deleteTestUser } from '../../testing/test-users';
import type { TestUser } from '../../testing/test-users';

let t: TestApp;
let consumer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  consumer = await createTestUser(t.database.db, { roles: ['Consumer'], fullName: 'Casey Token' });
});
afterAll(async () => {
  await t.close();
});

const activeUser = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: IDENTITY_API.activeUser, headers });

const tokenFor = (options: MintOptions = {}, user: TestUser = consumer) =>
  mintAccessToken(t.database.db, t.config, user, options);

/** Flips one character in the middle of a token part (0 header, 1 payload, 2 signature). */
function tamper(token: string, part: number): string {
  const parts = token.split('.');
  const text = parts[part]!;
  const middle = Math.floor(text.length / 2);
  parts[part] = text.slice(0, middle) + (text[middle] === 'A' ? 'B' : 'A') + text.slice(middle + 1);
  return parts.join('.');
}

describe('access tokens', () => {
  it('accepts a good token and answers the active user', async () => {
    const response = await activeUser(bearer(await tokenFor()));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: consumer.id, fullName: 'Casey Token' });
  });

  it('answers 401 notLoggedIn with a Bearer challenge without a token', async () => {
    const response = await activeUser();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'notLoggedIn' });
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });

  const refused: [string, () => Promise<string>][] = [
    ['expired beyond the clock skew', () => tokenFor({ expiresInS: -(CLOCK_SKEW_S + 60) })],
    ['for another audience', () => tokenFor({ audience: 'https://elsewhere.example/api' })],
    ['from another issuer', () => tokenFor({ issuer: 'https://issuer.example.test' })],
    ['signed by a foreign key', async () => tokenFor({ key: await createSigningKey() })],
    [
      'signed by a foreign key posing under our key id',
      async () =>
        tokenFor({ key: await createSigningKey((await embeddedSigningKey(t.database.db)).kid) }),
    ],
    ['with a tampered payload', async () => tamper(await tokenFor(), 1)],
    ['with a tampered signature', async () => tamper(await tokenFor(), 2)],
    ['that is an ID token rather than an access token', () => tokenFor({ typ: 'JWT' })],
    ['whose subject is not a user id', () => tokenFor({}, { ...consumer, id: 'someone' })],
    ['that is not a JWT at all', async () => 'not-a-token'],
  ];

  it.each(refused)('refuses a token %s with 401', async (_label, make) => {
    const response = await activeUser(bearer(await make()));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'notLoggedIn' });
    expect(response.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });

  it('refuses an unsigned token (alg none)', async () => {
    const [, payload] = (await tokenFor()).split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString(
      'base64url',
    );
    expect((await activeUser(bearer(`${header}.${payload}.`))).statusCode).toBe(401);
  });

  it('refuses other authorization schemes', async () => {
    const response = await activeUser({ authorization: `Basic ${btoa('a:b')}` });
    expect(response.statusCode).toBe(401);
  });

  it('allows the clock skew after expiry', async () => {
    const response = await activeUser(bearer(await tokenFor({ expiresInS: -60 })));
    expect(response.statusCode).toBe(200);
  });

  it('refuses the token of a user who was deleted', async () => {
    const gone = await createTestUser(t.database.db, { roles: ['Consumer'] });
    const token = await tokenFor({}, gone);
    await deleteTestUser(t.database.db, gone.id);
    const response = await activeUser(bearer(token));
    expect(response.statusCode).toBe(401);
  });

  it('reads roles from the database, not from the token', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: ADMIN_API.users,
      headers: bearer(await tokenFor({ claims: { role: 'Admin' } })),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'forbidden' });
  });

  it('treats a bad token on a public route as an anonymous visit', async () => {
    const expired = await tokenFor({ expiresInS: -3600 });
    const response = await t.app.inject({
      method: 'GET',
      url: SYSTEM_API.appInfo,
      headers: bearer(expired),
    });
    expect(response.statusCode).toBe(200);
  });
});
