// The profile calls (docs/product.md#account): what they answer, every field's validation, the
// time zone the active user then carries, the password change and who may not use them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '../../../shared/routes/account-api';
import { IDENTITY_API } from '../../../shared/routes/identity-api';
import { activeUserSchema } from '../../../shared/contracts/account';
import { PROFILE_MESSAGES, profileSchema } from '../../../shared/contracts/profile';
import { LIMITS } from '../../../shared/limits';
import type { TestApp } from '../../testing/test-app';
import { createProfileTestApp, emailsTo, signedIn } from './profile-test-kit';
import { TEST_MODE } from '../../../shared/test-mode';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await createProfileTestApp());
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'PUT' | 'POST';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const fieldErrors = (response: { json: () => unknown }) =>
  (response.json() as { fieldErrors?: Record<string, string[]> }).fieldErrors ?? {};

describe('profile', () => {
  it('refuses anonymous callers on every call', async () => {
    const calls: [Method, string][] = [
      ['GET', ACCOUNT_API.profile],
      ['PUT', ACCOUNT_API.profile],
      ['POST', ACCOUNT_API.profileEmail],
      ['POST', ACCOUNT_API.profileEmailConfirm],
      ['PUT', ACCOUNT_API.profilePassword],
    ];
    for (const [method, url] of calls) {
      expect((await call(method, url, {}, {})).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers the defaults of a new account, never from a cache', async () => {
    const { headers } = await signedIn(t, {
      fullName: 'Casey Morgan',
      email: 'casey@example.test',
    });
    const response = await call('GET', ACCOUNT_API.profile, headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(profileSchema.parse(response.json())).toEqual({
      fullName: 'Casey Morgan',
      email: 'casey@example.test',
      pendingEmail: null,
      emailVerified: true,
      timeZone: 'America/New_York',
      timeZoneChosen: false,
      // Recording and marketing emails are off until the person turns them on.
      notificationPreferences: {
        meetingReminders: true,
        reviewRequests: true,
        recordingReady: false,
        productNews: false,
      },
      hasPassword: false,
      canChangeEmail: true,
      residence: null,
    });
  });

  it('saves each section on its own; a sent zone counts as chosen and reaches the active user', async () => {
    const { headers } = await signedIn(t);
    const named = await call('PUT', ACCOUNT_API.profile, headers, { fullName: '  Avery Lee ' });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json()).toMatchObject({ fullName: 'Avery Lee', timeZoneChosen: false });
    const before = activeUserSchema.parse(
      (await call('GET', IDENTITY_API.activeUser, headers)).json(),
    );
    expect(before).toMatchObject({
      fullName: 'Avery Lee',
      timeZone: 'America/New_York',
      timeZoneChosen: false,
    });

    const zoned = await call('PUT', ACCOUNT_API.profile, headers, { timeZone: 'america/chicago' });
    expect(zoned.json()).toMatchObject({ timeZone: 'America/Chicago', timeZoneChosen: true });
    const after = activeUserSchema.parse(
      (await call('GET', IDENTITY_API.activeUser, headers)).json(),
    );
    expect(after).toMatchObject({ timeZone: 'America/Chicago', timeZoneChosen: true });

    const quiet = await call('PUT', ACCOUNT_API.profile, headers, {
      notificationPreferences: {
        meetingReminders: true,
        reviewRequests: false,
        recordingReady: true,
        productNews: true,
      },
    });
    expect(profileSchema.parse(quiet.json())).toMatchObject({
      fullName: 'Avery Lee',
      timeZone: 'America/Chicago',
      notificationPreferences: {
        meetingReminders: true,
        reviewRequests: false,
        recordingReady: true,
        productNews: true,
      },
    });
  });

  it('refuses bad fields with a message for each, changing nothing', async () => {
    const { headers } = await signedIn(t, { fullName: 'Kept Name' });
    const cases: [unknown, string][] = [
      [{ fullName: '   ' }, 'fullName'],
      [{ fullName: 'x'.repeat(LIMITS.userName.max + 1) }, 'fullName'],
      [{ fullName: 'x'.repeat(LIMITS.userName.min - 1) }, 'fullName'],
      [{ fullName: 42 }, 'fullName'],
      [{ timeZone: 'Mars/Olympus_Mons' }, 'timeZone'],
      [{ timeZone: '' }, 'timeZone'],
      [
        { notificationPreferences: { meetingReminders: 'yes' } },
        'notificationPreferences.meetingReminders',
      ],
      [{}, '_'],
    ];
    for (const [body, field] of cases) {
      const response = await call('PUT', ACCOUNT_API.profile, headers, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(fieldErrors(response)), JSON.stringify(body)).toContain(field);
    }
    const kept = profileSchema.parse((await call('GET', ACCOUNT_API.profile, headers)).json());
    expect(kept).toMatchObject({ fullName: 'Kept Name', timeZoneChosen: false });
  });
});

describe('password change', () => {
  it('needs the current password, then emails a notice', async () => {
    const { user, headers } = await signedIn(t, { password: 'old-password-1' });
    const wrong = await call('PUT', ACCOUNT_API.profilePassword, headers, {
      currentPassword: 'not-the-password',
      newPassword: 'new-password-2',
    });
    expect(wrong.statusCode).toBe(400);
    expect(fieldErrors(wrong)).toEqual({ currentPassword: [PROFILE_MESSAGES.wrongPassword] });

    const changed = await call('PUT', ACCOUNT_API.profilePassword, headers, {
      currentPassword: 'old-password-1',
      newPassword: 'new-password-2',
    });
    expect(changed.statusCode, changed.body).toBe(204);
    const accounts = t.app.services.accounts;
    expect(await accounts.authenticate(user.email, 'new-password-2', '192.0.2.1')).toMatchObject({
      ok: true,
    });
    expect(await accounts.authenticate(user.email, 'old-password-1', '192.0.2.1')).toMatchObject({
      ok: false,
    });
    const [notice] = await emailsTo(t, user.email, 'password-changed');
    expect(notice?.subject).toBe(`${TEST_MODE.emailSubjectPrefix}Your password was changed`);
  });

  it('checks the new password against the limits and the current one', async () => {
    const { headers } = await signedIn(t, { password: 'old-password-1' });
    const cases: [unknown, string][] = [
      [
        { currentPassword: 'old-password-1', newPassword: 'x'.repeat(LIMITS.password.min - 1) },
        'newPassword',
      ],
      [
        { currentPassword: 'old-password-1', newPassword: 'x'.repeat(LIMITS.password.max + 1) },
        'newPassword',
      ],
      [{ currentPassword: 'old-password-1', newPassword: 'old-password-1' }, 'newPassword'],
      [{ currentPassword: '', newPassword: 'new-password-2' }, 'currentPassword'],
    ];
    for (const [body, field] of cases) {
      const response = await call('PUT', ACCOUNT_API.profilePassword, headers, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(fieldErrors(response))).toEqual([field]);
    }
  });

  it('says an account of an external identity has no password here', async () => {
    const { headers } = await signedIn(t);
    const profile = profileSchema.parse((await call('GET', ACCOUNT_API.profile, headers)).json());
    expect(profile.hasPassword).toBe(false);
    const response = await call('PUT', ACCOUNT_API.profilePassword, headers, {
      currentPassword: 'anything-at-all',
      newPassword: 'new-password-2',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: PROFILE_MESSAGES.noPassword });
  });

  it('is not for an admin acting as the person', async () => {
    const admin = await signedIn(t, { roles: ['Admin'] });
    const { user } = await signedIn(t, { password: 'old-password-1' });
    const started = await call('POST', IDENTITY_API.impersonate(user.id), admin.headers);
    expect(started.statusCode, started.body).toBe(200);
    const response = await call('PUT', ACCOUNT_API.profilePassword, admin.headers, {
      currentPassword: 'old-password-1',
      newPassword: 'new-password-2',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: PROFILE_MESSAGES.impersonating });
    const email = await call('POST', ACCOUNT_API.profileEmail, admin.headers, {
      email: 'taken-over@example.test',
    });
    expect(email.statusCode).toBe(403);
    await call('POST', IDENTITY_API.stopImpersonation, admin.headers);
  });
});
