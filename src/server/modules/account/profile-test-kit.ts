// What the profile tests share: an app with a clock they move, people signed in with real tokens,
// and the emails the outbox holds for an address.
import { and, desc, eq } from 'drizzle-orm';
import type { Role } from '../../../shared/roles';
import { hashPassword } from '../../auth/accounts/passwords';
import { users } from '../../db/schema/accounts';
import { emails } from '../../db/schema/notifications';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { createTestClock } from '../../testing/test-clock';
import { bearer, mintAccessToken } from '../../testing/test-tokens';
import { createTestUser } from '../../testing/test-users';

export async function createProfileTestApp() {
  const clock = createTestClock();
  const t = await createTestApp({ now: clock.now });
  return { t, clock };
}

export async function signedIn(
  t: TestApp,
  options: { roles?: Role[]; fullName?: string; email?: string; password?: string } = {},
) {
  const user = await createTestUser(t.database.db, {
    roles: options.roles ?? ['Consumer'],
    ...(options.fullName ? { fullName: options.fullName } : {}),
    ...(options.email ? { email: options.email } : {}),
  });
  if (options.password) {
    const passwordHash = await hashPassword(options.password);
    await t.database.db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
  }
  // Long-lived, so tests that move the clock days on still hold a valid token.
  const token = await mintAccessToken(t.database.db, t.config, user, { expiresInS: 3600 });
  return { user, headers: bearer(token) };
}

export function emailsTo(t: TestApp, address: string, template: string) {
  return t.database.db
    .select()
    .from(emails)
    .where(and(eq(emails.toAddress, address), eq(emails.template, template)))
    .orderBy(desc(emails.createdAt));
}

/** The token of the newest email-change link sent to an address. */
export async function confirmTokenSentTo(t: TestApp, address: string): Promise<string> {
  const [latest] = await emailsTo(t, address, 'confirm-email-change');
  const token = /confirm-email=([A-Za-z0-9_-]+)/.exec(latest?.textBody ?? '')?.[1];
  if (!token) throw new Error(`No confirmation link was sent to ${address}.`);
  return token;
}
