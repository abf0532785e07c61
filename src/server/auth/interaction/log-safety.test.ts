// Nothing secret reaches the log: not passwords, not tokens or codes, not reset or confirmation
// links, across a full sign-in, a refresh and a password reset at the chattiest log level.
import { Writable } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { emails } from '../../db/schema/notifications';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { testConfig } from '../../testing/test-config';
import { createTestDatabase } from '../../testing/test-database';
import type { TestDatabase } from '../../testing/test-database';
import { csrfTokenOf, exchangeCode, refresh, signIn, TestBrowser } from '../provider/test-browser';
import type { TokenSet } from '../provider/test-browser';

let database: TestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>;
const lines: string[] = [];
const config = testConfig({ LOG_LEVEL: 'trace' });

beforeAll(async () => {
  database = await createTestDatabase({ templatePath: inject('pgliteTemplate') });
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({ config, database, logger: { level: 'trace', stream } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.dispose();
});

describe('log safety', () => {
  it('logs requests but never a password, token, code or emailed link', async () => {
    const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === 'Consumer')!;
    const newPassword = 'log-safety-new-password';
    const browser = new TestBrowser(app, config);
    const secrets: string[] = [account.password, newPassword];

    const { request, callback } = await signIn(browser, config, account);
    const code = callback.searchParams.get('code')!;
    const tokens = (await exchangeCode(browser, config, request, code)).json<TokenSet>();
    const renewed = (await refresh(browser, config, tokens.refresh_token!)).json<TokenSet>();
    secrets.push(
      code,
      request.verifier,
      tokens.access_token,
      tokens.id_token,
      tokens.refresh_token!,
    );
    secrets.push(renewed.access_token, renewed.refresh_token!);

    const form = await browser.get('/oidc/forgot-password');
    await browser.post('/oidc/forgot-password', {
      _csrf: csrfTokenOf(form.body),
      email: account.email,
    });
    const [email] = await database.db
      .select()
      .from(emails)
      .where(eq(emails.toAddress, account.email))
      .orderBy(desc(emails.createdAt))
      .limit(1);
    const link = /http\S+reset-password\?token=([A-Za-z0-9_-]+)/.exec(email!.textBody)!;
    secrets.push(link[0], link[1]!);
    const page = await browser.get(link[0]);
    await browser.post('/oidc/reset-password', {
      _csrf: csrfTokenOf(page.body),
      token: link[1]!,
      password: newPassword,
      confirmPassword: newPassword,
    });
    await signIn(new TestBrowser(app, config), config, {
      email: account.email,
      password: newPassword,
    });

    const log = lines.join('');
    expect(log).toContain('incoming request');
    expect(log).toContain('/oidc/token');
    for (const secret of secrets) {
      expect(log.includes(secret), `a secret of ${secret.length} characters is in the log`).toBe(
        false,
      );
    }
    expect(log).not.toMatch(/reset-password\?token=/);
    expect(log).not.toMatch(/password"\s*:/i);
  });
});
