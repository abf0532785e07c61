// Turns verified token claims into the request's users: the person signed in ("real") and the
// one the request acts for ("acting"), who differ while an admin impersonates someone.
//
// With the embedded provider the database is the authority: a token of a deleted user is
// refused and roles are read fresh, so a change of roles needs no new token. With an external
// provider (OIDC_ISSUER) the provider is the authority for who the person is and their roles.
// Lookups are remembered for a few seconds so hot paths do not query per request, yet a stop or
// a change made on another server instance is seen within that time. Access tokens issued before
// the person's last password change or reset (their cred_at claim is older) are refused the same
// way.
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { RequestUser } from './request-user';
import type { AccessClaims } from './token-verifier';
import { findUserWithRoles } from './identity.repository';
import type { UserWithRoles } from './identity.repository';
import { findOpenImpersonation } from './impersonations.repository';

export const IDENTITY_CACHE_MS = 5_000;
const IDENTITY_CACHE_MAX_ENTRIES = 10_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ResolvedIdentity {
  real: RequestUser;
  acting: RequestUser;
}

export interface IdentityResolver {
  /** Null when the token's subject is not (or no longer) a user here. */
  resolve(claims: AccessClaims): Promise<ResolvedIdentity | null>;
  /** Forgets what is remembered about a user, after their impersonation changed. */
  forget(userId: string): void;
}

interface Lookup {
  /** The local account; absent with an external provider, which vouches for the person itself. */
  user?: UserWithRoles;
  impersonation?: { endsAt: Date; target: UserWithRoles };
}

function toRequestUser(user: UserWithRoles): RequestUser {
  return {
    id: user.id,
    email: user.email,
    name: user.fullName,
    roles: user.roles,
    firmMember: user.isFirmMember,
  };
}

/** A time-limited, size-bounded memo of lookups by subject. Failed lookups are not kept. */
function lookupCache(ttlMs: number, now: () => number) {
  const entries = new Map<string, { at: number; value: Promise<Lookup | null> }>();
  return {
    get(key: string, load: () => Promise<Lookup | null>): Promise<Lookup | null> {
      const entry = entries.get(key);
      if (entry && now() - entry.at < ttlMs) return entry.value;
      entries.delete(key);
      if (entries.size >= IDENTITY_CACHE_MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      const value = load();
      entries.set(key, { at: now(), value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    delete(key: string) {
      entries.delete(key);
    },
  };
}

function issuedBeforeCredentialsChange(claims: AccessClaims, user: UserWithRoles): boolean {
  if (!user.tokensValidAfter) return false;
  return (claims.credentialsAt ?? 0) < user.tokensValidAfter.getTime();
}

export function createIdentityResolver(options: {
  config: Config;
  db: Db;
  cacheMs?: number;
  now?: () => number;
}): IdentityResolver {
  const { db } = options;
  const now = options.now ?? (() => Date.now());
  const external = options.config.usesExternalIdentity;
  const cache = lookupCache(options.cacheMs ?? IDENTITY_CACHE_MS, now);

  const loadImpersonation = async (adminId: string): Promise<Lookup['impersonation']> => {
    const running = await findOpenImpersonation(db, adminId);
    if (!running) return undefined;
    const target = await findUserWithRoles(db, running.userId);
    return target ? { endsAt: running.endsAt, target } : undefined;
  };

  const load = async (sub: string): Promise<Lookup | null> => {
    // Our user ids are UUIDs; an external subject that is not one has no local records.
    if (!UUID.test(sub)) return external ? {} : null;
    if (external) return { impersonation: await loadImpersonation(sub) };
    const user = await findUserWithRoles(db, sub);
    if (!user) return null;
    if (!user.roles.includes('Admin')) return { user };
    return { user, impersonation: await loadImpersonation(user.id) };
  };

  return {
    async resolve(claims) {
      const lookup = await cache.get(claims.sub, () => load(claims.sub));
      if (!lookup) return null;
      if (lookup.user && issuedBeforeCredentialsChange(claims, lookup.user)) return null;
      const real: RequestUser = lookup.user
        ? toRequestUser(lookup.user)
        : {
            id: claims.sub,
            email: claims.email,
            name: claims.name,
            roles: claims.roles,
            firmMember: claims.firmMember,
          };
      const impersonation = lookup.impersonation;
      // Expiry is judged now, not when the lookup was made; only an admin may act as another.
      if (impersonation && impersonation.endsAt.getTime() > now() && real.roles.includes('Admin')) {
        return {
          real,
          acting: { ...toRequestUser(impersonation.target), impersonatorId: real.id },
        };
      }
      return { real, acting: real };
    },
    forget(userId) {
      cache.delete(userId);
    },
  };
}
