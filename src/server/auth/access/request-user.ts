// Who a request acts for. Set by the access hook before any handler runs.
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../shared/errors';
import type { Role } from '../../../shared/roles';

export interface RequestUser {
  id: string;
  email: string;
  name: string;
  roles: Role[];
  firmMember: boolean;
  /** Set while an admin acts as this user: the admin's id. */
  impersonatorId?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The acting user, or null for an anonymous request. */
    user: RequestUser | null;
  }
}

/** The acting user of a route that is not public; its rule already turned anonymous callers away. */
export function requireUser(request: FastifyRequest): RequestUser {
  if (!request.user) throw new AppError('notLoggedIn');
  return request.user;
}
