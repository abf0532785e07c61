// Nothing secret or personal reaches the log: the server's whole log, at the chattiest level and
// with the real logger settings, is searched for every password, code, token, emailed link, card
// number, email and name used across sign-in, a rotating refresh, a password reset, a password
// change, a payment, and database errors that carry those values as query parameters.
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts';
import { emails } from '../../db/schema/notifications';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { acceptCurrentAgreements } from '../../testing/test-agreements';
import type { TestDatabase } from '../../testing/test-database';
import { createLoggedTestApp } from '../../testing/logged-test-app';
import type { LoggedTestApp } from '../../testing/logged-test-app';
import { bookMeeting, openSlots, SUCCESS_CARD } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import type { TestUser } from '../../testing/test-users';
import { bearer } from '../../testing/test-tokens';
import { ACCOUNT_API } from '../../../shared/routes/account-api';
import { SITE_API } from '../../../shared/routes/site-api';
import {
  authorizationRequest,
  csrfTokenOf,
  exchangeCode,
  interactionUid,
  refresh,
  signIn,
  TestBrowser,
} from '../provider/test-browser';
import type { TokenSet } from '../provider/test-browser';
import { IDENTITY_PAGES } from '../../../shared/routes/identity';

let logged: LoggedTestApp;
let database: TestDatabase;
let app: LoggedTestApp['app'];
let lines: string[];
let config: LoggedTestApp['config'];

beforeAll(async () => {
  logged = await createLoggedTestApp();
  ({ app, database, lines, config } = logged);
});
afterAll(async () => {
  await logged?.close();
});

/** A real database refusal (a trigger raising an error) for the writes `when` matches. */
async function refuseWrites(table: string, event: 'INSERT' | 'UPDATE', when: string) {
  await database.db.execute(
    sql.raw(`create or replace function log_test_refuse() returns trigger language plpgsql as $$
      begin raise exception 'refused by the log test'; end $$`),
  );
  await database.db.execute(
    sql.raw(`create trigger log_test_refuse before ${event} on ${table}
      for each row when (${when}) execute function log_test_refuse()`),
  );
  return () => database.db.execute(sql.raw(`drop trigger log_test_refuse on ${table}`));
}

async function signInWithTokens(browser: TestBrowser, email: string, password: string) {
  const { request, callback } = await signIn(browser, config, { email, password });
  const code = callback.searchParams.get('code')!;
  const exchanged = await exchangeCode(browser, config, request, code);
  expect(exchanged.statusCode, exchanged.body).toBe(200);
  const tokens = exchanged.json<TokenSet>();
  return { code, verifier: request.verifier, tokens };
}

async function latestEmailTo(address: string) {
  const [email] = await database.db
    .select()
    .from(emails)
    .where(eq(emails.toAddress, address))
    .orderBy(desc(emails.createdAt))
    .limit(1);
  return email!;
}

describe('log safety', () => {
  it('logs requests and failures but never a secret or personal data', async () => {
    const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === 'Consumer')!;
    const resetPassword = 'log-safety-reset-password';
    const changedPassword = 'log-safety-changed-password';
    const secrets = new Map<string, string>([
      ['the password', account.password],
      ['the password set by reset', resetPassword],
      ['the changed password', changedPassword],
      ['the email', account.email],
      ['the name', account.fullName],
    ]);
    const keep = (label: string, values: Record<string, string | undefined>) => {
      for (const [name, value] of Object.entries(values)) {
        if (value) secrets.set(`${label}: ${name}`, value);
      }
    };
    const keepTokens = (label: string, tokens: TokenSet) =>
      keep(label, {
        'access token': tokens.access_token,
        'id token': tokens.id_token,
        'refresh token': tokens.refresh_token,
      });

    // Sign-in (code + PKCE) and a rotating refresh.
    const browser = new TestBrowser(app, config);
    const first = await signInWithTokens(browser, account.email, account.password);
    const { tokens } = first;
    keep('first sign-in', { code: first.code, 'code verifier': first.verifier });
    keepTokens('first sign-in', tokens);
    const renewed = await refresh(browser, config, tokens.refresh_token!);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const renewedTokens = renewed.json<TokenSet>();
    keepTokens('refresh', renewedTokens);

    // A rotating refresh whose database write fails: the query's parameters hold the token.
    const allowRefresh = await refuseWrites(
      'oidc_payloads',
      'UPDATE',
      `new.model = 'RefreshToken' and new.consumed_at is not null`,
    );
    const failed = await refresh(browser, config, renewedTokens.refresh_token!);
    await allowRefresh();
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);

    // A password reset: request, the emailed link, the new password.
    const form = await browser.get(IDENTITY_PAGES.forgotPassword);
    await browser.post(IDENTITY_PAGES.forgotPassword, {
      _csrf: csrfTokenOf(form.body),
      email: account.email,
    });
    const link = /http\S+reset-password\?token=([A-Za-z0-9_-]+)/.exec(
      (await latestEmailTo(account.email)).textBody,
    )!;
    keep('reset', { link: link[0], token: link[1] });
    const page = await browser.get(link[0]);
    const reset = await browser.post(IDENTITY_PAGES.resetPassword, {
      _csrf: csrfTokenOf(page.body),
      token: link[1]!,
      password: resetPassword,
      confirmPassword: resetPassword,
    });
    expect(reset.statusCode, reset.body).toBe(200);

    // Signed in again; the password changed on the profile; a booking paid by card.
    const second = await signInWithTokens(
      new TestBrowser(app, config),
      account.email,
      resetPassword,
    );
    keep('second sign-in', { code: second.code, 'code verifier': second.verifier });
    keepTokens('second sign-in', second.tokens);
    const headers = bearer(second.tokens.access_token);
    const changed = await app.inject({
      method: 'PUT',
      url: ACCOUNT_API.profilePassword,
      headers,
      payload: { currentPassword: resetPassword, newPassword: changedPassword },
    });
    expect(changed.statusCode, changed.body).toBe(204);
    const third = await signInWithTokens(
      new TestBrowser(app, config),
      account.email,
      changedPassword,
    );
    keep('third sign-in', { code: third.code, 'code verifier': third.verifier });
    keepTokens('third sign-in', third.tokens);
    // Booking needs the user agreements in force accepted (docs/product.md#user-agreements).
    const [client] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, account.email));
    await acceptCurrentAgreements(database.db, client!.id);
    const caller: Caller = {
      user: { id: client!.id } as TestUser,
      headers: bearer(third.tokens.access_token),
    };
    const slots = await openSlots(app, 'grace-park');
    await bookMeeting(app, caller, 'grace-park', slots[3]!.start);
    keep('payment', { 'card number': SUCCESS_CARD.number });

    // Database errors with personal data as parameters: a taken email, a refused contact message.
    const signUpBrowser = new TestBrowser(app, config);
    const login = await signUpBrowser.follow(
      await signUpBrowser.get(authorizationRequest(config).url),
    );
    const uid = typeof login === 'string' ? undefined : interactionUid(login.body);
    const duplicate = await signUpBrowser.post(`/oidc/interaction/${uid}/register`, {
      fullName: account.fullName,
      email: account.email,
      password: 'Duplicate-Registration-2026',
    });
    expect(duplicate.statusCode, duplicate.body).toBe(400);
    const contact = {
      name: 'Quentin Logsafety',
      email: 'quentin.logsafety@example.com',
      topic: 'other',
      subject: 'About my retirement',
      message: 'My street address is 12 Confidential Lane, please call me.',
    };
    keep('contact', { name: contact.name, email: contact.email, message: contact.message });
    const allowContact = await refuseWrites('contact_messages', 'INSERT', 'true');
    const refused = await app.inject({ method: 'POST', url: SITE_API.contact, payload: contact });
    await allowContact();
    expect(refused.statusCode).toBeGreaterThanOrEqual(500);

    const log = lines.join('');
    expect(log).toContain('request completed');
    expect(log).toContain('/oidc/token');
    // The failures are in the log, with what helps to find them.
    expect(log).toContain('refused by the log test');
    expect(log).toContain('oidc_payloads');
    const found = [...secrets].filter(([, value]) => log.includes(value)).map(([label]) => label);
    expect(found).toEqual([]);
    expect(log).not.toMatch(/reset-password\?token=/);
    expect(log).not.toMatch(/password"\s*:/i);
    expect(log).not.toMatch(/"params"/);
  });
});
