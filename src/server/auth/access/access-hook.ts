// Enforces every route's declared access rule (src/server/http/access.ts) on every request:
// reads the Bearer access token, verifies it, resolves who the request acts for, and answers
// 401 or 403 before the handler runs. In staging it also keeps the API to admins.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../shared/errors';
import { hasAnyRole } from '../../../shared/roles';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AccessRule } from '../../http/access';
import { createIdentityResolver } from './identity-resolver';
import type { IdentityResolver, ResolvedIdentity } from './identity-resolver';
import { stagingRequiresAdmin } from './staging';
import { createTokenVerifier } from './token-verifier';
import type { TokenVerifier } from './token-verifier';
import './request-user';

type Authentication =
  | { kind: 'anonymous' }
  | { kind: 'rejected' }
  | { kind: 'unavailable' }
  | { kind: 'signedIn'; identity: ResolvedIdentity };

const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i;

async function authenticate(
  request: FastifyRequest,
  verifier: TokenVerifier,
  identity: IdentityResolver,
): Promise<Authentication> {
  const header = request.headers.authorization;
  if (header === undefined) return { kind: 'anonymous' };
  const token = BEARER.exec(header)?.[1];
  if (!token) return { kind: 'rejected' };
  const verified = await verifier.verify(token);
  if (verified.status === 'unavailable') {
    request.log.warn({ err: verified.error }, 'access token keys unavailable');
    return { kind: 'unavailable' };
  }
  if (verified.status === 'invalid') {
    // The reason is a jose error code; the token itself never reaches the log.
    request.log.info({ reason: verified.reason }, 'access token rejected');
    return { kind: 'rejected' };
  }
  const resolved = await identity.resolve(verified.claims);
  if (!resolved) {
    request.log.info({ reason: 'unknown subject' }, 'access token rejected');
    return { kind: 'rejected' };
  }
  return { kind: 'signedIn', identity: resolved };
}

function notSignedIn(reply: FastifyReply, authentication: Authentication): AppError {
  // RFC 6750 §3: tell the client which scheme to use and whether its token was the problem.
  void reply.header(
    'www-authenticate',
    authentication.kind === 'rejected' ? 'Bearer error="invalid_token"' : 'Bearer',
  );
  return new AppError('notLoggedIn');
}

export interface AccessControlDeps {
  config: Config;
  db: Db;
  verifier?: TokenVerifier;
  identity?: IdentityResolver;
  /** False only where the overhead benchmark prices the hook (tests/bench/request-overhead.ts). */
  enforce?: boolean;
}

/** Registers the checks; answers the identity resolver so impersonation changes can reset it. */
export function registerAccessControl(
  app: FastifyInstance,
  deps: AccessControlDeps,
): IdentityResolver {
  const verifier = deps.verifier ?? createTokenVerifier(deps.config, deps.db);
  const identity = deps.identity ?? createIdentityResolver({ config: deps.config, db: deps.db });
  const staging = deps.config.APP_ENV === 'staging';

  app.decorateRequest('user', null);
  if (deps.enforce === false) return identity;

  async function judge(
    request: FastifyRequest,
    reply: FastifyReply,
    rule: AccessRule,
    adminOnly: boolean,
  ): Promise<void> {
    const authentication = await authenticate(request, verifier, identity);

    if (rule.kind === 'public' && !adminOnly) {
      // A bad or expired token on a public route is simply an anonymous visit.
      request.user = authentication.kind === 'signedIn' ? authentication.identity.acting : null;
      return;
    }
    if (authentication.kind === 'unavailable') throw new AppError('unavailable');
    if (authentication.kind !== 'signedIn') throw notSignedIn(reply, authentication);

    const { real, acting } = authentication.identity;
    // Staging asks who is signed in, so an admin can still act as someone else there.
    if (adminOnly && !real.roles.includes('Admin')) throw new AppError('forbidden');
    const user = rule.kind !== 'public' && rule.realUser ? real : acting;
    request.user = user;
    if (rule.kind === 'roles' && !hasAnyRole(user.roles, rule.roles)) {
      throw new AppError('forbidden');
    }
  }

  // A callback hook: the common answer (a public route asked without a token) costs no promise.
  app.addHook('onRequest', (request, reply, done) => {
    const rule = request.routeOptions.config.access;
    if (!rule) {
      // Only the not-found answer runs without a route; every route declares a rule.
      done(request.is404 ? undefined : new AppError('forbidden'));
      return;
    }
    const adminOnly = staging && stagingRequiresAdmin(request.routeOptions.url);
    // No token on a public route: an anonymous visit (request.user stays null), nothing to check.
    if (rule.kind === 'public' && !adminOnly && request.headers.authorization === undefined) {
      done();
      return;
    }
    judge(request, reply, rule, adminOnly).then(() => done(), done);
  });

  return identity;
}
