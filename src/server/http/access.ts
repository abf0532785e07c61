// Every route says who may call it where it is registered; an undeclared route cannot be added.
// The rules are enforced by the access hook (src/server/auth/access/access-hook.ts).
import type { FastifyInstance } from 'fastify';
import { AREA_ROLES } from '../../shared/roles';
import type { Role } from '../../shared/roles';

/**
 * Whose records a request may touch is a rule of each service (a meeting's client or advisor, a
 * file's owner), which answers 404 for anyone else's so an id reveals nothing (ADR 0071).
 */
export interface SignedInRuleOptions {
  /**
   * Judge the signed-in person even while they act as someone else, and hand the handler that
   * person as request.user: for the calls that manage impersonation itself.
   */
  realUser?: boolean;
}

export type AccessRule =
  | { kind: 'public' }
  | ({ kind: 'signedIn' } & SignedInRuleOptions)
  | ({ kind: 'roles'; roles: readonly Role[] } & SignedInRuleOptions);

export const PUBLIC: AccessRule = { kind: 'public' };
export const SIGNED_IN: AccessRule = { kind: 'signedIn' };

export function withRoles(roles: readonly Role[], options: SignedInRuleOptions = {}): AccessRule {
  return { kind: 'roles', roles, ...options };
}

export const ADMIN_ONLY: AccessRule = withRoles(['Admin']);
/** The role groups of the product: an admin may do whatever the group's own role may. */
export const CLIENTS: AccessRule = withRoles(AREA_ROLES.account);
export const ADVISORS: AccessRule = withRoles(AREA_ROLES.dashboard);
export const AFFILIATES: AccessRule = withRoles(['Affiliate']);
/** An admin judged as who they really are, even while acting as someone else. */
export const REAL_ADMIN: AccessRule = withRoles(['Admin'], { realUser: true });

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: AccessRule;
}

/** Refuses routes without an access rule and keeps the list for the route-walking test. */
export function enforceAccessDeclarations(app: FastifyInstance, registry: RegisteredRoute[]): void {
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule.`);
    }
    if (access.kind === 'roles' && access.roles.length === 0) {
      throw new Error(`Route ${String(route.method)} ${route.url} allows an empty list of roles.`);
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      registry.push({ method, url: route.url, access });
    }
  });
}
