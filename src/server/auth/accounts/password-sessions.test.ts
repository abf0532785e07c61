// A password change (profile) or reset (emailed link) ends every sign-in of the person: sessions,
// refresh tokens and access tokens issued before it, the changing session's included. Signing in
// again with the new password works at once.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '../../../shared/routes/account-api';
import { buildApp } from '../../app';
import { IDENTITY_CACHE_MS } from '../access/identity-resolver';
import { emails } from '../../db/schema/notifications';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { bearer } from '../../testing/test-tokens';
import {
  authorizationRequest,
  csrfTokenOf,
  exchangeCode,
  refresh,
  signIn,
  TestBrowser,
} from '../provider/test-browser';
import type { TokenSet } from '../provider/test-browser';
import { IDENTITY_PAGES } from '../../../shared/routes/identity';

let t: TestApp;
let address = 0;
const newBrowser = () => new TestBrowser(t.app, t.config, `198.51.100.${(address += 1)}`);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function session(email: string, password: string) {
  const browser = newBrowser();
  const { request, callback } = await signIn(browser, t.config, { email, password });
  const exchanged = await exchangeCode(
    browser,
    t.config,
    request,
    callback.searchParams.get('code')!,
  );
  expect(exchanged.statusCode, exchanged.body).toBe(200);
  return { browser, tokens: exchanged.json<TokenSet>() };
}

let people = 0;
async function person(password: string) {
  const email = `sessions-${(people += 1)}@example.com`;
  await t.app.services.accounts.register({ fullName: 'Session Person', email, password });
  return { email };
}

const profileWith = (accessToken: string) =>
  t.app.inject({ method: 'GET', url: ACCOUNT_API.profile, headers: bearer(accessToken) });

/** What a signed-in browser can still do: call the API, renew, sign in silently. */
async function stillSignedIn(signedIn: Awaited<ReturnType<typeof session>>) {
  const api = (await profileWith(signedIn.tokens.access_token)).statusCode;
  const renewed = await refresh(signedIn.browser, t.config, signedIn.tokens.refresh_token!);
  const silent = await signedIn.browser.follow(
    await signedIn.browser.get(authorizationRequest(t.config, { prompt: 'none' }).url),
  );
  const silentUrl = new URL(typeof silent === 'string' ? silent : 'http://x/?error=page');
  return {
    api,
    refresh: renewed.statusCode,
    silentSignIn: silentUrl.searchParams.has('code')
      ? 'signed in'
      : silentUrl.searchParams.get('error'),
  };
}

const SIGNED_IN = { api: 200, refresh: 200, silentSignIn: 'signed in' };
const SIGNED_OUT = { api: 401, refresh: 400, silentSignIn: 'login_required' };

describe('password change and reset end the sessions', () => {
  it('a profile password change refuses the other session’s refresh and access tokens', async () => {
    const user = await person('first-password-1');
    const here = await session(user.email, 'first-password-1');
    const elsewhere = await session(user.email, 'first-password-1');
    expect((await profileWith(elsewhere.tokens.access_token)).statusCode).toBe(200);

    const changed = await t.app.inject({
      method: 'PUT',
      url: ACCOUNT_API.profilePassword,
      headers: bearer(here.tokens.access_token),
      payload: { currentPassword: 'first-password-1', newPassword: 'second-password-2' },
    });
    expect(changed.statusCode, changed.body).toBe(204);

    expect(await stillSignedIn(elsewhere)).toEqual(SIGNED_OUT);
    // The session that made the change is asked to sign in again too.
    expect(await stillSignedIn(here)).toEqual(SIGNED_OUT);
    const again = await session(user.email, 'second-password-2');
    expect(await stillSignedIn(again)).toEqual(SIGNED_IN);
  });

  it('a password reset by emailed link ends every session', async () => {
    const user = await person('first-password-1');
    const signedIn = await session(user.email, 'first-password-1');
    const browser = newBrowser();
    const form = await browser.get(IDENTITY_PAGES.forgotPassword);
    await browser.post(IDENTITY_PAGES.forgotPassword, {
      _csrf: csrfTokenOf(form.body),
      email: user.email,
    });
    const [email] = await t.database.db
      .select()
      .from(emails)
      .where(and(eq(emails.toAddress, user.email), eq(emails.template, 'reset-password')))
      .orderBy(desc(emails.createdAt))
      .limit(1);
    const link = /http\S+reset-password\?token=([A-Za-z0-9_-]+)/.exec(email!.textBody)!;
    const page = await browser.get(link[0]);
    const reset = await browser.post(IDENTITY_PAGES.resetPassword, {
      _csrf: csrfTokenOf(page.body),
      token: link[1]!,
      password: 'third-password-3',
      confirmPassword: 'third-password-3',
    });
    expect(reset.statusCode).toBe(200);

    expect(await stillSignedIn(signedIn)).toEqual(SIGNED_OUT);
    expect(await stillSignedIn(await session(user.email, 'third-password-3'))).toEqual(SIGNED_IN);
  });

  it('another server instance refuses the old access token within its cache time', async () => {
    const other = await buildApp({ config: t.config, database: t.database, logger: false });
    await other.ready();
    try {
      const user = await person('first-password-1');
      const signedIn = await session(user.email, 'first-password-1');
      const onOther = () =>
        other.inject({
          method: 'GET',
          url: ACCOUNT_API.profile,
          headers: bearer(signedIn.tokens.access_token),
        });
      // The other instance has looked the person up, so it remembers them.
      expect((await onOther()).statusCode).toBe(200);
      const changed = await t.app.inject({
        method: 'PUT',
        url: ACCOUNT_API.profilePassword,
        headers: bearer(signedIn.tokens.access_token),
        payload: { currentPassword: 'first-password-1', newPassword: 'second-password-2' },
      });
      expect(changed.statusCode).toBe(204);
      const started = Date.now();
      while ((await onOther()).statusCode === 200) {
        expect(Date.now() - started).toBeLessThan(IDENTITY_CACHE_MS + 1000);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect((await onOther()).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});
