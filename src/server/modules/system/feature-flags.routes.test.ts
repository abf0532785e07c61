// The admin console's feature flags (docs/product.md#feature-flags): admins only, every change
// audited with who, which flag, from and to, and seen by another server instance on the same
// database within moments (its change notice), well before the flag cache would expire.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminFeatureFlags } from '../../../shared/contracts/system';
import { FEATURE_FLAGS } from '../../../shared/feature-flags';
import { ADMIN_API } from '../../../shared/routes/admin-api';
import { buildApp } from '../../app';
import { auditLog } from '../../db/schema/accounts';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { bearer, mintAccessToken } from '../../testing/test-tokens';
import { createTestUser } from '../../testing/test-users';
import type { TestUser } from '../../testing/test-users';
import { FEATURE_FLAG_AUDIT_ACTION } from './system.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(async () => {
  await t.close();
});

async function signedIn(roles: TestUser['roles']) {
  const user = await createTestUser(t.database.db, { roles });
  return { user, headers: bearer(await mintAccessToken(t.database.db, t.config, user)) };
}

const setFlag = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: ADMIN_API.setFeatureFlag, headers, payload });

describe('feature flags in the admin console', () => {
  it('lists every named flag with its description, for admins only', async () => {
    const admin = await signedIn(['Admin']);
    const response = await t.app.inject({
      method: 'GET',
      url: ADMIN_API.featureFlags,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    const { flags } = response.json<AdminFeatureFlags>();
    expect(flags.map((flag) => flag.id)).toEqual([...FEATURE_FLAGS]);
    expect(flags.every((flag) => flag.description.length > 0)).toBe(true);

    for (const roles of [['Consumer'], ['Advisor'], ['Affiliate']] as TestUser['roles'][]) {
      const other = await signedIn(roles);
      const list = await t.app.inject({
        method: 'GET',
        url: ADMIN_API.featureFlags,
        headers: other.headers,
      });
      expect(list.statusCode).toBe(403);
      expect((await setFlag(other.headers, { id: 'TheOngoing', value: true })).statusCode).toBe(
        403,
      );
    }
    expect((await setFlag({}, { id: 'TheOngoing', value: true })).statusCode).toBe(401);
    expect(await t.app.services.system.getFeatureFlag('TheOngoing')).toBe(false);
  });

  it('refuses an unknown flag', async () => {
    const admin = await signedIn(['Admin']);
    const response = await setFlag(admin.headers, { id: 'NoSuchFlag', value: true });
    expect(response.statusCode).toBe(400);
  });

  it('audits each change: who, which flag, from and to', async () => {
    const admin = await signedIn(['Admin']);
    const on = await setFlag(admin.headers, { id: 'WinterEasterEggs', value: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(
      on.json<AdminFeatureFlags>().flags.find((f) => f.id === 'WinterEasterEggs'),
    ).toMatchObject({ value: true });
    await setFlag(admin.headers, { id: 'WinterEasterEggs', value: false });
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorId, admin.user.id))
      .orderBy(auditLog.id);
    expect(rows.map((row) => [row.action, row.detail])).toEqual([
      [FEATURE_FLAG_AUDIT_ACTION, 'WinterEasterEggs: off → on'],
      [FEATURE_FLAG_AUDIT_ACTION, 'WinterEasterEggs: on → off'],
    ]);
  });

  it('reaches another instance on the same database within a second', async () => {
    const other = await buildApp({ config: t.config, database: t.database, logger: false });
    try {
      await other.ready();
      const admin = await signedIn(['Admin']);
      // The other instance has read (and cached) the flag as off.
      expect(await other.services.system.getFeatureFlag('TheOngoing')).toBe(false);
      await setFlag(admin.headers, { id: 'TheOngoing', value: true });
      const seenAt = await waitFor(() => other.services.system.getFeatureFlag('TheOngoing'));
      // Well inside the cache's 5 seconds: the change notice, not the expiry, told it.
      expect(seenAt).toBeLessThan(1_000);

      await setFlag(admin.headers, { id: 'TheOngoing', value: false });
      expect(
        await waitFor(async () => !(await other.services.system.getFeatureFlag('TheOngoing'))),
      ).toBeLessThan(1_000);
    } finally {
      await other.close();
    }
  });
});

/** Milliseconds until `check` holds, polling; fails after 3 seconds. */
async function waitFor(check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 3_000) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('The change was not seen within 3 seconds.');
}
