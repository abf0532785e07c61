// The console's audit log (docs/product.md#audit-log): admins read entries with who, whom, what
// and the values before and after, paged, sorted, searched and filtered; nobody else reads it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '../../../shared/contracts/audit';
import { ADMIN_API } from '../../../shared/routes/admin-api';
import { recordAudit } from '../../db/audit-log';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { bearer, mintAccessToken } from '../../testing/test-tokens';
import { createTestUser } from '../../testing/test-users';
import type { TestUser } from '../../testing/test-users';

let t: TestApp;
let adminHeaders: Record<string, string>;
let admin: TestUser;
let client: TestUser;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  admin = await createTestUser(t.database.db, { roles: ['Admin'], fullName: 'Audra Admin' });
  client = await createTestUser(t.database.db, { roles: ['Consumer'], fullName: 'Cory Client' });
  adminHeaders = bearer(await mintAccessToken(t.database.db, t.config, admin));
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 9, minute));
  await recordAudit(
    t.database.db,
    {
      actorId: admin.id,
      subjectId: client.id,
      action: 'role-granted',
      after: { role: 'Affiliate' },
      createdAt: at(1),
    },
    {
      actorId: admin.id,
      subjectId: client.id,
      action: 'role-revoked',
      before: { role: 'Affiliate' },
      createdAt: at(2),
    },
    {
      actorId: null,
      action: 'flag-set',
      target: 'flag:Winter',
      before: { value: false },
      after: { value: true },
      createdAt: at(3),
    },
  );
});
afterAll(() => t.close());

const read = async (query: string, headers = adminHeaders) =>
  t.app.inject({ method: 'GET', url: `${ADMIN_API.auditLog}?${query}`, headers });

describe('GET the audit log', () => {
  it('answers entries newest first with actor, subject and values', async () => {
    const response = await read(`subject=${client.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const page = response.json<AuditPage>();
    expect(page).toMatchObject({ total: 2, page: 1, size: 25 });
    expect(page.items.map((entry) => entry.action)).toEqual(['role-revoked', 'role-granted']);
    expect(page.items[1]).toMatchObject({
      actor: { id: admin.id, fullName: 'Audra Admin' },
      subject: { id: client.id, fullName: 'Cory Client' },
      before: null,
      after: { role: 'Affiliate' },
    });
  });

  it('sorts, filters by action and searches names, targets and details', async () => {
    const oldest = (await read(`subject=${client.id}&sort=createdAt&dir=asc`)).json<AuditPage>();
    expect(oldest.items[0]?.action).toBe('role-granted');
    const flags = (await read('action=flag-set&q=winter')).json<AuditPage>();
    expect(flags.items).toHaveLength(1);
    expect(flags.items[0]).toMatchObject({ actor: null, target: 'flag:Winter' });
    const byName = (await read('q=cory%20client')).json<AuditPage>();
    expect(byName.items.every((entry) => entry.subject?.id === client.id)).toBe(true);
    expect(byName.total).toBe(2);
  });

  it('pages with the chosen size and keeps the total', async () => {
    const first = (await read(`subject=${client.id}&size=25&page=2`)).json<AuditPage>();
    expect(first).toMatchObject({ total: 2, page: 2, items: [] });
  });

  it('refuses bad queries with field messages', async () => {
    for (const query of ['size=7', 'page=0', 'sort=detail', 'dir=up', 'subject=nobody']) {
      const response = await read(query);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('is for admins only', async () => {
    for (const roles of [['Consumer'], ['Advisor'], ['Affiliate']] as TestUser['roles'][]) {
      const other = await createTestUser(t.database.db, { roles });
      const headers = bearer(await mintAccessToken(t.database.db, t.config, other));
      expect((await read('', headers)).statusCode).toBe(403);
    }
    expect((await read('', {})).statusCode).toBe(401);
  });
});
