// The email choices opened from an email without signing in (ADR 0064): the signed link reads and
// saves one person's choices and nobody else's; a tampered, forged or stale link opens nothing;
// the one-click unsubscribe of RFC 8058 turns one kind off, and a GET never changes anything.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_CHOICES_MESSAGES } from '../../../shared/contracts/email-choices';
import { TURN_OFF_PARAM } from '../../../shared/routes/email-choices';
import type { EmailChoices } from '../../../shared/contracts/email-choices';
import { notificationPreferencesOf } from '../../../shared/contracts/profile';
import type { NotificationPreferences } from '../../../shared/contracts/profile';
import { EMAIL_CHOICES_PAGES } from '../../../shared/routes/email-choices';
import { EMAIL_CHOICES_API } from '../../../shared/routes/email-choices-api';
import { users } from '../../db/schema/accounts';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { createTestUser } from '../../testing/test-users';
import type { TestUser } from '../../testing/test-users';
import { createEmailChoiceLinks } from '../notifications/email-choice-links';

let t: TestApp;
let links: ReturnType<typeof createEmailChoiceLinks>;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  links = createEmailChoiceLinks({ db: t.database.db, publicUrl: t.config.publicUrl });
});
afterAll(() => t.close());

const ALL_ON: NotificationPreferences = {
  meetingReminders: true,
  reviewRequests: true,
  recordingReady: true,
  productNews: true,
};

async function person(): Promise<TestUser & { token: string }> {
  const user = await createTestUser(t.database.db);
  await t.database.db
    .update(users)
    .set({ notificationPreferences: ALL_ON })
    .where(eq(users.id, user.id));
  return { ...user, token: await links.tokenFor({ userId: user.id, email: user.email }) };
}

const choicesOf = async (userId: string) => {
  const [row] = await t.database.db
    .select({ stored: users.notificationPreferences })
    .from(users)
    .where(eq(users.id, userId));
  return notificationPreferencesOf(row?.stored);
};

const read = (token: string) =>
  t.app.inject({ method: 'POST', url: EMAIL_CHOICES_API.read, payload: { token } });
const save = (token: string, notificationPreferences: NotificationPreferences) =>
  t.app.inject({
    method: 'PUT',
    url: EMAIL_CHOICES_API.save,
    payload: { token, notificationPreferences },
  });
const oneClick = (kind: string, token: string, payload: string, contentType: string) =>
  t.app.inject({
    method: 'POST',
    url: EMAIL_CHOICES_API.oneClick(kind, token),
    headers: { 'content-type': contentType },
    payload,
  });
const FORM = 'application/x-www-form-urlencoded';

/** The same token with one character of its signature changed. */
function tampered(token: string): string {
  const last = token.at(-1) === 'A' ? 'B' : 'A';
  return `${token.slice(0, -1)}${last}`;
}

describe('the signed link', () => {
  it('opens the person’s choices without signing in, and saves them', async () => {
    const ana = await person();
    const opened = await read(ana.token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    const choices = opened.json<EmailChoices>();
    expect(choices.notificationPreferences).toEqual(ALL_ON);
    expect(choices.emailHint).toBe(`t•••@example.test`);
    expect(opened.body).not.toContain(ana.email);

    const next = { ...ALL_ON, meetingReminders: false, productNews: false };
    const saved = await save(ana.token, next);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<EmailChoices>().notificationPreferences).toEqual(next);
    expect(await choicesOf(ana.id)).toEqual(next);
  });

  it('refuses a tampered or forged link, and one that is not a link at all', async () => {
    const ana = await person();
    const bo = await person();
    const [expires, , signature] = ana.token.split('.');
    // Bo's id under Ana's signature: the signature covers the person.
    const subjectOfBo = bo.token.split('.')[1];
    const forged = `${expires}.${subjectOfBo}.${signature}`;
    for (const token of [tampered(ana.token), forged, 'not-a-link', `${ana.token}.x`]) {
      const opened = await read(token);
      expect(opened.statusCode, token).toBe(404);
      expect(opened.json<{ message: string }>().message).toBe(EMAIL_CHOICES_MESSAGES.linkInvalid);
      expect((await save(token, { ...ALL_ON, reviewRequests: false })).statusCode).toBe(404);
      expect(
        (await oneClick('reviewRequests', token, 'List-Unsubscribe=One-Click', FORM)).statusCode,
      ).toBe(404);
    }
    expect(await choicesOf(ana.id)).toEqual(ALL_ON);
    expect(await choicesOf(bo.id)).toEqual(ALL_ON);
    // A link made by another key (another installation) is not ours either.
    const otherKey = createEmailChoiceLinks({
      db: t.database.db,
      publicUrl: t.config.publicUrl,
      signer: { sign: async () => `never.${subjectOfBo}.${signature}`, verify: async () => null },
    });
    const foreign = await otherKey.tokenFor({ userId: bo.id, email: bo.email });
    expect((await read(foreign)).statusCode).toBe(404);
  });

  it('changes only the choices of the person it was sent to', async () => {
    const ana = await person();
    const bo = await person();
    const off = { ...ALL_ON, reviewRequests: false, recordingReady: false };
    expect((await save(bo.token, off)).statusCode).toBe(200);
    expect(await choicesOf(bo.id)).toEqual(off);
    expect(await choicesOf(ana.id)).toEqual(ALL_ON);
    expect(
      (await oneClick('productNews', bo.token, 'List-Unsubscribe=One-Click', FORM)).statusCode,
    ).toBe(204);
    expect(await choicesOf(ana.id)).toEqual(ALL_ON);
    expect((await read(ana.token)).json<EmailChoices>().notificationPreferences).toEqual(ALL_ON);
  });

  it('stops working once the account’s address changes or the account is closed', async () => {
    const ana = await person();
    await t.database.db
      .update(users)
      .set({ email: `moved-${ana.email}` })
      .where(eq(users.id, ana.id));
    expect((await read(ana.token)).statusCode).toBe(404);
    const fresh = await links.tokenFor({ userId: ana.id, email: `moved-${ana.email}` });
    expect((await read(fresh)).statusCode).toBe(200);
    // Closing an account empties its address; the link names the old one.
    await t.database.db
      .update(users)
      .set({ email: `deleted-${ana.id}@deleted.invalid`, deletedAt: new Date() })
      .where(eq(users.id, ana.id));
    expect((await read(fresh)).statusCode).toBe(404);
  });

  it('answers 400 to a save without every choice', async () => {
    const ana = await person();
    const response = await t.app.inject({
      method: 'PUT',
      url: EMAIL_CHOICES_API.save,
      payload: { token: ana.token, notificationPreferences: { productNews: 'no' } },
    });
    expect(response.statusCode).toBe(400);
    expect(await choicesOf(ana.id)).toEqual(ALL_ON);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('turns the one kind off from a urlencoded or multipart post, the others as they were', async () => {
    const ana = await person();
    const posted = await oneClick('reviewRequests', ana.token, 'List-Unsubscribe=One-Click', FORM);
    expect(posted.statusCode, posted.body).toBe(204);
    expect(await choicesOf(ana.id)).toEqual({ ...ALL_ON, reviewRequests: false });

    const boundary = '----one-click';
    const multipart = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="List-Unsubscribe"',
      '',
      'One-Click',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const second = await oneClick(
      'meetingReminders',
      ana.token,
      multipart,
      `multipart/form-data; boundary=${boundary}`,
    );
    expect(second.statusCode, second.body).toBe(204);
    expect(await choicesOf(ana.id)).toEqual({
      ...ALL_ON,
      reviewRequests: false,
      meetingReminders: false,
    });
    // Again: still off, still 204.
    expect(
      (await oneClick('reviewRequests', ana.token, 'List-Unsubscribe=One-Click', FORM)).statusCode,
    ).toBe(204);
  });

  it('changes nothing without the one-click body, for an unknown kind, or on a GET', async () => {
    const ana = await person();
    expect((await oneClick('reviewRequests', ana.token, '', FORM)).statusCode).toBe(400);
    expect((await oneClick('reviewRequests', ana.token, '{}', 'application/json')).statusCode).toBe(
      400,
    );
    expect(
      (await oneClick('reviewRequests', ana.token, 'List-Unsubscribe=Yes', FORM)).statusCode,
    ).toBe(400);
    expect(
      (await oneClick('bookings', ana.token, 'List-Unsubscribe=One-Click', FORM)).statusCode,
    ).toBe(400);

    // A browser (or a link checker) opening the address is sent to the page, where the person decides.
    const opened = await t.app.inject({
      method: 'GET',
      url: EMAIL_CHOICES_API.oneClick('reviewRequests', ana.token),
    });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(EMAIL_CHOICES_PAGES.choices(ana.token, 'reviewRequests'));
    expect(opened.headers.location).toContain(`${TURN_OFF_PARAM}=reviewRequests`);
    expect(await choicesOf(ana.id)).toEqual(ALL_ON);
  });
});
