// Every route says who may call it where it is registered; an undeclared route cannot be added.
import type { FastifyInstance } from 'fastify';
import type { Role } from '../../shared/roles';

export type AccessRule =
  { kind: 'public' } | { kind: 'signedIn' } | { kind: 'roles'; roles: readonly Role[] };

export const PUBLIC: AccessRule = { kind: 'public' };

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
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      registry.push({ method, url: route.url, access });
    }
  });
}
