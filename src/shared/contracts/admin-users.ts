// Users and roles in the admin console (docs/product.md#admin-users): the users table, one user,
// what an admin may edit, role grants, and the roles themselves (ADR 0041).
import { z } from 'zod';
import { ROLES } from '../roles';
import { LIMITS, emailSchema, userNameSchema, roleNameSchema } from '../limits';
import { consolePageSchema, consoleQuerySchema } from './console';
import { timeZoneSchema } from './profile';
import { DELETED_USER_NAME, RECORD_RETENTION_YEARS } from './account-data';

/** How many users a quick search (users/search/{text}) answers at most. */
export const USER_SEARCH_LIMIT = 20;

export const USER_SORTS = ['name', 'email', 'joined'] as const;
export type UserSort = (typeof USER_SORTS)[number];

/** GET api/admin/users: the console table, filtered by one role (any role's name) and a search. */
export const userQuerySchema = consoleQuerySchema(USER_SORTS, {
  sort: 'joined',
  dir: 'desc',
}).extend({ role: z.string().trim().max(LIMITS.roleName.max).optional().default('') });
export type UserQuery = z.input<typeof userQuerySchema>;

/** One row of the users table; roles are names, built-in or made by an admin. */
export const userRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  roles: z.array(z.string()),
  createdAt: z.string(),
});
export type UserRow = z.infer<typeof userRowSchema>;

export const userPageSchema = consolePageSchema(userRowSchema);
export type UserPage = z.infer<typeof userPageSchema>;

/** GET users/basic/{id}: who someone is, for a label or a link. */
export const basicUserSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
});
export type BasicUser = z.infer<typeof basicUserSchema>;

export const userSearchAnswerSchema = z.array(userRowSchema);

/** GET users/{id}: the user as the edit page shows them. */
export const userDetailSchema = userRowSchema.extend({
  timeZone: z.string(),
  firmMember: z.boolean(),
  emailVerified: z.boolean(),
  lastLoginAt: z.string().nullable(),
  /** Set once the account is closed: the row stays, emptied of the person. */
  deletedAt: z.string().nullable(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

/** PUT users/{id}: what an admin may change of a person. Passwords and sign-ins stay theirs. */
export const userEditSchema = z.object({
  fullName: userNameSchema,
  email: emailSchema,
  timeZone: timeZoneSchema,
  firmMember: z.boolean(),
});
export type UserEdit = z.input<typeof userEditSchema>;

/** POST and DELETE users/{id}/roles: one role by name. */
export const roleGrantSchema = z.object({ role: roleNameSchema });
export type RoleGrant = z.infer<typeof roleGrantSchema>;
export const userRolesAnswerSchema = z.object({ roles: z.array(z.string()) });

export const ROLE_SORTS = ['name', 'users', 'created'] as const;
export type RoleSort = (typeof ROLE_SORTS)[number];
export const roleQuerySchema = consoleQuerySchema(ROLE_SORTS, { sort: 'name', dir: 'asc' });
export type RoleQuery = z.input<typeof roleQuerySchema>;

export const roleViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** One of the four the product's areas rest on: neither renamed nor deleted. */
  builtIn: z.boolean(),
  userCount: z.number().int(),
  createdAt: z.string(),
});
export type RoleView = z.infer<typeof roleViewSchema>;
export const rolePageSchema = consolePageSchema(roleViewSchema);
export type RolePage = z.infer<typeof rolePageSchema>;

export const roleCreateSchema = z.object({ name: roleNameSchema });
export type RoleCreate = z.infer<typeof roleCreateSchema>;
/** PUT roles: the role named by its id in the body, as the product's call has it. */
export const roleRenameSchema = z.object({ id: z.number().int().positive(), name: roleNameSchema });
export type RoleRename = z.infer<typeof roleRenameSchema>;

export const isBuiltInRole = (name: string) => (ROLES as readonly string[]).includes(name);

export const ADMIN_USER_MESSAGES = {
  deleteSelf: 'You cannot delete your own account from the console.',
  lastAdmin: 'This is the last admin. Make someone else an admin first.',
  removeOwnAdmin: 'You cannot remove your own Admin role. Another admin can.',
  emailTaken: 'Another account uses that email address.',
  alreadyHolds: (role: string) => `The user already holds the ${role} role.`,
  doesNotHold: (role: string) => `The user does not hold the ${role} role.`,
  unknownRole: (role: string) => `There is no role named ${role}.`,
  deleted: 'This account has been deleted.',
  roleTaken: (name: string) => `A role named ${name} already exists.`,
  builtInRole: (name: string) =>
    `${name} is a built-in role: the product's areas rest on it, so it cannot be renamed or deleted.`,
  roleInUse: (count: number) =>
    `${count} ${count === 1 ? 'user holds' : 'users hold'} this role. Remove it from them first.`,
} as const;

/** What deleting a user removes and keeps, said the same on the page and in ADR 0041. */
export const ADMIN_DELETION_TEXT = {
  removed: [
    'Name, email address, password and two-step sign-in',
    'Every sign-in on every device, and all roles',
    'Vault files, meeting recordings, intake answers and email choices',
  ],
  kept: [
    `Meetings, signups, engagements, invoices, charges and refunds, shown as “${DELETED_USER_NAME}”`,
    'Reviews (reviewer shown as “Deleted user”) and disclosures accepted',
    'The audit log',
  ],
  why: `Financial and compliance records are kept ${RECORD_RETENTION_YEARS} years (SEC Rule 204-2).`,
} as const;
