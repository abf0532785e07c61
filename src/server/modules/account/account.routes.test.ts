// GET api/account/user (docs/product.md#api): the active user with roles, the firm flag and their
// zone, also with an access token issued by the embedded provider through a real sign-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUserSchema } from '../../../shared/contracts/account';
import { IDENTITY_API } from '../../../shared/routes/identity-api';
import { exchangeCode, signIn, TestBrowser } from '../../auth/provider/test-browser';
import type { TokenSet } from '../../auth/provider/test-browser';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { bearer, mintAccessToken } from '../../testing/test-tokens';
import { createTestUser } from '../../testing/test-users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const activeUser = (token: string) =>
  t.app.inject({ method: 'GET', url: IDENTITY_API.activeUser, headers: bearer(token) });

describe('GET api/account/user', () => {
  it('answers the signed-in user with all their roles and the firm flag, never cached', async () => {
    const user = await createTestUser(t.database.db, {
      roles: ['Admin', 'Advisor'],
      fullName: 'Frances Firm',
      email: 'Frances.Firm@Example.test',
      firmMember: true,
    });
    const response = await activeUser(await mintAccessToken(t.database.db, t.config, user));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(activeUserSchema.parse(response.json())).toEqual({
      id: user.id,
      email: 'Frances.Firm@Example.test',
      fullName: 'Frances Firm',
      roles: ['Admin', 'Advisor'],
      firmMember: true,
      impersonation: null,
      timeZone: 'America/New_York',
      timeZoneChosen: false,
    });
  });

  it('accepts the access token of a real sign-in at the embedded provider', async () => {
    const demo = DEMO_ACCOUNTS.find((account) => account.role === 'Affiliate')!;
    const browser = new TestBrowser(t.app, t.config);
    const { request, callback } = await signIn(browser, t.config, demo);
    const code = callback.searchParams.get('code')!;
    const tokens = (await exchangeCode(browser, t.config, request, code)).json<TokenSet>();

    const response = await activeUser(tokens.access_token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      email: demo.email,
      fullName: demo.fullName,
      roles: ['Affiliate', 'Consumer'],
      firmMember: false,
    });
    // The ID token is for the web app, not the API.
    expect((await activeUser(tokens.id_token)).statusCode).toBe(401);
  });
});
