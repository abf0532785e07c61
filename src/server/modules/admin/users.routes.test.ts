// The users calls of the admin console (ADR 0041): the table's paging, sorts, search and role
// filter, one user, the quick search, the audited edit, and who may call them.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserDetail, UserPage, UserRow } from '../../../shared/contracts/admin-users';
import { ADMIN_USER_MESSAGES } from '../../../shared/contracts/admin-users';
import { ADMIN_API } from '../../../shared/routes/admin-api';
import { LIMITS } from '../../../shared/limits';
import { createTestUser } from '../../testing/test-users';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { auditEntries, caller, createRole, signedInCaller } from './admin-users-test-kit';
import type { Caller } from './admin-users-test-kit';
import { USER_AUDIT_ACTIONS } from './users.service';

const MINUTE_MS = 60_000;
let t: TestApp;
let admin: Caller;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  admin = await signedInCaller(t, ['Admin'], { fullName: 'Ada Admin' });
});
afterAll(async () => {
  await t.close();
});

const page = async (query: string) => {
  const response = await call('GET', `${ADMIN_API.users}?${query}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<UserPage>();
};

describe('the users table', () => {
  it('pages, sorts by name, email and joined, searches name and email, filters by role', async () => {
    const base = Date.UTC(2031, 0, 1);
    const tag = randomUUID().slice(0, 6);
    const made = [];
    for (let index = 0; index < 27; index += 1) {
      made.push(
        await createTestUser(t.database.db, {
          roles: index % 3 === 0 ? ['Affiliate'] : ['Consumer'],
          fullName: `Quill ${tag} ${String(index).padStart(2, '0')}`,
          email: `z${String(26 - index).padStart(2, '0')}-${tag}@example.test`,
          createdAt: new Date(base + index * MINUTE_MS),
        }),
      );
    }
    const byEmail = await createTestUser(t.database.db, {
      email: `Someone.QUILL-${tag}@Example.test`,
      fullName: 'Someone Else',
      createdAt: new Date(base - MINUTE_MS),
    });

    const first = await page(`q=quill%20${tag.toUpperCase()}`);
    expect(first).toMatchObject({ total: 27, page: 1, size: 25 });
    // Newest first by default.
    expect(first.items[0]).toMatchObject({ id: made[26]!.id, roles: ['Consumer'] });
    const second = await page(`q=quill ${tag}&page=2`);
    expect(second.items.map((row) => row.id)).toEqual([made[1]!.id, made[0]!.id]);

    const byName = await page(`q=${tag}&sort=name&dir=asc&size=50`);
    expect(byName.total).toBe(28);
    expect(byName.items.map((row) => row.fullName)).toEqual(
      [...byName.items.map((row) => row.fullName)].sort((a, b) => (a < b ? -1 : 1)),
    );
    const byMail = await page(`q=${tag}&sort=email&dir=desc&size=50`);
    expect(byMail.items[0]!.id).toBe(made[0]!.id);
    expect(byMail.items.at(-1)!.id).toBe(byEmail.id);
    const joinedAsc = await page(`q=${tag}&sort=joined&dir=asc`);
    expect(joinedAsc.items[0]!.id).toBe(byEmail.id);

    const affiliates = await page(`q=${tag}&role=Affiliate&size=50`);
    expect(affiliates.total).toBe(9);
    expect(affiliates.items.every((row) => row.roles.includes('Affiliate'))).toBe(true);
    // `%` and `_` typed are literal.
    expect((await page(`q=${tag}%25`)).total).toBe(0);
  });

  it('refuses a bad page, size, sort or an unknown role with 400', async () => {
    for (const query of ['page=0', 'size=30', 'sort=password', 'dir=up', 'role=Nobody']) {
      const response = await call('GET', `${ADMIN_API.users}?${query}`, admin);
      expect(response.statusCode, query).toBe(400);
    }
    const unknown = await call('GET', `${ADMIN_API.users}?role=Nobody`, admin);
    expect(unknown.json().fieldErrors.role).toEqual([ADMIN_USER_MESSAGES.unknownRole('Nobody')]);
  });

  it('is for admins only', async () => {
    for (const roles of [['Consumer'], ['Advisor'], ['Affiliate']] as const) {
      const someone = await signedInCaller(t, [...roles]);
      for (const url of [
        ADMIN_API.users,
        ADMIN_API.user(someone.user.id),
        ADMIN_API.userBasic(someone.user.id),
        ADMIN_API.userSearch('a'),
        ADMIN_API.usersByRole('Admin'),
        ADMIN_API.userRoles(someone.user.id),
      ]) {
        expect((await call('GET', url, someone)).statusCode, url).toBe(403);
      }
      const edit = await call('PUT', ADMIN_API.user(someone.user.id), someone, {});
      expect(edit.statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: ADMIN_API.users });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('one user and the quick search', () => {
  it('answers basic and full views, 404 for an unknown or malformed id', async () => {
    const user = await createTestUser(t.database.db, {
      roles: ['Consumer'],
      fullName: 'Bea Basic',
    });
    const basic = await call('GET', ADMIN_API.userBasic(user.id), admin);
    expect(basic.json()).toEqual({ id: user.id, fullName: 'Bea Basic', email: user.email });
    const full = await call('GET', ADMIN_API.user(user.id), admin);
    expect(full.json<UserDetail>()).toMatchObject({
      id: user.id,
      roles: ['Consumer'],
      timeZone: 'America/New_York',
      firmMember: false,
      emailVerified: true,
      deletedAt: null,
    });
    for (const id of [randomUUID(), 'not-an-id']) {
      expect((await call('GET', ADMIN_API.user(id), admin)).statusCode).toBe(404);
      expect((await call('GET', ADMIN_API.userBasic(id), admin)).statusCode).toBe(404);
      expect((await call('GET', ADMIN_API.userRoles(id), admin)).statusCode).toBe(404);
    }
  });

  it('searches by name or email, narrowed to one role by the extra segment', async () => {
    const tag = randomUUID().slice(0, 6);
    const consumer = await createTestUser(t.database.db, { fullName: `Sam ${tag}` });
    const affiliate = await createTestUser(t.database.db, {
      roles: ['Affiliate'],
      email: `sam-${tag}@example.test`,
    });
    const all = await call('GET', ADMIN_API.userSearch(tag), admin);
    expect(
      all
        .json<UserRow[]>()
        .map((row) => row.id)
        .sort(),
    ).toEqual([consumer.id, affiliate.id].sort());
    const narrowed = await call('GET', ADMIN_API.userSearch(tag, 'Affiliate'), admin);
    expect(narrowed.json<UserRow[]>().map((row) => row.id)).toEqual([affiliate.id]);
    const unknownRole = await call('GET', ADMIN_API.userSearch(tag, 'Nobody'), admin);
    expect(unknownRole.statusCode).toBe(400);
  });

  it('lists the holders of a role; an unknown role is 404', async () => {
    const role = await createRole(t, admin);
    const holder = await createTestUser(t.database.db);
    await call('POST', ADMIN_API.userRoles(holder.id), admin, { role: role.name });
    const holders = await call('GET', ADMIN_API.usersByRole(role.name), admin);
    expect(holders.statusCode, holders.body).toBe(200);
    expect(holders.json<UserPage>()).toMatchObject({ total: 1, items: [{ id: holder.id }] });
    expect((await call('GET', ADMIN_API.usersByRole('Nobody here'), admin)).statusCode).toBe(404);
  });
});

describe('editing a user', () => {
  const body = (over: Record<string, unknown> = {}) => ({
    fullName: 'Edna Edited',
    email: `edna-${randomUUID().slice(0, 6)}@example.test`,
    timeZone: 'america/chicago',
    firmMember: false,
    ...over,
  });

  it('saves what an admin may change and audits only what changed, before and after', async () => {
    const user = await createTestUser(t.database.db, { fullName: 'Edna Before' });
    const change = body();
    const saved = await call('PUT', ADMIN_API.user(user.id), admin, change);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<UserDetail>()).toMatchObject({
      fullName: 'Edna Edited',
      email: change.email,
      timeZone: 'America/Chicago',
    });
    const [entry] = await auditEntries(t, USER_AUDIT_ACTIONS.edited, { subject: user.id });
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      before: { fullName: 'Edna Before', email: user.email, timeZone: 'America/New_York' },
      after: { fullName: 'Edna Edited', email: change.email, timeZone: 'America/Chicago' },
    });
    // The same values again change nothing and write no entry.
    await call('PUT', ADMIN_API.user(user.id), admin, change);
    expect(await auditEntries(t, USER_AUDIT_ACTIONS.edited, { subject: user.id })).toHaveLength(1);
  });

  it('refuses a bad body (400), a taken address (409) and an unknown user (404)', async () => {
    const user = await createTestUser(t.database.db);
    const other = await createTestUser(t.database.db);
    const bad = await call('PUT', ADMIN_API.user(user.id), admin, {
      fullName: '',
      email: 'nope',
      timeZone: 'Mars/Olympus',
      firmMember: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(
      ['email', 'firmMember', 'fullName', 'timeZone'].sort(),
    );
    for (const fullName of ['J', 'x'.repeat(LIMITS.userName.max + 1)]) {
      const outside = await call('PUT', ADMIN_API.user(user.id), admin, body({ fullName }));
      expect(outside.statusCode, fullName).toBe(400);
      expect(Object.keys(outside.json().fieldErrors)).toEqual(['fullName']);
    }
    const taken = await call(
      'PUT',
      ADMIN_API.user(user.id),
      admin,
      body({ email: other.email.toUpperCase() }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(ADMIN_USER_MESSAGES.emailTaken);
    expect((await call('PUT', ADMIN_API.user(randomUUID()), admin, body())).statusCode).toBe(404);
  });
});
