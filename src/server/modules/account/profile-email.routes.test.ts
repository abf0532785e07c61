// Changing the email address (docs/product.md#account): the address is checked, kept pending,
// confirmed by the single-use link sent to it (token read from the outbox) while signed in as its
// owner, and refused when another account took it meanwhile.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PAGES } from '../../../shared/routes/account';
import { ACCOUNT_API } from '../../../shared/routes/account-api';
import { IDENTITY_API } from '../../../shared/routes/identity-api';
import {
  EMAIL_CHANGE_TOKEN_HOURS,
  PROFILE_MESSAGES,
  profileSchema,
} from '../../../shared/contracts/profile';
import { LIMITS } from '../../../shared/limits';
import { ACCOUNT_PATHS } from '../../auth/account-paths';
import { users } from '../../db/schema/accounts';
import { createTestUser } from '../../testing/test-users';
import type { TestApp } from '../../testing/test-app';
import type { TestClock } from '../../testing/test-clock';
import { confirmTokenSentTo, createProfileTestApp, emailsTo, signedIn } from './profile-test-kit';

const HOUR_MS = 3_600_000;
let t: TestApp;
let clock: TestClock;
beforeAll(async () => {
  ({ t, clock } = await createProfileTestApp());
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const requestChange = (headers: Record<string, string>, email: string) =>
  post(ACCOUNT_API.profileEmail, headers, { email });
const confirm = (headers: Record<string, string>, token: string) =>
  post(ACCOUNT_API.profileEmailConfirm, headers, { token });
const profileOf = async (headers: Record<string, string>) =>
  profileSchema.parse((await t.app.inject({ url: ACCOUNT_API.profile, headers })).json());

let counter = 0;
const fresh = (name: string) => `${name}-${++counter}-${Date.now()}@example.test`;

describe('email change', () => {
  it('keeps the new address pending, links it, tells the old one, then switches once', async () => {
    const oldEmail = fresh('old');
    const newEmail = fresh('New.Address');
    const { user, headers } = await signedIn(t, { fullName: 'Casey Morgan', email: oldEmail });

    const requested = await requestChange(headers, `  ${newEmail} `);
    expect(requested.statusCode, requested.body).toBe(200);
    expect(profileSchema.parse(requested.json())).toMatchObject({
      email: oldEmail,
      pendingEmail: newEmail,
    });
    const [link] = await emailsTo(t, newEmail, 'confirm-email-change');
    expect(link?.textBody).toContain(
      `${t.config.publicUrl}${ACCOUNT_PAGES.profile}?confirm-email=`,
    );
    expect(link?.textBody).toContain(`expires in ${EMAIL_CHANGE_TOKEN_HOURS} hours`);
    const [notice] = await emailsTo(t, oldEmail, 'email-change-requested');
    expect(notice?.textBody).toContain(newEmail);

    const token = await confirmTokenSentTo(t, newEmail);
    const confirmed = await confirm(headers, token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(profileSchema.parse(confirmed.json())).toMatchObject({
      email: newEmail,
      pendingEmail: null,
    });
    const active = await t.app.inject({ url: IDENTITY_API.activeUser, headers });
    expect(active.json()).toMatchObject({ id: user.id, email: newEmail });

    const reused = await confirm(headers, token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ message: PROFILE_MESSAGES.linkInvalid });
  });

  it('links an advisor without My Account to their account page in Advisor Home', async () => {
    const newEmail = fresh('advisor.new');
    const { headers } = await signedIn(t, { roles: ['Advisor'] });
    expect((await requestChange(headers, newEmail)).statusCode).toBe(200);
    const [link] = await emailsTo(t, newEmail, 'confirm-email-change');
    expect(link?.textBody).toContain(
      `${t.config.publicUrl}${ACCOUNT_PAGES.dashboardProfile}?confirm-email=`,
    );
  });

  it('checks the address: format, length, the current one, another account’s', async () => {
    const taken = fresh('taken');
    await createTestUser(t.database.db, { email: taken });
    const mine = fresh('mine');
    const { headers } = await signedIn(t, { email: mine });
    const cases: [unknown, string | undefined][] = [
      ['not-an-email', undefined],
      [`${'x'.repeat(LIMITS.email.max)}@example.test`, undefined],
      ['', undefined],
      [mine.toUpperCase(), PROFILE_MESSAGES.sameEmail],
      [taken.toUpperCase(), PROFILE_MESSAGES.emailTaken],
    ];
    for (const [email, message] of cases) {
      const response = await post(ACCOUNT_API.profileEmail, headers, { email });
      expect(response.statusCode, String(email)).toBe(400);
      const fields = (response.json() as { fieldErrors: Record<string, string[]> }).fieldErrors;
      expect(Object.keys(fields)).toEqual(['email']);
      if (message) expect(fields.email).toEqual([message]);
    }
    expect((await profileOf(headers)).pendingEmail).toBeNull();
  });

  it('refuses the link of another person, which stays good for its owner', async () => {
    const newEmail = fresh('owner-new');
    const owner = await signedIn(t);
    const stranger = await signedIn(t);
    await requestChange(owner.headers, newEmail);
    const token = await confirmTokenSentTo(t, newEmail);

    const refused = await confirm(stranger.headers, token);
    expect(refused.statusCode).toBe(400);
    expect((await profileOf(stranger.headers)).email).toBe(stranger.user.email);

    expect((await confirm(owner.headers, token)).statusCode).toBe(200);
    expect((await profileOf(owner.headers)).email).toBe(newEmail);
  });

  it('keeps only the newest link, and each link lasts its hours', async () => {
    const first = fresh('first');
    const second = fresh('second');
    const { headers, user } = await signedIn(t);
    await requestChange(headers, first);
    const firstToken = await confirmTokenSentTo(t, first);
    await requestChange(headers, second);
    expect((await confirm(headers, firstToken)).statusCode).toBe(400);

    // A resend of the same address replaces the link without a second notice.
    await requestChange(headers, second);
    expect(await emailsTo(t, user.email, 'email-change-requested')).toHaveLength(2);
    const token = await confirmTokenSentTo(t, second);
    clock.advance(EMAIL_CHANGE_TOKEN_HOURS * HOUR_MS + 1000);
    try {
      expect((await confirm(headers, token)).statusCode).toBe(400);
    } finally {
      clock.set(new Date());
    }
    expect((await profileOf(headers)).pendingEmail).toBe(second);
  });

  it('answers 409 when another account took the address meanwhile', async () => {
    const wanted = fresh('wanted');
    const { headers, user } = await signedIn(t);
    await requestChange(headers, wanted);
    const token = await confirmTokenSentTo(t, wanted);
    await createTestUser(t.database.db, { email: wanted.toUpperCase() });

    const response = await confirm(headers, token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: PROFILE_MESSAGES.emailTakenMeanwhile });
    expect(await profileOf(headers)).toMatchObject({ email: user.email, pendingEmail: wanted });
  });
});

describe('a new confirmation link for the current address', () => {
  const sendLink = (headers: Record<string, string>) =>
    post(ACCOUNT_API.profileEmailVerification, headers, {});
  const unconfirmed = async (email: string) => {
    const signedInUser = await signedIn(t, { email });
    await t.database.db
      .update(users)
      .set({ emailVerifiedAt: null })
      .where(eq(users.id, signedInUser.user.id));
    return signedInUser;
  };

  it('mails the link to an unconfirmed address, and refuses once it is confirmed', async () => {
    const email = fresh('unconfirmed');
    const { user, headers } = await unconfirmed(email);
    expect(await profileOf(headers)).toMatchObject({ email, emailVerified: false });

    const sent = await sendLink(headers);
    expect(sent.statusCode, sent.body).toBe(204);
    const [link] = await emailsTo(t, email, 'verify-email');
    expect(link?.textBody).toContain(`${t.config.publicUrl}${ACCOUNT_PATHS.verifyEmail}?token=`);

    await t.database.db
      .update(users)
      .set({ emailVerifiedAt: clock.now() })
      .where(eq(users.id, user.id));
    expect(await profileOf(headers)).toMatchObject({ emailVerified: true });
    const again = await sendLink(headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: PROFILE_MESSAGES.alreadyVerified });
    expect(await emailsTo(t, email, 'verify-email')).toHaveLength(1);
  });

  it('sends a handful an hour, then answers 429', async () => {
    const email = fresh('impatient');
    const { headers } = await unconfirmed(email);
    const answers: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      answers.push((await sendLink(headers)).statusCode);
    }
    expect(answers).toEqual([204, 204, 204, 204, 204, 429]);
    expect(await emailsTo(t, email, 'verify-email')).toHaveLength(5);
  });

  it('needs a signed-in caller', async () => {
    expect((await sendLink({})).statusCode).toBe(401);
  });
});
