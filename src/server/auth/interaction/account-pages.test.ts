// The account pages outside an interaction: register (limits, duplicate emails in any case,
// affiliates), forgot and reset password by emailed link, and email confirmation.
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PAGES } from '../../../shared/routes/account';
import { roles, userRoles, users } from '../../db/schema/accounts';
import { emails } from '../../db/schema/notifications';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { csrfTokenOf, exchangeCode, refresh, signIn, TestBrowser } from '../provider/test-browser';
import type { TokenSet } from '../provider/test-browser';
import { IDENTITY_PAGES } from '../../../shared/routes/identity';
import { TEST_MODE } from '../../../shared/test-mode';

let t: TestApp;
let address = 0;
const newBrowser = () => new TestBrowser(t.app, t.config, `192.0.2.${(address += 1)}`);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function registerForm(browser: TestBrowser, query = '') {
  const page = await browser.get(`/oidc/register${query}`);
  expect(page.statusCode).toBe(200);
  return { page, csrf: csrfTokenOf(page.body) };
}

async function postRegister(browser: TestBrowser, fields: Record<string, string>) {
  const { csrf } = await registerForm(browser);
  return browser.post(IDENTITY_PAGES.register, { _csrf: csrf, ...fields });
}

async function lastEmailTo(address: string) {
  const [email] = await t.database.db
    .select()
    .from(emails)
    .where(sql`lower(${emails.toAddress}) = lower(${address})`)
    .orderBy(desc(emails.createdAt))
    .limit(1);
  return email;
}

const linkIn = (text: string, path: string) =>
  new RegExp(`${t.config.publicUrl}${path}\\?token=[A-Za-z0-9_-]+`).exec(text)?.[0];

const rolesOf = async (email: string) =>
  (
    await t.database.db
      .select({ name: roles.name })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(users.email, email))
      .orderBy(roles.name)
  ).map((row) => row.name);

describe('register page', () => {
  const valid = {
    fullName: 'Morgan Blake',
    email: 'morgan.blake@example.com',
    password: 'eight-ch',
  };

  it('refuses a form posted without the page token', async () => {
    const browser = newBrowser();
    const response = await browser.post(IDENTITY_PAGES.register, valid);
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain('Please try again');
  });

  it('enforces the email, password and name limits with clear messages', async () => {
    const browser = newBrowser();
    const longEmail = `${'a'.repeat(239)}@example.com`;
    expect(longEmail).toHaveLength(251);
    const cases: Array<[Record<string, string>, string]> = [
      [{ email: longEmail }, 'Email must be at most 250 characters.'],
      [{ email: 'not-an-email' }, 'Enter a valid email address.'],
      [{ password: 'seven77' }, 'Password must be at least 8 characters.'],
      [{ password: 'x'.repeat(51) }, 'Password must be at most 50 characters.'],
      [{ fullName: 'n'.repeat(51) }, 'Full name must be at most 50 characters.'],
      [{ fullName: 'n' }, 'Full name must be at least 2 characters.'],
      [{ fullName: '' }, 'Full name is required.'],
    ];
    for (const [change, message] of cases) {
      const response = await postRegister(browser, { ...valid, ...change });
      expect(response.statusCode, message).toBe(400);
      expect(response.body).toContain(message);
    }
    const count = await t.database.db.select().from(users).where(eq(users.email, valid.email));
    expect(count).toHaveLength(0);
  });

  it('accepts the limits themselves', async () => {
    const browser = newBrowser();
    const email = `${'b'.repeat(238)}@example.com`;
    expect(email).toHaveLength(250);
    const response = await postRegister(browser, {
      fullName: 'n'.repeat(50),
      email,
      password: 'p'.repeat(50),
    });
    expect(response.statusCode).toBe(201);
    expect(await rolesOf(email)).toEqual(['Consumer']);
  });

  it('refuses an email that exists in another case', async () => {
    const browser = newBrowser();
    const existing = DEMO_ACCOUNTS[2]!.email;
    const response = await postRegister(browser, { ...valid, email: existing.toUpperCase() });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('An account with this email already exists.');
  });

  it('creates a consumer, sends the welcome email, and the confirmation link works once', async () => {
    const browser = newBrowser();
    const response = await postRegister(browser, valid);
    expect(response.statusCode).toBe(201);
    expect(response.body).toContain('Your account is ready');
    expect(await rolesOf(valid.email)).toEqual(['Consumer']);

    const welcome = await lastEmailTo(valid.email);
    expect(welcome).toMatchObject({
      template: 'welcome',
      status: 'stored',
      subject: `${TEST_MODE.emailSubjectPrefix}Welcome to Just Financial Advice`,
    });
    const link = linkIn(welcome!.textBody, IDENTITY_PAGES.verifyEmail);
    expect(link).toBeTruthy();
    expect(welcome!.htmlBody).toContain(link!);

    const confirm = await browser.get(link!);
    expect(confirm.statusCode).toBe(200);
    const token = /name="token" value="([^"]+)"/.exec(confirm.body)![1]!;
    const csrf = csrfTokenOf(confirm.body);
    const [before] = await t.database.db.select().from(users).where(eq(users.email, valid.email));
    expect(before!.emailVerifiedAt).toBeNull();

    const done = await browser.post(IDENTITY_PAGES.verifyEmail, { _csrf: csrf, token });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('your email is confirmed');
    const [after] = await t.database.db.select().from(users).where(eq(users.email, valid.email));
    expect(after!.emailVerifiedAt).toBeInstanceOf(Date);

    const again = await browser.post(IDENTITY_PAGES.verifyEmail, { _csrf: csrf, token });
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('This link no longer works');
    // A lost or expired link is replaced from the profile page.
    expect(again.body).toContain(`href="${ACCOUNT_PAGES.profile}"`);
  });

  it('creates an affiliate (with Consumer) from ?affiliate=true', async () => {
    const browser = newBrowser();
    const { page, csrf } = await registerForm(browser, '?affiliate=true');
    expect(page.body).toContain('Create your affiliate account');
    const response = await browser.post(IDENTITY_PAGES.register, {
      _csrf: csrf,
      affiliate: 'true',
      fullName: 'Quinn Avery',
      email: 'quinn.avery@example.com',
      password: 'affiliate-pass',
    });
    expect(response.statusCode).toBe(201);
    expect(await rolesOf('quinn.avery@example.com')).toEqual(['Affiliate', 'Consumer']);
  });
});

describe('password reset', () => {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === 'Affiliate')!;
  const newPassword = 'a-brand-new-password';

  it('emails a link that sets a new password once and signs the person out everywhere', async () => {
    const browser = newBrowser();
    // A session from before the reset, with a refresh token.
    const before = await signIn(browser, t.config, account);
    const tokens = (
      await exchangeCode(
        browser,
        t.config,
        before.request,
        before.callback.searchParams.get('code')!,
      )
    ).json<TokenSet>();

    const form = await browser.get(IDENTITY_PAGES.forgotPassword);
    const sent = await browser.post(IDENTITY_PAGES.forgotPassword, {
      _csrf: csrfTokenOf(form.body),
      email: account.email.toUpperCase(),
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('If an account exists for that email');

    const email = await lastEmailTo(account.email);
    expect(email).toMatchObject({
      template: 'reset-password',
      subject: `${TEST_MODE.emailSubjectPrefix}Reset your password`,
    });
    const link = linkIn(email!.textBody, IDENTITY_PAGES.resetPassword);
    expect(link).toBeTruthy();

    const page = await browser.get(link!);
    expect(page.statusCode).toBe(200);
    const token = /name="token" value="([^"]+)"/.exec(page.body)![1]!;
    const csrf = csrfTokenOf(page.body);

    const mismatch = await browser.post(IDENTITY_PAGES.resetPassword, {
      _csrf: csrf,
      token,
      password: newPassword,
      confirmPassword: 'something-else',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain('The passwords do not match.');
    const tooShort = await browser.post(IDENTITY_PAGES.resetPassword, {
      _csrf: csrf,
      token,
      password: 'short',
      confirmPassword: 'short',
    });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.body).toContain('Password must be at least 8 characters.');

    const changed = await browser.post(IDENTITY_PAGES.resetPassword, {
      _csrf: csrf,
      token,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('Your password is changed');

    const reused = await browser.post(IDENTITY_PAGES.resetPassword, {
      _csrf: csrf,
      token,
      password: 'yet-another-password',
      confirmPassword: 'yet-another-password',
    });
    expect(reused.statusCode).toBe(410);
    expect((await browser.get(link!)).statusCode).toBe(410);

    // Sessions and refresh tokens from before are gone.
    expect((await refresh(browser, t.config, tokens.refresh_token!)).statusCode).toBe(400);

    const fresh = newBrowser();
    const { callback } = await signIn(fresh, t.config, {
      email: account.email,
      password: newPassword,
    });
    expect(callback.searchParams.get('code')).toBeTruthy();
    const old = newBrowser();
    await expect(signIn(old, t.config, account)).rejects.toThrow(/Login did not finish: 401/);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const browser = newBrowser();
    const form = await browser.get(IDENTITY_PAGES.forgotPassword);
    const response = await browser.post(IDENTITY_PAGES.forgotPassword, {
      _csrf: csrfTokenOf(form.body),
      email: 'nobody-here@example.com',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('If an account exists for that email');
    expect(await lastEmailTo('nobody-here@example.com')).toBeUndefined();
  });

  it('refuses a made-up token', async () => {
    const browser = newBrowser();
    const response = await browser.get(`${IDENTITY_PAGES.resetPassword}?token=made-up`);
    expect(response.statusCode).toBe(410);
    expect(response.body).toContain('This link no longer works');
  });

  it('keeps only the newest link usable', async () => {
    const browser = newBrowser();
    const consumer = DEMO_ACCOUNTS.find((candidate) => candidate.role === 'Consumer')!;
    const links: string[] = [];
    for (let round = 0; round < 2; round += 1) {
      const form = await browser.get(IDENTITY_PAGES.forgotPassword);
      await browser.post(IDENTITY_PAGES.forgotPassword, {
        _csrf: csrfTokenOf(form.body),
        email: consumer.email,
      });
      links.push(
        linkIn((await lastEmailTo(consumer.email))!.textBody, IDENTITY_PAGES.resetPassword)!,
      );
    }
    expect(links[0]).not.toBe(links[1]);
    expect((await browser.get(links[0]!)).statusCode).toBe(410);
    expect((await browser.get(links[1]!)).statusCode).toBe(200);
  });
});
