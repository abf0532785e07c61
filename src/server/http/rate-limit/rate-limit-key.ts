// Whose budget a request spends: the person signed in, whichever of their tokens (or tab) they
// use and whoever they act as while impersonating; an anonymous caller's address otherwise.
// Rate limits run after the access hook, which has resolved the person by then.
import type { FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import '../../auth/access/request-user';

export function rateLimitKey(request: FastifyRequest): string {
  const user = request.user;
  if (user) return `person:${user.impersonatorId ?? user.id}`;
  return `address:${normalizeIP(request.ip)}`;
}
