// Accounts anyone could sign in to: a password the README and the demo seed publish (ADR 0062). A
// production server that finds one refuses to start. Checked are the demo accounts' addresses and
// every admin (whatever their address): argon2 makes each check cost ~50 ms, so every account
// against every published password would be minutes on a large marketplace, and these are the
// accounts a published password opens or that hold the most.
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema/accounts';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { DEMO_ENGAGEMENT_CLIENTS } from '../../db/seed/demo-engagements';
import { verifyPassword } from './passwords';

/** Every account the README lists with its password. */
const PUBLISHED_ACCOUNTS = [...DEMO_ACCOUNTS, ...DEMO_ENGAGEMENT_CLIENTS];

export const PUBLISHED_PASSWORDS: readonly string[] = [
  ...new Set(PUBLISHED_ACCOUNTS.map((account) => account.password)),
];

/** The addresses of the accounts whose password is a published one, in address order. */
export async function findDemoPasswordAccounts(db: Db): Promise<string[]> {
  const demoAddresses = PUBLISHED_ACCOUNTS.map((account) => account.email.toLowerCase());
  const admins = db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(roles.name, 'Admin'));
  const candidates = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(
      and(
        isNotNull(users.passwordHash),
        or(inArray(sql`lower(${users.email})`, demoAddresses), inArray(users.id, admins)),
      ),
    )
    .orderBy(users.email);
  const found: string[] = [];
  for (const { email, passwordHash } of candidates) {
    for (const password of PUBLISHED_PASSWORDS) {
      if (await verifyPassword(passwordHash!, password)) {
        found.push(email);
        break;
      }
    }
  }
  return found;
}

/** What the server says when it refuses, naming the accounts. */
export function demoPasswordRefusal(emails: readonly string[]): string {
  return [
    'Refusing to start: APP_ENV=production and these accounts have a published demo password',
    '(anyone could sign in to them):',
    ...emails.map((email) => `  - ${email}`),
    'Change their passwords or delete the accounts (they come from SEED_DEMO_DATA), or run',
    'this database with APP_ENV=development or staging.',
  ].join('\n');
}
