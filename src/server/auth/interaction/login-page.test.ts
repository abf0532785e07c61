// The login page of a sign-in interaction: one answer for unknown emails and wrong passwords,
// growing waits after repeated failures that spare the owner, the unlock link, a per-address limit, and registering from the interaction.
import { and, eq } from 'drizzle-orm';
import { createLocalJWKSet, jwtVerify } from 'jose';
import type { JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_FIRST_DELAY_MINUTES, SIGN_IN_PAIR_FREE_FAILURES } from '../../../shared/constants';
import { emails } from '../../db/schema/notifications';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { ACCOUNT_PATHS } from '../account-paths';
import {
  authorizationRequest,
  csrfTokenOf,
  exchangeCode,
  interactionUid,
  signIn,
  TestBrowser,
} from '../provider/test-browser';
import type { TokenSet } from '../provider/test-browser';
import { LOGIN_MESSAGES } from './account-views';
import { LOGIN_RATE_LIMIT } from './interaction.routes';
import { UNLOCK_MESSAGES } from './unlock-views';
import { escapeHtmlNumeric } from '../../html/escape-html';

let t: TestApp;
const consumer = DEMO_ACCOUNTS.find((account) => account.role === 'Consumer')!;
let address = 0;
/** Each test comes from its own address so the per-address limit stays out of the way. */
const newBrowser = () => new TestBrowser(t.app, t.config, `198.51.100.${(address += 1)}`);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function openLogin(browser: TestBrowser, extra: Record<string, string> = {}) {
  const request = authorizationRequest(t.config, extra);
  const page = await browser.follow(await browser.get(request.url));
  if (typeof page === 'string') throw new Error(`Unexpected redirect to ${page}`);
  const uid = interactionUid(page.body);
  if (!uid) throw new Error('No interaction form.');
  return { request, page, uid };
}

const postLogin = (browser: TestBrowser, uid: string, email: string, password: string) =>
  browser.post(`/oidc/interaction/${uid}/login`, { email, password });

describe('login page', () => {
  it('looks like the product and links to password reset and registration', async () => {
    const browser = newBrowser();
    const { page, uid } = await openLogin(browser);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<title>Log in - Just Financial Advice</title>');
    expect(page.body).toContain('<label for="field-email">Email</label>');
    expect(page.body).toContain('<label for="field-password">Password</label>');
    expect(page.body).toContain('href="/oidc/forgot-password"');
    expect(page.body).toContain(`href="/oidc/interaction/${uid}/register"`);
    expect(page.body).toContain('<a class="brand" href="/">');
    expect(page.body).not.toContain('<script');
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const browser = newBrowser();
    const { uid } = await openLogin(browser);
    const wrong = await postLogin(browser, uid, consumer.email, 'not-the-password');
    const unknown = await postLogin(browser, uid, 'nobody@example.com', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(wrong.body).toContain(LOGIN_MESSAGES.invalid);
    const withoutEmail = (body: string, email: string) =>
      body.replace(`value="${email}"`, 'value=""');
    expect(withoutEmail(unknown.body, 'nobody@example.com')).toBe(
      withoutEmail(wrong.body, consumer.email),
    );
  });

  it('asks for both fields', async () => {
    const browser = newBrowser();
    const { uid } = await openLogin(browser);
    const response = await postLogin(browser, uid, '', '');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(LOGIN_MESSAGES.emailRequired);
    expect(response.body).toContain(LOGIN_MESSAGES.passwordRequired);
    expect(response.body).toContain('aria-invalid="true"');
  });

  it('makes an attacker wait without locking the owner out, and the emailed link unlocks', async () => {
    const advisor = DEMO_ACCOUNTS.find((account) => account.role === 'Advisor')!;
    const attacker = newBrowser();
    const { uid } = await openLogin(attacker);
    for (let attempt = 1; attempt < SIGN_IN_PAIR_FREE_FAILURES; attempt += 1) {
      const wrong = await postLogin(attacker, uid, advisor.email, `wrong-${attempt}`);
      expect(wrong.statusCode).toBe(401);
    }
    const last = await postLogin(attacker, uid, advisor.email, 'wrong-again');
    expect(last.statusCode).toBe(423);
    expect(last.body).toContain(
      escapeHtmlNumeric(LOGIN_MESSAGES.locked(SIGN_IN_FIRST_DELAY_MINUTES)),
    );
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(50);
    // Even the right password is not checked from there while it waits.
    expect((await postLogin(attacker, uid, advisor.email, advisor.password)).statusCode).toBe(423);

    // The owner, elsewhere, signs in as usual.
    const owner = newBrowser();
    const own = await openLogin(owner);
    expect((await postLogin(owner, own.uid, advisor.email, advisor.password)).statusCode).toBe(303);

    // The owner was emailed a link that clears the wait, once.
    const [email] = await t.database.db
      .select()
      .from(emails)
      .where(and(eq(emails.toAddress, advisor.email), eq(emails.template, 'sign-in-unlock')));
    const link = /http\S+unlock-sign-in\?token=([A-Za-z0-9_-]+)/.exec(email!.textBody)!;
    const unlocking = newBrowser();
    const page = await unlocking.get(link[0]);
    expect(page.statusCode).toBe(200);
    const form = { _csrf: csrfTokenOf(page.body), token: link[1]! };
    const unlocked = await unlocking.post(ACCOUNT_PATHS.unlockSignIn, form);
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.body).toContain(UNLOCK_MESSAGES.done);
    expect((await unlocking.post(ACCOUNT_PATHS.unlockSignIn, form)).statusCode).toBe(410);
    expect((await unlocking.get(link[0])).statusCode).toBe(410);
    // A repeated parameter is refused at the edge, like on every route (ADR 0015).
    const twice = `${ACCOUNT_PATHS.unlockSignIn}?token=${link[1]}&token=${link[1]}`;
    expect((await unlocking.get(twice)).statusCode).toBe(400);
    const again = await postLogin(attacker, uid, advisor.email, advisor.password);
    expect(again.statusCode).toBe(303);
  });

  it('limits login attempts per address', async () => {
    const browser = newBrowser();
    const { uid } = await openLogin(browser);
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= LOGIN_RATE_LIMIT.max; attempt += 1) {
      statuses.push((await postLogin(browser, uid, 'nobody@example.com', 'x')).statusCode);
    }
    expect(statuses.slice(0, LOGIN_RATE_LIMIT.max).every((status) => status === 401)).toBe(true);
    const limited = await postLogin(browser, uid, consumer.email, consumer.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain('Too many attempts');
    // Another address is not affected.
    const other = newBrowser();
    const fresh = await openLogin(other);
    expect((await postLogin(other, fresh.uid, consumer.email, consumer.password)).statusCode).toBe(
      303,
    );
  });

  it('shows an expired page for an unknown or foreign interaction', async () => {
    const browser = newBrowser();
    const response = await browser.get('/oidc/interaction/not-a-real-uid');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Your sign-in page expired');
    const posted = await postLogin(browser, 'not-a-real-uid', consumer.email, consumer.password);
    expect(posted.statusCode).toBe(400);
  });
});

describe('registering from a sign-in interaction', () => {
  it('creates an affiliate who is signed straight in with both roles', async () => {
    const browser = newBrowser();
    const { request, page, uid } = await openLogin(browser, {
      screen: 'register',
      affiliate: 'true',
    });
    expect(page.body).toContain('Create your affiliate account');
    expect(page.body).toContain('name="affiliate" value="true"');
    const posted = await browser.post(`/oidc/interaction/${uid}/register`, {
      fullName: 'Riley Park',
      email: 'riley.park@example.com',
      password: 'a-long-enough-password',
      affiliate: 'true',
    });
    expect(posted.statusCode).toBe(303);
    const callback = await browser.follow(posted);
    expect(typeof callback).toBe('string');
    const code = new URL(callback as string).searchParams.get('code')!;
    const tokens = (await exchangeCode(browser, t.config, request, code)).json<TokenSet>();
    const jwks = createLocalJWKSet((await browser.get('/oidc/jwks')).json<JSONWebKeySet>());
    const { payload } = await jwtVerify(tokens.access_token, jwks, {
      issuer: t.config.oidcIssuer,
      audience: t.config.oidcAudience,
    });
    expect(payload).toMatchObject({
      name: 'Riley Park',
      email: 'riley.park@example.com',
      role: ['Affiliate', 'Consumer'],
      firm_member: false,
    });
  });

  it('moves between the login and register forms of one interaction', async () => {
    const browser = newBrowser();
    const { uid } = await openLogin(browser);
    const register = await browser.get(`/oidc/interaction/${uid}/register`);
    expect(register.statusCode).toBe(200);
    expect(register.body).toContain('Create your account');
    expect(register.body).toContain(`href="/oidc/interaction/${uid}?screen=login"`);
    const back = await browser.get(`/oidc/interaction/${uid}?screen=login`);
    expect(back.body).toContain('<h1>Log in</h1>');
  });

  it('keeps the values and shows field messages when something is wrong', async () => {
    const browser = newBrowser();
    const { uid } = await openLogin(browser);
    const response = await browser.post(`/oidc/interaction/${uid}/register`, {
      fullName: 'Sam Rivera',
      email: consumer.email.toUpperCase(),
      password: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('An account with this email already exists.');
    expect(response.body).toContain('Password must be at least 8 characters.');
    expect(response.body).toContain('value="Sam Rivera"');
    // Still signed out: the interaction continues.
    const { callback } = await signIn(browser, t.config, consumer);
    expect(callback.searchParams.get('code')).toBeTruthy();
  });
});
