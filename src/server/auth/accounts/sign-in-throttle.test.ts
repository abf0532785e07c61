// The sign-in throttle with a controllable clock: waits grow per account and address, the owner's
// own address is spared when the account as a whole is slowed, one address trying many accounts
// waits too, and the owner is emailed once with a link that clears the waits once.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  SIGN_IN_ACCOUNT_FREE_FAILURES,
  SIGN_IN_ADDRESS_FREE_FAILURES,
  SIGN_IN_MAX_DELAY_MINUTES,
  SIGN_IN_PAIR_FREE_FAILURES,
} from '../../../shared/constants';
import type { EmailMessage, Mailer } from '../../integrations/email/email';
import { testConfig } from '../../testing/test-config';
import { createTestDatabase } from '../../testing/test-database';
import type { TestDatabase } from '../../testing/test-database';
import { createAccountsService } from './accounts.service';

const MINUTE_MS = 60_000;
let database: TestDatabase;
let clock = new Date('2026-03-02T15:00:00Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const sent: EmailMessage[] = [];
const mailer: Mailer = {
  kind: 'outbox',
  send: async (message) => {
    sent.push(message);
    return { id: String(sent.length), status: 'stored' };
  },
  close: async () => {},
};
let accounts: ReturnType<typeof createAccountsService>;
let people = 0;

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

async function owner() {
  const email = `throttle-${(people += 1)}@example.com`;
  const password = 'the-owners-password';
  await accounts.register({ fullName: 'Throttle Owner', email, password });
  return { email, password };
}

const minutesUntil = (result: Awaited<ReturnType<typeof accounts.authenticate>>) =>
  !result.ok && result.reason === 'locked'
    ? Math.round((result.waitUntil.getTime() - clock.getTime()) / MINUTE_MS)
    : 0;

describe('sign-in throttle', () => {
  it('makes one address wait 1, 2, 4… minutes up to the cap, checking nothing meanwhile', async () => {
    const { email, password } = await owner();
    const attacker = '198.51.100.10';
    for (let attempt = 1; attempt < SIGN_IN_PAIR_FREE_FAILURES; attempt += 1) {
      expect(await accounts.authenticate(email, 'wrong', attacker)).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
    const waits: number[] = [];
    for (let round = 0; round < 9; round += 1) {
      const failed = await accounts.authenticate(email, 'wrong', attacker);
      waits.push(minutesUntil(failed));
      // During the wait even the right password is refused, and nothing is counted.
      advance(MINUTE_MS / 2);
      const during = await accounts.authenticate(email, password, attacker);
      expect(during).toMatchObject({ ok: false, reason: 'locked' });
      advance(waits.at(-1)! * MINUTE_MS - MINUTE_MS / 2 + 1000);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, SIGN_IN_MAX_DELAY_MINUTES, 60, 60]);
    expect(await accounts.authenticate(email, password, attacker)).toMatchObject({ ok: true });
  });

  it('slows the account from everywhere past its ceiling, but not from the owner’s address', async () => {
    const { email, password } = await owner();
    const home = '203.0.113.20';
    expect(await accounts.authenticate(email, password, home)).toMatchObject({ ok: true });
    // Many addresses, each under its own limit, together past the account's ceiling.
    const perAddress = SIGN_IN_PAIR_FREE_FAILURES - 1;
    for (let failures = 0, n = 0; failures < SIGN_IN_ACCOUNT_FREE_FAILURES; n += 1) {
      for (let i = 0; i < perAddress && failures < SIGN_IN_ACCOUNT_FREE_FAILURES; i += 1) {
        await accounts.authenticate(email, 'wrong', `198.51.101.${n}`);
        failures += 1;
      }
    }
    expect(await accounts.authenticate(email, password, '198.51.102.1')).toMatchObject({
      ok: false,
      reason: 'locked',
    });
    expect(await accounts.authenticate(email, password, home)).toMatchObject({ ok: true });
  });

  it('makes one address trying many accounts wait', async () => {
    const spray = '198.51.103.1';
    for (let attempt = 0; attempt < SIGN_IN_ADDRESS_FREE_FAILURES - 1; attempt += 1) {
      expect(await accounts.authenticate(`nobody-${attempt}@example.com`, 'guess', spray)).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
    expect(await accounts.authenticate('nobody-last@example.com', 'guess', spray)).toMatchObject({
      ok: false,
      reason: 'locked',
    });
    const { email, password } = await owner();
    expect(await accounts.authenticate(email, password, spray)).toMatchObject({ reason: 'locked' });
    expect(await accounts.authenticate(email, password, '198.51.103.2')).toMatchObject({
      ok: true,
    });
  });

  it('emails the owner once, with a link that clears the waits once', async () => {
    const { email, password } = await owner();
    const lockFrom = async (address: string) => {
      for (let attempt = 0; attempt < SIGN_IN_PAIR_FREE_FAILURES; attempt += 1) {
        await accounts.authenticate(email, 'wrong', address);
      }
    };
    await lockFrom('198.51.104.1');
    await lockFrom('198.51.104.2');
    const notices = sent.filter((message) => message.to === email);
    expect(notices.map((message) => message.template)).toEqual(['welcome', 'sign-in-unlock']);
    const token = /unlock-sign-in\?token=([A-Za-z0-9_-]+)/.exec(notices[1]!.text)![1]!;
    expect(await accounts.isUnlockTokenUsable(token)).toBe(true);
    expect(await accounts.unlockSignIn(token)).toBe(true);
    expect(await accounts.unlockSignIn(token)).toBe(false);
    expect(await accounts.authenticate(email, password, '198.51.104.1')).toMatchObject({
      ok: true,
    });
    expect(await accounts.authenticate(email, password, '198.51.104.2')).toMatchObject({
      ok: true,
    });
  });
});
