// The demo accounts: one per role, fixed passwords that pass the rules, confirmed emails, the
// advisor linked to the seeded profile.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { passwordSchema } from '../../../shared/limits';
import { ROLES } from '../../../shared/roles';
import { rolesOf, findUserByEmail } from '../../auth/accounts/accounts.repository';
import { verifyPassword } from '../../auth/accounts/passwords';
import { createTestDatabase } from '../../testing/test-database';
import type { TestDatabase } from '../../testing/test-database';
import { roles } from '../schema/accounts';
import { advisors } from '../schema/advisors';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './demo-accounts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ templatePath: inject('pgliteTemplate') });
});
afterAll(async () => {
  await database.dispose();
});

describe('demo accounts', () => {
  it('creates the four roles', async () => {
    const rows = await database.db.select({ name: roles.name }).from(roles);
    expect(rows.map((row) => row.name).sort()).toEqual([...ROLES].sort());
  });

  it('creates one confirmed account per role whose password works', async () => {
    expect(new Set(DEMO_ACCOUNTS.map((account) => account.role))).toEqual(new Set(ROLES));
    for (const account of DEMO_ACCOUNTS) {
      expect(passwordSchema.safeParse(account.password).success).toBe(true);
      const user = await findUserByEmail(database.db, account.email);
      expect(user, account.email).toBeDefined();
      expect(user!.emailVerifiedAt).toBeInstanceOf(Date);
      expect(await verifyPassword(user!.passwordHash!, account.password)).toBe(true);
      expect((await rolesOf(database.db, user!.id)).sort()).toEqual([...account.roles].sort());
      expect(user!.isFirmMember).toBe(account.role === 'Admin');
    }
  });

  it('links the advisor account to the seeded Thomas Nguyen profile', async () => {
    const advisor = DEMO_ACCOUNTS.find((account) => account.role === 'Advisor')!;
    const user = await findUserByEmail(database.db, advisor.email);
    const [profile] = await database.db
      .select()
      .from(advisors)
      .where(eq(advisors.slug, 'thomas-nguyen'));
    expect(profile!.userId).toBe(user!.id);
  });

  it('can run again without duplicating anything', async () => {
    await seedDemoAccounts(database.db, new Date());
    const admin = await findUserByEmail(database.db, DEMO_ACCOUNTS[0]!.email);
    expect(await rolesOf(database.db, admin!.id)).toEqual(['Admin']);
  });
});
