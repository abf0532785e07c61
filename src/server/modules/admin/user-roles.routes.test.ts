// Granting and removing roles, and deleting a user from the console (ADR 0041): audited, at once
// in effect, never leaving the product without an admin; records kept, personal fields removed.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USER_MESSAGES } from '../../../shared/contracts/admin-users';
import { DELETED_USER_NAME } from '../../../shared/contracts/account-data';
import { ADMIN_API } from '../../../shared/routes/admin-api';
import { IDENTITY_API } from '../../../shared/routes/identity-api';
import { users } from '../../db/schema/accounts';
import { charges } from '../../db/schema/payments';
import { events } from '../../db/schema/booking';
import { reviews } from '../../db/schema/reviews';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { createTestClock } from '../../testing/test-clock';
import { clientWithHistory } from '../account/account-safety-test-kit';
import { auditEntries, caller, createRole, signedInCaller } from './admin-users-test-kit';
import type { Caller } from './admin-users-test-kit';
import { USER_AUDIT_ACTIONS } from './users.service';

let t: TestApp;
let admin: Caller;
let call: ReturnType<typeof caller>;
const clock = createTestClock();

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  call = caller(t);
  admin = await signedInCaller(t, ['Admin']);
});
afterAll(async () => {
  await t.close();
});

const activeRoles = async (who: Caller) =>
  (await call('GET', IDENTITY_API.activeUser, who)).json<{ roles: string[] }>().roles;

describe('role grants', () => {
  it('grants and removes a role, audited with before and after, in effect at once', async () => {
    const consumer = await signedInCaller(t, ['Consumer']);
    expect(await activeRoles(consumer)).toEqual(['Consumer']);

    const granted = await call('POST', ADMIN_API.userRoles(consumer.user.id), admin, {
      role: 'Affiliate',
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toEqual({ roles: ['Affiliate', 'Consumer'] });
    // This instance forgot what it remembered of the person: the new role counts already.
    expect((await activeRoles(consumer)).sort()).toEqual(['Affiliate', 'Consumer']);
    const [grant] = await auditEntries(t, USER_AUDIT_ACTIONS.roleGranted, {
      subject: consumer.user.id,
    });
    expect(grant).toMatchObject({
      actorId: admin.user.id,
      detail: 'Affiliate',
      before: { roles: ['Consumer'] },
      after: { roles: ['Affiliate', 'Consumer'] },
    });

    const listed = await call('GET', ADMIN_API.userRoles(consumer.user.id), admin);
    expect(listed.json()).toEqual({ roles: ['Affiliate', 'Consumer'] });
    const again = await call('POST', ADMIN_API.userRoles(consumer.user.id), admin, {
      role: 'Affiliate',
    });
    expect(again.statusCode).toBe(409);

    const removed = await call('DELETE', ADMIN_API.userRoles(consumer.user.id), admin, {
      role: 'Affiliate',
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ roles: ['Consumer'] });
    expect(await activeRoles(consumer)).toEqual(['Consumer']);
    const [removal] = await auditEntries(t, USER_AUDIT_ACTIONS.roleRemoved, {
      subject: consumer.user.id,
    });
    expect(removal).toMatchObject({
      before: { roles: ['Affiliate', 'Consumer'] },
      after: { roles: ['Consumer'] },
    });
    const notHeld = await call('DELETE', ADMIN_API.userRoles(consumer.user.id), admin, {
      role: 'Affiliate',
    });
    expect(notHeld.statusCode).toBe(409);
  });

  it('grants a role an admin made, matching its name regardless of case', async () => {
    const role = await createRole(t, admin);
    const consumer = await signedInCaller(t);
    const granted = await call('POST', ADMIN_API.userRoles(consumer.user.id), admin, {
      role: role.name.toUpperCase(),
    });
    expect(granted.json<{ roles: string[] }>().roles).toContain(role.name);
  });

  it('refuses a bad body (400), an unknown role or user (404), non-admins (403)', async () => {
    const consumer = await signedInCaller(t);
    const url = ADMIN_API.userRoles(consumer.user.id);
    expect((await call('POST', url, admin, { role: 'x' })).statusCode).toBe(400);
    expect((await call('POST', url, admin, {})).statusCode).toBe(400);
    expect((await call('POST', url, admin, { role: 'No such role' })).statusCode).toBe(404);
    expect(
      (await call('POST', ADMIN_API.userRoles(randomUUID()), admin, { role: 'Affiliate' }))
        .statusCode,
    ).toBe(404);
    expect((await call('POST', url, consumer, { role: 'Admin' })).statusCode).toBe(403);
    expect((await call('DELETE', url, consumer, { role: 'Consumer' })).statusCode).toBe(403);
  });

  it('never removes one’s own Admin role, nor the last admin’s', async () => {
    const lone = await createTestApp({ seed: false });
    try {
      const first = await signedInCaller(lone, ['Admin']);
      const second = await signedInCaller(lone, ['Admin']);
      const loneCall = caller(lone);
      const own = await loneCall('DELETE', ADMIN_API.userRoles(first.user.id), first, {
        role: 'Admin',
      });
      expect(own.statusCode).toBe(403);
      expect(own.json().message).toBe(ADMIN_USER_MESSAGES.removeOwnAdmin);
      // Two admins removing each other at once: one wins; the other is either no longer an
      // admin when its request is checked (403) or waits on the lock and finds one admin (409).
      const answers = await Promise.all([
        loneCall('DELETE', ADMIN_API.userRoles(second.user.id), first, { role: 'Admin' }),
        loneCall('DELETE', ADMIN_API.userRoles(first.user.id), second, { role: 'Admin' }),
      ]);
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect([403, 409]).toContain(statuses.find((status) => status !== 200));
      const admins = await loneCall('GET', ADMIN_API.usersByRole('Admin'), first);
      const holders =
        admins.statusCode === 200
          ? admins
          : await loneCall('GET', ADMIN_API.usersByRole('Admin'), second);
      expect(holders.json().total).toBe(1);
      // An admin from an outside provider has no row here: the last admin is still kept.
      const [remaining] = answers[0]!.statusCode === 200 ? [first] : [second];
      const outsider = {
        ...remaining!.user,
        id: randomUUID(),
        name: 'Outside',
        roles: ['Admin' as const],
        firmMember: false,
      };
      await expect(
        lone.app.services.adminUsers.removeRole(outsider, remaining!.user.id, { role: 'Admin' }),
      ).rejects.toMatchObject({ code: 'conflict', message: ADMIN_USER_MESSAGES.lastAdmin });
      await expect(
        lone.app.services.adminUsers.deleteUser(outsider, remaining!.user.id),
      ).rejects.toMatchObject({ code: 'conflict', message: ADMIN_USER_MESSAGES.lastAdmin });
    } finally {
      await lone.close();
    }
    // A database of its own, so no other test's admin counts: it takes a while to make.
  }, 120_000);
});

describe('deleting a user', () => {
  it('removes personal fields and keeps the financial and compliance records', async () => {
    clock.set(new Date());
    const { client, eventId } = await clientWithHistory(t, clock);
    const db = t.database.db;
    const email = client.user.email;
    const deleted = await call('DELETE', ADMIN_API.user(client.user.id), admin);
    expect(deleted.statusCode, deleted.body).toBe(204);

    const [row] = await db.select().from(users).where(eq(users.id, client.user.id));
    expect(row).toMatchObject({ fullName: DELETED_USER_NAME, passwordHash: null });
    expect(row!.email).not.toBe(email);
    expect(row!.deletedAt).not.toBeNull();
    expect(await db.select().from(events).where(eq(events.id, eventId))).toHaveLength(1);
    expect(await db.select().from(charges).where(eq(charges.eventId, eventId))).not.toHaveLength(0);
    const [review] = await db.select().from(reviews).where(eq(reviews.eventId, eventId));
    expect(review?.reviewerName).toBe(DELETED_USER_NAME);
    const [entry] = await auditEntries(t, 'user-deleted', { subject: client.user.id });
    expect(entry).toMatchObject({ actorId: admin.user.id, before: { roles: ['Consumer'] } });
    // The old token stops at once, the account is not listed, and a second delete is 404.
    expect((await call('GET', IDENTITY_API.activeUser, client)).statusCode).toBe(401);
    const detail = await call('GET', ADMIN_API.user(client.user.id), admin);
    expect(detail.json().deletedAt).not.toBeNull();
    expect((await call('DELETE', ADMIN_API.user(client.user.id), admin)).statusCode).toBe(404);
  });

  it('refuses oneself, an advisor, an unknown id and non-admins', async () => {
    const self = await call('DELETE', ADMIN_API.user(admin.user.id), admin);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(ADMIN_USER_MESSAGES.deleteSelf);
    const advisor = await signedInCaller(t, ['Advisor']);
    expect((await call('DELETE', ADMIN_API.user(advisor.user.id), admin)).statusCode).toBe(409);
    expect((await call('DELETE', ADMIN_API.user(randomUUID()), admin)).statusCode).toBe(404);
    const consumer = await signedInCaller(t);
    expect((await call('DELETE', ADMIN_API.user(advisor.user.id), consumer)).statusCode).toBe(403);
  });
});
