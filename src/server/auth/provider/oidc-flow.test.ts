// The whole sign-in of the web app against the embedded provider: discovery, authorization code
// with PKCE, the login page, JWT access tokens checked with jose, refresh rotation, sign-out.
import { createLocalJWKSet, jwtVerify } from 'jose';
import type { JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OIDC_SCOPES, SESSION_STATE_COOKIE } from '../../../shared/constants';
import { AUTH_PAGES } from '../../../shared/routes/identity';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { exchangeCode, refresh, signIn, TestBrowser } from './test-browser';
import type { TokenSet } from './test-browser';

let t: TestApp;
let jwks: ReturnType<typeof createLocalJWKSet>;
const demo = (role: string) => DEMO_ACCOUNTS.find((account) => account.role === role)!;

beforeAll(async () => {
  t = await createTestApp();
  const browser = new TestBrowser(t.app, t.config);
  const discovery = (await browser.get('/oidc/.well-known/openid-configuration')).json<{
    jwks_uri: string;
  }>();
  jwks = createLocalJWKSet((await browser.get(discovery.jwks_uri)).json<JSONWebKeySet>());
});
afterAll(async () => {
  await t.close();
});

async function signInAndExchange(browser: TestBrowser, email: string, password: string) {
  const { request, callback } = await signIn(browser, t.config, { email, password });
  expect(callback.origin + callback.pathname).toBe(
    `${t.config.publicUrl}${AUTH_PAGES.loginCallback}`,
  );
  expect(callback.searchParams.get('state')).toBe(request.state);
  const code = callback.searchParams.get('code');
  expect(code).toBeTruthy();
  const response = await exchangeCode(browser, t.config, request, code!);
  expect(response.statusCode, response.body).toBe(200);
  return { tokens: response.json<TokenSet>(), request };
}

describe('embedded OpenID provider', () => {
  it('publishes discovery for the configured issuer with PKCE and end session', async () => {
    const browser = new TestBrowser(t.app, t.config);
    const response = await browser.get('/oidc/.well-known/openid-configuration');
    expect(response.statusCode).toBe(200);
    const discovery = response.json<Record<string, unknown>>();
    expect(discovery.issuer).toBe(t.config.oidcIssuer);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.end_session_endpoint).toBe(`${t.config.oidcIssuer}/session/end`);
    expect(discovery.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'offline_access', 'profile', 'email']),
    );
  });

  it('signs in with code + PKCE and issues a JWT access token with the product claims', async () => {
    const browser = new TestBrowser(t.app, t.config);
    const admin = demo('Admin');
    const { tokens, request } = await signInAndExchange(browser, admin.email, admin.password);
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.scope).toBe('openid profile email');
    expect(tokens.refresh_token).toBeTruthy();

    const { payload, protectedHeader } = await jwtVerify(tokens.access_token, jwks, {
      issuer: t.config.oidcIssuer,
      audience: t.config.oidcAudience,
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(protectedHeader.typ).toBe('at+jwt');
    expect(payload).toMatchObject({
      name: 'Jordan Ellis',
      email: admin.email,
      role: 'Admin',
      firm_member: true,
      client_id: t.config.oidcClientId,
    });
    expect(payload.sub).toMatch(/^[0-9a-f-]{36}$/);
    expect(payload.exp! - payload.iat!).toBe(t.config.accessTokenTtlSeconds);

    const id = await jwtVerify(tokens.id_token, jwks, {
      issuer: t.config.oidcIssuer,
      audience: t.config.oidcClientId,
    });
    expect(id.payload).toMatchObject({
      sub: payload.sub,
      nonce: request.nonce,
      name: 'Jordan Ellis',
      email: admin.email,
      role: 'Admin',
      firm_member: true,
    });
  });

  it('puts several roles in the role claim as a list', async () => {
    const browser = new TestBrowser(t.app, t.config);
    const affiliate = demo('Affiliate');
    const { tokens } = await signInAndExchange(browser, affiliate.email, affiliate.password);
    const { payload } = await jwtVerify(tokens.access_token, jwks, {
      issuer: t.config.oidcIssuer,
      audience: t.config.oidcAudience,
    });
    expect(payload.role).toEqual(['Affiliate', 'Consumer']);
    expect(payload.firm_member).toBe(false);
  });

  it('rotates refresh tokens: the used one is rejected afterwards', async () => {
    const browser = new TestBrowser(t.app, t.config);
    const consumer = demo('Consumer');
    const { tokens } = await signInAndExchange(browser, consumer.email, consumer.password);

    const first = await refresh(browser, t.config, tokens.refresh_token!);
    expect(first.statusCode, first.body).toBe(200);
    const renewed = first.json<TokenSet>();
    expect(renewed.refresh_token).toBeTruthy();
    expect(renewed.refresh_token).not.toBe(tokens.refresh_token);
    const { payload } = await jwtVerify(renewed.access_token, jwks, {
      issuer: t.config.oidcIssuer,
      audience: t.config.oidcAudience,
    });
    expect(payload).toMatchObject({ email: consumer.email, role: 'Consumer' });

    const reused = await refresh(browser, t.config, tokens.refresh_token!);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('signs in silently while the session lasts (prompt=none)', async () => {
    const browser = new TestBrowser(t.app, t.config);
    const advisor = demo('Advisor');
    await signInAndExchange(browser, advisor.email, advisor.password);
    const again = await signIn(browser, t.config, { email: '', password: '' }, { prompt: 'none' });
    expect(again.callback.searchParams.get('code')).toBeTruthy();
    expect(again.callback.searchParams.get('error')).toBeNull();
  });

  it('logs out through end session and returns to the web app', async () => {
    const browser = new TestBrowser(t.app, t.config);
    const consumer = demo('Consumer');
    const { tokens } = await signInAndExchange(browser, consumer.email, consumer.password);
    // A page can see that a session exists (ADR 0072), without seeing the session cookie itself.
    const sessionState = browser.cookie(SESSION_STATE_COOKIE);
    expect(sessionState).toMatch(/^[\w-]{22}$/);
    expect(sessionState).not.toBe(browser.cookie('_session'));
    const postLogout = `${t.config.publicUrl}${AUTH_PAGES.logoutCallback}`;
    const confirm = await browser.get(
      `/oidc/session/end?${new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: postLogout, state: 'bye' })}`,
    );
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('Log out?');
    // The web app's own sign-out submits itself through a script file, never an inline one.
    expect(confirm.body).toContain('<script src="/oidc/assets/logout-submit.js" defer></script>');
    expect(confirm.body).not.toMatch(/<script>/);
    const script = await browser.get('/oidc/assets/logout-submit.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.body).toContain("getElementById('op.logoutForm')");
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)?.[1];
    expect(xsrf).toBeTruthy();
    const done = await browser.follow(
      await browser.post('/oidc/session/end/confirm', { xsrf: xsrf!, logout: 'yes' }),
    );
    expect(done).toBe(`${postLogout}?state=bye`);
    // Logging out takes the readable session state away with the session.
    expect(browser.cookie(SESSION_STATE_COOKIE)).toBeUndefined();

    const silent = await signIn(browser, t.config, { email: '', password: '' }, { prompt: 'none' });
    expect(silent.callback.searchParams.get('error')).toBe('login_required');
    // Refresh tokens without offline_access end with the session.
    const refreshed = await refresh(browser, t.config, tokens.refresh_token!);
    expect(refreshed.statusCode).toBe(400);
  });

  it('grants offline_access with prompt=consent without showing a consent page', async () => {
    const browser = new TestBrowser(t.app, t.config);
    const consumer = demo('Consumer');
    const { request, callback } = await signIn(
      browser,
      t.config,
      { email: consumer.email, password: consumer.password },
      { prompt: 'login consent' },
    );
    const response = await exchangeCode(
      browser,
      t.config,
      request,
      callback.searchParams.get('code')!,
    );
    expect(response.statusCode, response.body).toBe(200);
    const tokens = response.json<TokenSet>();
    expect(tokens.scope).toBe(OIDC_SCOPES);
    expect(tokens.refresh_token).toBeTruthy();
    expect((await refresh(browser, t.config, tokens.refresh_token!)).statusCode).toBe(200);
  });

  it('asks before logging out when the request does not come from the web app', async () => {
    const browser = new TestBrowser(t.app, t.config);
    await signInAndExchange(browser, demo('Consumer').email, demo('Consumer').password);
    const page = await browser.get('/oidc/session/end');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Yes, log me out');
    expect(page.body).not.toContain('<script');
  });

  it('refuses an authorization request without PKCE', async () => {
    const browser = new TestBrowser(t.app, t.config);
    const params = new URLSearchParams({
      client_id: t.config.oidcClientId,
      redirect_uri: `${t.config.publicUrl}${AUTH_PAGES.loginCallback}`,
      response_type: 'code',
      scope: 'openid',
      state: 'x',
    });
    const response = await browser.get(`/oidc/auth?${params}`);
    const location = new URL(String(response.headers.location));
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });
});
