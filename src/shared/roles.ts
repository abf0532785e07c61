// Roles and the areas they open (docs/product.md#roles).
export const ROLES = ['Admin', 'Advisor', 'Affiliate', 'Consumer'] as const;
export type Role = (typeof ROLES)[number];

export const AREA_ROLES = {
  admin: ['Admin'],
  account: ['Admin', 'Consumer'],
  dashboard: ['Admin', 'Advisor'],
} as const satisfies Record<string, readonly Role[]>;

/** The role claim may be one value or a list; no user means no roles (docs/product.md#roles). */
export function normalizeRoles(claim: unknown): Role[] {
  const values = Array.isArray(claim)
    ? claim
    : claim === undefined || claim === null
      ? []
      : [claim];
  return values.filter((value): value is Role => (ROLES as readonly unknown[]).includes(value));
}

export function hasAnyRole(userRoles: readonly Role[], allowed: readonly Role[]): boolean {
  return userRoles.some((role) => allowed.includes(role));
}
