// Account rules with a controllable clock: token lifetimes and single use,
// the claims given to the provider, and what is stored (hashes only).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  EMAIL_VERIFICATION_TOKEN_HOURS,
  PASSWORD_RESET_TOKEN_MINUTES,
  SIGN_IN_PAIR_FREE_FAILURES,
} from '../../../shared/constants';
import { AppError } from '../../../shared/errors';
import { LIMITS } from '../../../shared/limits';
import { accountTokens, users } from '../../db/schema/accounts';
import type { EmailMessage, Mailer } from '../../integrations/email/email';
import { testConfig } from '../../testing/test-config';
import { createTestDatabase } from '../../testing/test-database';
import type { TestDatabase } from '../../testing/test-database';
import { createAccountsService } from './accounts.service';

const MINUTE_MS = 60_000;
const ADDRESS = '203.0.113.1';
let database: TestDatabase;
let clock = new Date('2026-03-02T15:00:00Z');
const sent: EmailMessage[] = [];
const mailer: Mailer = {
  kind: 'outbox',
  send: async (message) => {
    sent.push(message);
    return { id: String(sent.length), status: 'stored' };
  },
  close: async () => {},
};
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
let accounts: ReturnType<typeof createAccountsService>;

beforeAll(async () => {
  database = await createTestDatabase({ templatePath: inject('pgliteTemplate') });
  accounts = createAccountsService({
    db: database.db,
    mailer,
    config: testConfig(),
    now: () => clock,
  });
});
afterAll(async () => {
  await database.dispose();
});

const tokenIn = (message: EmailMessage | undefined) =>
  /\?token=([A-Za-z0-9_-]+)/.exec(message?.text ?? '')?.[1];

async function registered(email: string, password = 'correct-horse') {
  const { userId } = await accounts.register({ fullName: 'Test Person', email, password });
  return { userId, email, password };
}

describe('accounts service', () => {
  it('stores an argon2id hash and gives Consumer claims', async () => {
    const { userId } = await registered('claims@example.com');
    const [row] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await accounts.findAccountClaims(userId)).toEqual({
      sub: userId,
      name: 'Test Person',
      email: 'claims@example.com',
      email_verified: false,
      role: 'Consumer',
      firm_member: false,
    });
    expect(await accounts.findAccountClaims('not-a-uuid')).toBeUndefined();
    expect(
      await accounts.findAccountClaims('00000000-0000-4000-8000-000000000000'),
    ).toBeUndefined();
  });

  it('throws field messages for bad input', async () => {
    const error = await accounts
      .register({ fullName: '', email: 'x', password: '1' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).fieldErrors).toMatchObject({
      fullName: ['Full name is required.'],
      email: ['Enter a valid email address.'],
      password: ['Password must be at least 8 characters.'],
    });
  });

  it('keeps a user name within 2 to 50 characters (docs/product.md#limits)', async () => {
    for (const fullName of ['J', 'x'.repeat(LIMITS.userName.max + 1)]) {
      const error = await accounts
        .register({
          fullName,
          email: `limits-${fullName.length}@example.com`,
          password: 'long enough 1',
        })
        .catch((caught: unknown) => caught);
      expect((error as AppError).fieldErrors, fullName).toHaveProperty('fullName');
    }
    const fits = await accounts.register({
      fullName: 'x'.repeat(LIMITS.userName.max),
      email: 'limits-fits@example.com',
      password: 'long enough 1',
    });
    expect(fits.userId).toBeTruthy();
  });

  it('counts only consecutive failures', async () => {
    const person = await registered('consecutive@example.com');
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 1; attempt < SIGN_IN_PAIR_FREE_FAILURES; attempt += 1) {
        await accounts.authenticate(person.email, 'wrong-password', ADDRESS);
      }
      expect(await accounts.authenticate(person.email, person.password, ADDRESS)).toMatchObject({
        ok: true,
      });
    }
  });

  it('finds the account whatever the case of the email', async () => {
    const person = await registered('Mixed.Case@Example.com');
    expect(
      await accounts.authenticate('mixed.case@example.COM', person.password, ADDRESS),
    ).toMatchObject({
      ok: true,
    });
  });

  it('keeps only the hash of emailed tokens, and the reset link expires', async () => {
    const person = await registered('expiry@example.com');
    await accounts.requestPasswordReset(person.email);
    const token = tokenIn(sent.at(-1))!;
    expect(token).toHaveLength(43);
    const rows = await database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, person.userId));
    expect(rows.map((row) => row.tokenHash)).not.toContain(token);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);

    expect(await accounts.isPasswordResetTokenUsable(token)).toBe(true);
    advance(PASSWORD_RESET_TOKEN_MINUTES * MINUTE_MS + 1000);
    expect(await accounts.isPasswordResetTokenUsable(token)).toBe(false);
    expect(await accounts.completePasswordReset(token, 'a-new-password')).toBe(false);
  });

  it('confirms an email once, within its lifetime', async () => {
    const first = await registered('verify-once@example.com');
    const welcome = sent.at(-1);
    expect(welcome).toMatchObject({ to: first.email, template: 'welcome' });
    const token = tokenIn(welcome)!;
    expect(await accounts.completeEmailVerification(token)).toBe(true);
    expect(await accounts.completeEmailVerification(token)).toBe(false);
    expect((await accounts.findAccountClaims(first.userId))?.email_verified).toBe(true);

    const second = await registered('verify-late@example.com');
    await accounts.sendEmailVerification(second.userId);
    expect(sent.at(-1)).toMatchObject({
      template: 'verify-email',
      subject: 'Confirm your email address',
    });
    const late = tokenIn(sent.at(-1))!;
    advance(EMAIL_VERIFICATION_TOKEN_HOURS * 60 * MINUTE_MS + 1000);
    expect(await accounts.completeEmailVerification(late)).toBe(false);
  });
});
