// What the users and roles API tests share: a signed-in caller, a call with a body, the audit
// entries about a user or a role, and a role made for the test.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ADMIN_API } from '../../../shared/routes/admin-api';
import { auditLog } from '../../db/schema/accounts';
import type { TestApp } from '../../testing/test-app';
import type { Caller } from '../../testing/test-booking';

export { signedInCaller } from '../../testing/test-booking';
export type { Caller };

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function caller(t: TestApp) {
  return (method: Method, url: string, who: Caller, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: who.headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}

/** The audit entries of one action, about a user or on a target, oldest first. */
export function auditEntries(
  t: TestApp,
  action: string,
  about: { subject?: string; target?: string },
) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, action),
        about.subject ? eq(auditLog.subjectId, about.subject) : undefined,
        about.target ? eq(auditLog.target, about.target) : undefined,
      ),
    )
    .orderBy(auditLog.id);
}

/** A role of the admin's own, with a name no other test uses. */
export async function createRole(t: TestApp, admin: Caller, prefix = 'Team') {
  const name = `${prefix} ${randomUUID().slice(0, 8)}`;
  const response = await caller(t)('POST', ADMIN_API.roles, admin, { name });
  if (response.statusCode !== 201) throw new Error(`role not created: ${response.body}`);
  return response.json<{ id: number; name: string }>();
}
