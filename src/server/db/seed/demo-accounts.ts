// One sign-in account per role for trying the product. The passwords are fixed and public (the
// README and the first start list them); they satisfy the password rules like any other.
import { eq } from 'drizzle-orm';
import type { Role } from '../../../shared/roles';
import {
  assignRoles,
  ensureRoles,
  findUserByEmail,
  insertUser,
} from '../../auth/accounts/accounts.repository';
import { hashPassword } from '../../auth/accounts/passwords';
import type { Db } from '../client';
import { advisors } from '../schema/advisors';

export interface DemoAccount {
  email: string;
  password: string;
  fullName: string;
  /** The role the account shows off; `roles` is everything it holds. */
  role: Role;
  roles: Role[];
  firmMember?: boolean;
  /** The seeded advisor profile this account runs. */
  advisorSlug?: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'admin@justfinancialadvice.com',
    password: 'Demo-Admin-2026!',
    fullName: 'Jordan Ellis',
    role: 'Admin',
    roles: ['Admin'],
    firmMember: true,
  },
  {
    email: 'thomas.nguyen@justfinancialadvice.com',
    password: 'Demo-Advisor-2026!',
    fullName: 'Thomas Nguyen',
    role: 'Advisor',
    roles: ['Advisor'],
    advisorSlug: 'thomas-nguyen',
  },
  {
    email: 'casey.morgan@example.com',
    password: 'Demo-Client-2026!',
    fullName: 'Casey Morgan',
    role: 'Consumer',
    roles: ['Consumer'],
  },
  {
    email: 'avery.lee@example.com',
    password: 'Demo-Affiliate-2026!',
    fullName: 'Avery Lee',
    role: 'Affiliate',
    roles: ['Affiliate', 'Consumer'],
  },
];

/** The demo account with its roles, made (email confirmed) if it does not exist yet. */
export async function ensureDemoUser(
  db: Db,
  account: Pick<DemoAccount, 'email' | 'password' | 'fullName' | 'roles' | 'firmMember'>,
  now: Date,
) {
  const user =
    (await findUserByEmail(db, account.email)) ??
    (await insertUser(db, {
      email: account.email,
      fullName: account.fullName,
      passwordHash: await hashPassword(account.password),
      emailVerifiedAt: now,
      isFirmMember: account.firmMember ?? false,
      createdAt: now,
      updatedAt: now,
    }));
  await assignRoles(db, user.id, account.roles);
  return user;
}

/** Creates the four roles and the demo accounts that do not exist yet. */
export async function seedDemoAccounts(db: Db, now: Date): Promise<void> {
  await ensureRoles(db);
  for (const account of DEMO_ACCOUNTS) {
    const user = await ensureDemoUser(db, account, now);
    if (account.advisorSlug) {
      await db
        .update(advisors)
        .set({ userId: user.id })
        .where(eq(advisors.slug, account.advisorSlug));
    }
  }
}
