import { describe, expect, it } from 'vitest';
import { AREA_ROLES, ROLES, hasAnyRole, normalizeRoles } from './roles';

describe('ROLES', () => {
  it('lists the four roles of docs/product.md#roles', () => {
    expect(ROLES).toEqual(['Admin', 'Advisor', 'Affiliate', 'Consumer']);
  });
});

describe('AREA_ROLES', () => {
  it('opens the admin area to Admin only', () => {
    expect(AREA_ROLES.admin).toEqual(['Admin']);
  });

  it('opens the client account to Admin and Consumer', () => {
    expect(AREA_ROLES.account).toEqual(['Admin', 'Consumer']);
  });

  it('opens the advisor dashboard to Admin and Advisor', () => {
    expect(AREA_ROLES.dashboard).toEqual(['Admin', 'Advisor']);
  });

  it('has no other areas', () => {
    expect(Object.keys(AREA_ROLES).sort()).toEqual(['account', 'admin', 'dashboard']);
  });
});

describe('normalizeRoles', () => {
  it('turns a single role value into a one-item list', () => {
    expect(normalizeRoles('Advisor')).toEqual(['Advisor']);
  });

  it('keeps a list of roles', () => {
    expect(normalizeRoles(['Admin', 'Consumer'])).toEqual(['Admin', 'Consumer']);
  });

  it('gives an empty list when there is no claim', () => {
    expect(normalizeRoles(undefined)).toEqual([]);
    expect(normalizeRoles(null)).toEqual([]);
  });

  it('gives an empty list for an empty list', () => {
    expect(normalizeRoles([])).toEqual([]);
  });

  it('drops values that are not roles', () => {
    expect(normalizeRoles(['Admin', 'Superuser', 42, null, 'admin'])).toEqual(['Admin']);
    expect(normalizeRoles('Superuser')).toEqual([]);
    expect(normalizeRoles('')).toEqual([]);
    expect(normalizeRoles(7)).toEqual([]);
    expect(normalizeRoles({ role: 'Admin' })).toEqual([]);
  });

  it('returns a new list rather than the claim itself', () => {
    const claim = ['Affiliate'];
    const roles = normalizeRoles(claim);
    expect(roles).toEqual(['Affiliate']);
    expect(roles).not.toBe(claim);
  });
});

describe('hasAnyRole', () => {
  it('answers true when one of the user roles is allowed', () => {
    expect(hasAnyRole(['Consumer'], AREA_ROLES.account)).toBe(true);
    expect(hasAnyRole(['Affiliate', 'Advisor'], AREA_ROLES.dashboard)).toBe(true);
    expect(hasAnyRole(['Admin'], AREA_ROLES.dashboard)).toBe(true);
  });

  it('answers false when none of the user roles is allowed', () => {
    expect(hasAnyRole(['Consumer'], AREA_ROLES.admin)).toBe(false);
    expect(hasAnyRole(['Advisor'], AREA_ROLES.account)).toBe(false);
    expect(hasAnyRole(['Affiliate'], AREA_ROLES.dashboard)).toBe(false);
  });

  it('answers false for a user without roles', () => {
    expect(hasAnyRole(normalizeRoles(undefined), AREA_ROLES.account)).toBe(false);
  });

  it('answers false when nothing is allowed', () => {
    expect(hasAnyRole(['Admin'], [])).toBe(false);
  });
});
