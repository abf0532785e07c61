// Two-step sign-in end to end on the server: turning it on from the profile API, the code page
// after the right password, one use per code, recovery codes, counted wrong codes, turning it off.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '../../../shared/routes/account-api';
import {
  TWO_FACTOR_MAX_FAILURES,
  TWO_FACTOR_RECOVERY_CODE_COUNT,
  twoFactorRecoveryCodesSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../../../shared/contracts/two-factor';
import { twoFactorRecoveryCodes, twoFactorSecrets } from '../../db/schema/two-factor';
import { signedIn } from '../../modules/account/profile-test-kit';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { createTestClock } from '../../testing/test-clock';
import {
  authorizationRequest,
  exchangeCode,
  interactionUid,
  TestBrowser,
} from '../provider/test-browser';
import type { TokenSet } from '../provider/test-browser';
import { totpCode, totpStepAt } from '../two-factor/totp';
import { SECOND_STEP_MESSAGES } from './two-factor-views';
import { IDENTITY_API } from '../../../shared/routes/identity-api';

const PASSWORD = 'correct horse battery staple';
const STEP_MS = 30_000;
let t: TestApp;
const clock = createTestClock('2026-03-02T15:00:00Z');
let address = 0;
const newBrowser = () => new TestBrowser(t.app, t.config, `203.0.113.${(address += 1)}`);

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(async () => {
  await t.close();
});

const call = (
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: Record<string, string>,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** A person with a password and two-step sign-in on; the clock moves past the code used. */
async function enrolled() {
  const person = await signedIn(t, { password: PASSWORD });
  const setup = twoFactorSetupSchema.parse(
    (await call('POST', ACCOUNT_API.twoFactorSetup, person.headers)).json(),
  );
  const code = totpCode(setup.secret, totpStepAt(clock.now()));
  const confirmed = await call('POST', ACCOUNT_API.twoFactorConfirm, person.headers, { code });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const { recoveryCodes } = twoFactorRecoveryCodesSchema.parse(confirmed.json());
  return { ...person, secret: setup.secret, recoveryCodes, usedCode: code };
}

/** Password accepted: the browser stands on the code page of its interaction. */
async function passwordStep(browser: TestBrowser, email: string) {
  const request = authorizationRequest(t.config);
  const login = await browser.follow(await browser.get(request.url));
  if (typeof login === 'string') throw new Error('Signed in without a login page.');
  const uid = interactionUid(login.body)!;
  const posted = await browser.post(`/oidc/interaction/${uid}/login`, {
    email,
    password: PASSWORD,
  });
  expect(posted.statusCode).toBe(303);
  expect(posted.headers.location).toBe(`/oidc/interaction/${uid}/two-factor`);
  return { request, uid, codePage: `/oidc/interaction/${uid}/two-factor` };
}

async function finishWith(browser: TestBrowser, codePage: string, code: string) {
  return browser.post(codePage, { code });
}

async function tokensAfter(
  browser: TestBrowser,
  request: ReturnType<typeof authorizationRequest>,
  response: Awaited<ReturnType<TestBrowser['post']>>,
) {
  const done = await browser.follow(response);
  if (typeof done !== 'string') throw new Error(`Sign-in did not finish: ${done.statusCode}`);
  const code = new URL(done).searchParams.get('code')!;
  return (await exchangeCode(browser, t.config, request, code)).json<TokenSet>();
}

describe('two-step sign-in', () => {
  it('turns on with a scanned secret and a confirmed code; the secret is kept encrypted and the recovery codes hashed', async () => {
    const person = await signedIn(t, { password: PASSWORD });
    const off = twoFactorStatusSchema.parse(
      (await call('GET', ACCOUNT_API.twoFactor, person.headers)).json(),
    );
    expect(off).toEqual({ enabled: false, recoveryCodesLeft: 0 });

    const setup = twoFactorSetupSchema.parse(
      (await call('POST', ACCOUNT_API.twoFactorSetup, person.headers)).json(),
    );
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg');
    expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`);

    const wrong = await call('POST', ACCOUNT_API.twoFactorConfirm, person.headers, {
      code: totpCode(setup.secret, totpStepAt(clock.now()) + 5),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.code).toBeDefined();

    const right = await call('POST', ACCOUNT_API.twoFactorConfirm, person.headers, {
      code: totpCode(setup.secret, totpStepAt(clock.now())),
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.headers['cache-control']).toBe('no-store');
    const { recoveryCodes } = twoFactorRecoveryCodesSchema.parse(right.json());
    expect(recoveryCodes).toHaveLength(TWO_FACTOR_RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(TWO_FACTOR_RECOVERY_CODE_COUNT);

    const [stored] = await t.database.db
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, person.user.id));
    expect(stored?.enabledAt).not.toBeNull();
    expect(stored?.secretEncrypted).not.toContain(setup.secret);
    const hashes = await t.database.db
      .select({ codeHash: twoFactorRecoveryCodes.codeHash })
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, person.user.id));
    expect(hashes).toHaveLength(TWO_FACTOR_RECOVERY_CODE_COUNT);
    const plain = recoveryCodes.map((code) => code.replace('-', ''));
    for (const { codeHash } of hashes) {
      expect(plain.some((code) => codeHash.includes(code))).toBe(false);
    }

    expect((await call('GET', ACCOUNT_API.twoFactor, person.headers)).json()).toEqual({
      enabled: true,
      recoveryCodesLeft: TWO_FACTOR_RECOVERY_CODE_COUNT,
    });
    // A second enrolment cannot replace the active secret.
    expect((await call('POST', ACCOUNT_API.twoFactorSetup, person.headers)).statusCode).toBe(409);
  });

  it('asks for a code after the right password, refuses a wrong or replayed one, then signs in', async () => {
    const person = await enrolled();
    const browser = newBrowser();
    const { request, codePage } = await passwordStep(browser, person.user.email);
    const page = await browser.get(codePage);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('autocomplete="one-time-code"');
    expect(page.body).not.toContain('<script');

    // The code that confirmed enrolment was used in this very step: a replay.
    const replay = await finishWith(browser, codePage, person.usedCode);
    expect(replay.statusCode).toBe(401);
    expect(replay.body).toContain(SECOND_STEP_MESSAGES.wrong);
    expect((await finishWith(browser, codePage, '000000')).statusCode).toBe(401);

    clock.advance(STEP_MS);
    const code = totpCode(person.secret, totpStepAt(clock.now()));
    const tokens = await tokensAfter(browser, request, await finishWith(browser, codePage, code));
    expect(tokens.access_token).toBeTruthy();
    const me = await call('GET', IDENTITY_API.activeUser, {
      authorization: `Bearer ${tokens.access_token}`,
    });
    expect(me.json()).toMatchObject({ id: person.user.id });

    // The same code on a second sign-in within its window is refused.
    const again = newBrowser();
    const second = await passwordStep(again, person.user.email);
    expect((await finishWith(again, second.codePage, code)).statusCode).toBe(401);
  });

  it('finishes nothing without the password step, and not on another interaction', async () => {
    const person = await enrolled();
    const browser = newBrowser();
    const request = authorizationRequest(t.config);
    const login = await browser.follow(await browser.get(request.url));
    if (typeof login === 'string') throw new Error('no login page');
    const uid = interactionUid(login.body)!;
    clock.advance(STEP_MS);
    const code = totpCode(person.secret, totpStepAt(clock.now()));
    const skipped = await browser.post(`/oidc/interaction/${uid}/two-factor`, { code });
    expect(skipped.statusCode).toBe(400);
    const stranger = newBrowser();
    const theirs = await passwordStep(stranger, person.user.email);
    // The code page of someone else's interaction is not this browser's.
    expect((await browser.post(theirs.codePage, { code })).statusCode).toBe(400);
  });

  it('takes each recovery code once', async () => {
    const person = await enrolled();
    const [recovery] = person.recoveryCodes;
    const first = newBrowser();
    const step = await passwordStep(first, person.user.email);
    const tokens = await tokensAfter(
      first,
      step.request,
      await finishWith(first, step.codePage, recovery!.toUpperCase()),
    );
    expect(tokens.access_token).toBeTruthy();
    expect((await call('GET', ACCOUNT_API.twoFactor, person.headers)).json()).toMatchObject({
      recoveryCodesLeft: TWO_FACTOR_RECOVERY_CODE_COUNT - 1,
    });
    const second = newBrowser();
    const again = await passwordStep(second, person.user.email);
    expect((await finishWith(second, again.codePage, recovery!)).statusCode).toBe(401);
  });

  it(`pauses after ${TWO_FACTOR_MAX_FAILURES} wrong codes, even for the right one, until the pause ends`, async () => {
    const person = await enrolled();
    const browser = newBrowser();
    const { codePage } = await passwordStep(browser, person.user.email);
    for (let attempt = 1; attempt < TWO_FACTOR_MAX_FAILURES; attempt += 1) {
      expect((await finishWith(browser, codePage, '111111')).statusCode).toBe(401);
    }
    const locked = await finishWith(browser, codePage, '111111');
    expect(locked.statusCode).toBe(423);
    expect(locked.body).toContain(SECOND_STEP_MESSAGES.locked);
    clock.advance(STEP_MS);
    const good = () => totpCode(person.secret, totpStepAt(clock.now()));
    expect((await finishWith(browser, codePage, good())).statusCode).toBe(423);

    clock.advance(16 * 60_000);
    // This sign-in's code page has lapsed meanwhile; a new sign-in with the right code works.
    expect((await finishWith(browser, codePage, good())).statusCode).toBe(400);
    const fresh = newBrowser();
    const step = await passwordStep(fresh, person.user.email);
    const tokens = await tokensAfter(
      fresh,
      step.request,
      await finishWith(fresh, step.codePage, good()),
    );
    expect(tokens.access_token).toBeTruthy();
  });

  it('turns off with the password (not a wrong one), after which the password alone signs in', async () => {
    const person = await enrolled();
    const wrong = await call('POST', ACCOUNT_API.twoFactorDisable, person.headers, {
      password: 'not my password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.password).toBeDefined();
    const off = await call('POST', ACCOUNT_API.twoFactorDisable, person.headers, {
      password: PASSWORD,
    });
    expect(off.statusCode, off.body).toBe(204);
    expect((await call('GET', ACCOUNT_API.twoFactor, person.headers)).json()).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    const browser = newBrowser();
    const request = authorizationRequest(t.config);
    const login = await browser.follow(await browser.get(request.url));
    if (typeof login === 'string') throw new Error('no login page');
    const uid = interactionUid(login.body)!;
    const posted = await browser.post(`/oidc/interaction/${uid}/login`, {
      email: person.user.email,
      password: PASSWORD,
    });
    expect(posted.headers.location).not.toContain('two-factor');
  });

  it('turns off with a current code too', async () => {
    const person = await enrolled();
    clock.advance(STEP_MS);
    const off = await call('POST', ACCOUNT_API.twoFactorDisable, person.headers, {
      code: totpCode(person.secret, totpStepAt(clock.now())),
    });
    expect(off.statusCode, off.body).toBe(204);
  });
});
