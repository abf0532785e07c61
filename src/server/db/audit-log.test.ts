// The audit log keeps what was written: entries go in with their values, and the database itself
// refuses to change or remove one (docs/product.md#audit-log), whoever connects.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from './audit-log';
import { auditLog } from './schema/accounts';
import { createTestDatabase } from '../testing/test-database';
import type { TestDatabase } from '../testing/test-database';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(() => database.dispose());

const errorText = (error: unknown): string =>
  error instanceof Error ? `${error.message} ${errorText(error.cause)}` : String(error ?? '');

describe('the audit log', () => {
  it('records who, what, the target and the values before and after', async () => {
    await recordAudit(database.db, {
      actorId: null,
      action: 'flag-set',
      target: 'flag:Example',
      before: { value: false },
      after: { value: true },
    });
    const [row] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, 'flag:Example'));
    expect(row).toMatchObject({
      action: 'flag-set',
      before: { value: false },
      after: { value: true },
      detail: '',
    });
  });

  it('writes nothing for no entries', async () => {
    const before = await database.db.select({ id: auditLog.id }).from(auditLog);
    await recordAudit(database.db);
    expect(await database.db.select({ id: auditLog.id }).from(auditLog)).toHaveLength(
      before.length,
    );
  });

  it('refuses to update an entry', async () => {
    const attempt = database.db.update(auditLog).set({ action: 'forged' });
    await expect(attempt).rejects.toSatisfy((error) => /append-only/.test(errorText(error)));
    const actions = await database.db.select({ action: auditLog.action }).from(auditLog);
    expect(actions.map((row) => row.action)).not.toContain('forged');
  });

  it('refuses to delete or truncate an entry', async () => {
    const count = async () => (await database.db.select({ id: auditLog.id }).from(auditLog)).length;
    const kept = await count();
    await expect(database.db.delete(auditLog)).rejects.toSatisfy((error) =>
      /append-only/.test(errorText(error)),
    );
    await expect(database.db.execute(sql`truncate audit_log`)).rejects.toSatisfy((error) =>
      /append-only/.test(errorText(error)),
    );
    expect(await count()).toBe(kept);
  });
});
