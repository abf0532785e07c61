// Impersonation (docs/product.md#impersonation): who may act as whom, the
// audit trail, the hour limit, and how soon every server instance sees a change.
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { IMPERSONATION_MAX_MINUTES } from '../../../shared/constants';
import { activeUserSchema, impersonationStartedSchema } from '../../../shared/contracts/account';
import { ADMIN_API } from '../../../shared/routes/admin-api';
import { IDENTITY_API } from '../../../shared/routes/identity-api';
import { buildApp } from '../../app';
import { IDENTITY_CACHE_MS } from '../../auth/access/identity-resolver';
import { auditLog } from '../../db/schema/accounts';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { bearer, mintAccessToken } from '../../testing/test-tokens';
import { createTestUser } from '../../testing/test-users';
import type { TestUser } from '../../testing/test-users';
import { AUDIT_ACTIONS, IMPERSONATION_MESSAGES } from './admin.service';

const MINUTE_MS = 60_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A fresh admin for each test, so impersonations of one test never meet another's. */
async function signedIn(roles: TestUser['roles'], fullName?: string) {
  const user = await createTestUser(t.database.db, { roles, ...(fullName ? { fullName } : {}) });
  // Long-lived, so tests that move the clock an hour on still hold a valid token.
  const token = await mintAccessToken(t.database.db, t.config, user, { expiresInS: 3 * 3600 });
  return { user, headers: bearer(token) };
}

const call = (
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  app: FastifyInstance = t.app,
) => app.inject({ method, url, headers });

async function activeUserOf(headers: Record<string, string>, app: FastifyInstance = t.app) {
  const response = await call('GET', IDENTITY_API.activeUser, headers, app);
  expect(response.statusCode, response.body).toBe(200);
  return activeUserSchema.parse(response.json());
}

const auditOf = (adminId: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.actorId, adminId)).orderBy(auditLog.id);

describe('impersonation', () => {
  it('acts as the user until stopped, with an audit row for the start and the stop', async () => {
    const admin = await signedIn(['Admin'], 'Ada Admin');
    const { user: consumer } = await signedIn(['Consumer'], 'Carl Consumer');
    const before = Date.now();

    const started = await call('POST', IDENTITY_API.impersonate(consumer.id), admin.headers);
    expect(started.statusCode, started.body).toBe(200);
    const body = impersonationStartedSchema.parse(started.json());
    expect(body.user).toMatchObject({ id: consumer.id, fullName: 'Carl Consumer' });
    expect(body.user.roles).toEqual(['Consumer']);
    // Times on the pages the admin now sees follow the user's zone, as on the active-user answer.
    expect(body.user).toMatchObject({ timeZone: 'America/New_York', timeZoneChosen: false });
    const endsAt = new Date(body.endsAt).getTime();
    expect(endsAt - before).toBeGreaterThanOrEqual(IMPERSONATION_MAX_MINUTES * MINUTE_MS - 1000);
    expect(endsAt - Date.now()).toBeLessThanOrEqual(IMPERSONATION_MAX_MINUTES * MINUTE_MS);

    const acting = await activeUserOf(admin.headers);
    expect(acting).toMatchObject({
      id: consumer.id,
      roles: ['Consumer'],
      impersonation: { adminId: admin.user.id, adminName: 'Ada Admin', endsAt: body.endsAt },
    });
    // The admin now has the consumer's roles and nothing more.
    expect((await call('GET', ADMIN_API.users, admin.headers)).statusCode).toBe(403);

    const stopped = await call('POST', IDENTITY_API.stopImpersonation, admin.headers);
    expect(stopped.statusCode).toBe(204);
    const back = await activeUserOf(admin.headers);
    expect(back).toMatchObject({ id: admin.user.id, roles: ['Admin'], impersonation: null });
    expect((await call('GET', ADMIN_API.users, admin.headers)).statusCode).toBe(200);

    const audit = await auditOf(admin.user.id);
    expect(audit.map((row) => [row.action, row.subjectId])).toEqual([
      [AUDIT_ACTIONS.impersonationStart, consumer.id],
      [AUDIT_ACTIONS.impersonationStop, consumer.id],
    ]);
    for (const row of audit) {
      expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    }
  });

  it('refuses to start another while one runs: stop first', async () => {
    const admin = await signedIn(['Admin']);
    const { user: first } = await signedIn(['Consumer'], 'First Person');
    const { user: second } = await signedIn(['Advisor']);
    expect((await call('POST', IDENTITY_API.impersonate(first.id), admin.headers)).statusCode).toBe(
      200,
    );

    const again = await call('POST', IDENTITY_API.impersonate(second.id), admin.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'conflict',
      message: IMPERSONATION_MESSAGES.alreadyActing('First Person'),
    });
    expect((await activeUserOf(admin.headers)).id).toBe(first.id);

    await call('POST', IDENTITY_API.stopImpersonation, admin.headers);
    expect(
      (await call('POST', IDENTITY_API.impersonate(second.id), admin.headers)).statusCode,
    ).toBe(200);
    expect((await activeUserOf(admin.headers)).id).toBe(second.id);
  });

  it('refuses admins, oneself, unknown users and non-admins', async () => {
    const admin = await signedIn(['Admin']);
    const { user: otherAdmin } = await signedIn(['Admin', 'Advisor']);
    const consumer = await signedIn(['Consumer']);

    const ofAdmin = await call('POST', IDENTITY_API.impersonate(otherAdmin.id), admin.headers);
    expect(ofAdmin.statusCode).toBe(403);
    expect(ofAdmin.json()).toMatchObject({ message: IMPERSONATION_MESSAGES.admin });

    const ofSelf = await call('POST', IDENTITY_API.impersonate(admin.user.id), admin.headers);
    expect(ofSelf.statusCode).toBe(403);
    expect(ofSelf.json()).toMatchObject({ message: IMPERSONATION_MESSAGES.self });

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('POST', IDENTITY_API.impersonate(unknown), admin.headers)).statusCode).toBe(
      404,
    );
    expect(
      (await call('POST', IDENTITY_API.impersonate('not-an-id'), admin.headers)).statusCode,
    ).toBe(404);

    const byConsumer = await call(
      'POST',
      IDENTITY_API.impersonate(admin.user.id),
      consumer.headers,
    );
    expect(byConsumer.statusCode).toBe(403);
    expect((await call('POST', IDENTITY_API.stopImpersonation, consumer.headers)).statusCode).toBe(
      403,
    );
    expect(await auditOf(admin.user.id)).toEqual([]);
  });

  it('ends by itself after the hour, and the admin may start again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date());
    const admin = await signedIn(['Admin']);
    const { user: consumer } = await signedIn(['Consumer']);
    const started = await call('POST', IDENTITY_API.impersonate(consumer.id), admin.headers);
    const endsAt = impersonationStartedSchema.parse(started.json()).endsAt;
    expect((await activeUserOf(admin.headers)).id).toBe(consumer.id);

    vi.setSystemTime(Date.now() + (IMPERSONATION_MAX_MINUTES - 1) * MINUTE_MS);
    expect((await activeUserOf(admin.headers)).id).toBe(consumer.id);
    vi.setSystemTime(Date.now() + 2 * MINUTE_MS);
    expect(await activeUserOf(admin.headers)).toMatchObject({
      id: admin.user.id,
      impersonation: null,
    });

    // The lapsed impersonation is closed (its stop dated when it ended) and a new one starts.
    expect(
      (await call('POST', IDENTITY_API.impersonate(consumer.id), admin.headers)).statusCode,
    ).toBe(200);
    const stops = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.actorId, admin.user.id),
          eq(auditLog.action, AUDIT_ACTIONS.impersonationStop),
        ),
      );
    expect(stops).toHaveLength(1);
    expect(stops[0]?.createdAt.toISOString()).toBe(endsAt);
    expect(stops[0]?.detail).toMatch(/ended by itself/);
  });

  it('is seen by another server instance within seconds of a stop', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date());
    const other = await buildApp({ config: t.config, database: t.database, logger: false });
    try {
      const admin = await signedIn(['Admin']);
      const { user: consumer } = await signedIn(['Consumer']);
      await call('POST', IDENTITY_API.impersonate(consumer.id), admin.headers);
      expect((await activeUserOf(admin.headers, other)).id).toBe(consumer.id);

      await call('POST', IDENTITY_API.stopImpersonation, admin.headers);
      // This instance forgets at once; the other remembers its lookup for a few seconds.
      expect((await activeUserOf(admin.headers)).id).toBe(admin.user.id);
      expect((await activeUserOf(admin.headers, other)).id).toBe(consumer.id);
      vi.setSystemTime(Date.now() + IDENTITY_CACHE_MS + 1);
      expect((await activeUserOf(admin.headers, other)).id).toBe(admin.user.id);
    } finally {
      await other.close();
    }
  });
});
