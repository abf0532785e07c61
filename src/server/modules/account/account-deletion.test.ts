// Closing one's own account: personal data goes, the five-year records stay under "Deleted
// user", sign-in and old tokens stop working, the address is free again, others are untouched.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_API } from '../../../shared/routes/account-api';
import { IDENTITY_API } from '../../../shared/routes/identity-api';
import {
  ACCOUNT_DELETION_MESSAGES,
  ACCOUNT_DELETION_PHRASE,
  DELETED_USER_NAME,
} from '../../../shared/contracts/account-data';
import { userRoles, users } from '../../db/schema/accounts';
import { eventStatusChanges, events } from '../../db/schema/booking';
import { oidcPayloads } from '../../db/schema/identity';
import { advisors } from '../../db/schema/advisors';
import { intakeResponses } from '../../db/schema/intake';
import { savedAdvisors } from '../../db/schema/matching';
import { charges } from '../../db/schema/payments';
import { recordings } from '../../db/schema/recordings';
import { reviews } from '../../db/schema/reviews';
import { twoFactorSecrets } from '../../db/schema/two-factor';
import { vaultFiles } from '../../db/schema/vault';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { createTestClock } from '../../testing/test-clock';
import { bookMeeting, openSlots, signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import { totpCode, totpStepAt } from '../../auth/two-factor/totp';
import { advisorCaller, clientWithHistory, PASSWORD, SLUG } from './account-safety-test-kit';

let t: TestApp;
const clock = createTestClock();

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(async () => {
  await t.close();
});

const deleteAccount = (caller: Caller, confirmation = ACCOUNT_DELETION_PHRASE) =>
  t.app.inject({
    method: 'POST',
    url: ACCOUNT_API.deleteAccount,
    headers: caller.headers,
    payload: { confirmation },
  });

describe('account deletion', () => {
  it('needs the typed confirmation', async () => {
    const client = await signedInCaller(t);
    const refused = await deleteAccount(client, 'delete');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors.confirmation).toBeDefined();
    const [kept] = await t.database.db.select().from(users).where(eq(users.id, client.user.id));
    expect(kept?.deletedAt).toBeNull();
  });

  it('is refused while a meeting is still to come', async () => {
    clock.set(new Date());
    const client = await signedInCaller(t);
    const [slot] = await openSlots(t.app, SLUG, 21);
    await bookMeeting(t.app, client, SLUG, slot!.start);
    const refused = await deleteAccount(client);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ACCOUNT_DELETION_MESSAGES.upcomingMeeting);
  });

  it('is for clients only: an advisor is told to ask the team', async () => {
    const advisor = await advisorCaller(t, 'priya-raman');
    const refused = await deleteAccount(advisor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ACCOUNT_DELETION_MESSAGES.staffAccount);
  });

  it('is not for an admin acting as the person, who cannot take their data either', async () => {
    const admin = await signedInCaller(t, ['Admin']);
    const client = await signedInCaller(t);
    const started = await t.app.inject({
      method: 'POST',
      url: IDENTITY_API.impersonate(client.user.id),
      headers: admin.headers,
    });
    expect(started.statusCode, started.body).toBe(200);
    const refused = await deleteAccount(admin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ACCOUNT_DELETION_MESSAGES.impersonating);
    const download = await t.app.inject({
      method: 'GET',
      url: ACCOUNT_API.dataDownload,
      headers: admin.headers,
    });
    expect(download.statusCode).toBe(403);
    const setup = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.twoFactorSetup,
      headers: admin.headers,
    });
    expect(setup.statusCode).toBe(403);
    await t.app.inject({
      method: 'POST',
      url: IDENTITY_API.stopImpersonation,
      headers: admin.headers,
    });
    const [kept] = await t.database.db.select().from(users).where(eq(users.id, client.user.id));
    expect(kept?.deletedAt).toBeNull();
  });

  it('removes the person and their files, keeps the financial and advisory records, and leaves others alone', async () => {
    clock.set(new Date());
    const other = await clientWithHistory(t, clock);
    clock.set(new Date());
    const { client, eventId, fileKey, recordingKey } = await clientWithHistory(t, clock);
    const db = t.database.db;
    const storage = t.app.services.storage;
    // Two-step sign-in on, and a provider session row, to see both go.
    const setup = await t.app.services.twoFactor.beginSetup(client.user.id, client.user.email);
    await t.app.services.twoFactor.confirmSetup(
      client.user.id,
      totpCode(setup.secret, totpStepAt(clock.now())),
    );
    await db.insert(oidcPayloads).values({
      id: 'session-of-deleted',
      model: 'Session',
      payload: { accountId: client.user.id },
    });
    const [advisor] = await db.select({ id: advisors.id }).from(advisors).limit(1);
    await db.insert(savedAdvisors).values({ userId: client.user.id, advisorId: advisor!.id });
    const email = client.user.email;
    expect(await t.app.services.accounts.authenticate(email, PASSWORD, '127.0.0.1')).toMatchObject({
      ok: true,
    });

    const deleted = await deleteAccount(client);
    expect(deleted.statusCode, deleted.body).toBe(204);

    // The person is gone from the account row.
    const [row] = await db.select().from(users).where(eq(users.id, client.user.id));
    expect(row).toMatchObject({
      fullName: DELETED_USER_NAME,
      passwordHash: null,
      pendingEmail: null,
      residenceState: null,
    });
    expect(
      await db.select().from(savedAdvisors).where(eq(savedAdvisors.userId, client.user.id)),
    ).toEqual([]);
    expect(row!.email).not.toBe(email);
    expect(row!.deletedAt).not.toBeNull();
    expect(await db.select().from(userRoles).where(eq(userRoles.userId, client.user.id))).toEqual(
      [],
    );
    expect(
      await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, client.user.id)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(oidcPayloads)
        .where(sql`${oidcPayloads.payload}->>'accountId' = ${client.user.id}`),
    ).toEqual([]);
    expect(
      await db.select().from(intakeResponses).where(eq(intakeResponses.clientId, client.user.id)),
    ).toEqual([]);
    expect(
      await db.select().from(vaultFiles).where(eq(vaultFiles.ownerId, client.user.id)),
    ).toEqual([]);
    expect(await storage.exists(fileKey)).toBe(false);
    expect(await storage.exists(recordingKey)).toBe(false);
    const [recording] = await db.select().from(recordings).where(eq(recordings.eventId, eventId));
    expect(recording).toMatchObject({ status: 'DeletedByUser', storageKey: null });

    // The records Rule 204-2 keeps are all there, pointing at "Deleted user".
    const [event] = await db.select().from(events).where(eq(events.id, eventId));
    expect(event).toMatchObject({
      clientId: client.user.id,
      notes: 'Max out the 401(k) match first.',
    });
    expect(
      await db.select().from(charges).where(eq(charges.clientId, client.user.id)),
    ).toHaveLength(1);
    expect(
      (await db.select().from(eventStatusChanges).where(eq(eventStatusChanges.eventId, eventId)))
        .length,
    ).toBeGreaterThan(0);
    const [review] = await db.select().from(reviews).where(eq(reviews.consumerId, client.user.id));
    expect(review).toMatchObject({ reviewerName: DELETED_USER_NAME, title: 'Clear and kind' });

    // Nobody can be this person any more: no password sign-in, no old token.
    expect(await t.app.services.accounts.authenticate(email, PASSWORD, '127.0.0.1')).toMatchObject({
      ok: false,
    });
    const stale = await t.app.inject({
      method: 'GET',
      url: IDENTITY_API.activeUser,
      headers: client.headers,
    });
    expect(stale.statusCode).toBe(401);
    expect((await deleteAccount(client)).statusCode).toBe(401);

    // The address is free for a new account.
    await expect(
      t.app.services.accounts.register({ fullName: 'New Person', email, password: PASSWORD }),
    ).resolves.toHaveProperty('userId');

    // The other client keeps everything.
    const [otherRow] = await db.select().from(users).where(eq(users.id, other.client.user.id));
    expect(otherRow).toMatchObject({ fullName: other.client.user.fullName, deletedAt: null });
    expect(await storage.exists(other.fileKey)).toBe(true);
    expect(await storage.exists(other.recordingKey)).toBe(true);
    const me = await t.app.inject({
      method: 'GET',
      url: IDENTITY_API.activeUser,
      headers: other.client.headers,
    });
    expect(me.statusCode).toBe(200);
  });
});
