// Verifies API access tokens with jose: signature, issuer, audience and expiry, with five minutes
// of clock skew (docs/product.md#sign-in). The embedded provider's keys come from the database; an
// external provider's (OIDC_ISSUER) from its published key set.
import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { JWTPayload, JWTVerifyGetKey } from 'jose';
import { CLOCK_SKEW_S } from '../../../shared/constants';
import { ACCESS_TOKEN_CLAIMS } from '../../../shared/contracts/account';
import { normalizeRoles } from '../../../shared/roles';
import type { Role } from '../../../shared/roles';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { loadIdentityKeys } from '../identity-keys';

/** What the API reads from a verified access token. */
export interface AccessClaims {
  sub: string;
  name: string;
  email: string;
  roles: Role[];
  firmMember: boolean;
  /** The password change the token was issued after (ms since the epoch), if it says. */
  credentialsAt?: number;
}

export type VerifyResult =
  | { status: 'valid'; claims: AccessClaims }
  /** The token itself is wrong: bad signature, wrong issuer or audience, expired, malformed. */
  | { status: 'invalid'; reason: string }
  /** The keys could not be had (the external provider is unreachable): not the caller's fault. */
  | { status: 'unavailable'; error: unknown };

export interface TokenVerifier {
  verify(token: string): Promise<VerifyResult>;
}

/** jose failures that mean "this token is not acceptable"; anything else is a key-set problem. */
const TOKEN_FAULTS: ReadonlySet<string> = new Set([
  errors.JWTExpired.code,
  errors.JWTClaimValidationFailed.code,
  errors.JWTInvalid.code,
  errors.JWSInvalid.code,
  errors.JWSSignatureVerificationFailed.code,
  errors.JWKSNoMatchingKey.code,
  errors.JWKSMultipleMatchingKeys.code,
  errors.JOSEAlgNotAllowed.code,
  errors.JOSENotSupported.code,
]);

const EXTERNAL_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
];
/** Unknown key ids make us re-read the embedded keys, but not more often than this. */
const LOCAL_KEY_RELOAD_MS = 60_000;
const DISCOVERY_TIMEOUT_MS = 5_000;

/** The embedded provider's public keys, re-read when a token names a key we do not know. */
function localKeySet(db: Db, now: () => number): JWTVerifyGetKey {
  let keys: Promise<JWTVerifyGetKey> | undefined;
  let loadedAt = 0;
  const load = () => {
    loadedAt = now();
    const pending = loadIdentityKeys(db).then((loaded) => createLocalJWKSet(loaded.publicJwks));
    pending.catch(() => {
      if (keys === pending) keys = undefined;
    });
    keys = pending;
    return pending;
  };
  return async (header, token) => {
    const current = await (keys ?? load());
    try {
      return await current(header, token);
    } catch (error) {
      if (!(error instanceof errors.JWKSNoMatchingKey) || now() - loadedAt < LOCAL_KEY_RELOAD_MS) {
        throw error;
      }
      return (await load())(header, token);
    }
  };
}

/** The external provider's key set, found through its discovery document. */
function remoteKeySet(issuer: string): JWTVerifyGetKey {
  let keys: Promise<JWTVerifyGetKey> | undefined;
  const discover = async () => {
    let jwksUri = `${issuer}/.well-known/jwks.json`;
    const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
    });
    if (response.ok) {
      const document = (await response.json()) as { jwks_uri?: unknown };
      if (typeof document.jwks_uri === 'string') jwksUri = document.jwks_uri;
    }
    return createRemoteJWKSet(new URL(jwksUri));
  };
  return async (header, token) => {
    if (!keys) {
      const pending = discover();
      // A failed discovery is tried again by the next request instead of being remembered.
      pending.catch(() => {
        if (keys === pending) keys = undefined;
      });
      keys = pending;
    }
    return (await keys)(header, token);
  };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function claimsOf(payload: JWTPayload): AccessClaims {
  const credentialsAt = payload[ACCESS_TOKEN_CLAIMS.credentialsAt];
  return {
    sub: text(payload.sub),
    name: text(payload[ACCESS_TOKEN_CLAIMS.name]),
    email: text(payload[ACCESS_TOKEN_CLAIMS.email]),
    roles: normalizeRoles(payload[ACCESS_TOKEN_CLAIMS.role]),
    firmMember: payload[ACCESS_TOKEN_CLAIMS.firmMember] === true,
    ...(typeof credentialsAt === 'number' ? { credentialsAt } : {}),
  };
}

export function createTokenVerifier(
  config: Config,
  db: Db,
  now: () => number = () => Date.now(),
): TokenVerifier {
  const external = config.usesExternalIdentity;
  const keys = external ? remoteKeySet(config.oidcIssuer) : localKeySet(db, now);
  // Some providers write the issuer with a trailing slash; the configured one never has it.
  const issuer = [config.oidcIssuer, `${config.oidcIssuer}/`];
  const options = {
    issuer,
    audience: config.oidcAudience,
    clockTolerance: CLOCK_SKEW_S,
    requiredClaims: ['sub', 'exp'],
    // The embedded provider signs RS256 JWT access tokens (RFC 9068 'at+jwt'); an ID token or
    // any other JWT of ours is refused even before its audience is compared.
    ...(external ? { algorithms: EXTERNAL_ALGORITHMS } : { algorithms: ['RS256'], typ: 'at+jwt' }),
  };
  return {
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, keys, {
          ...options,
          currentDate: new Date(now()),
        });
        const claims = claimsOf(payload);
        if (!claims.sub) return { status: 'invalid', reason: 'no subject' };
        return { status: 'valid', claims };
      } catch (error) {
        if (error instanceof errors.JOSEError && TOKEN_FAULTS.has(error.code)) {
          return { status: 'invalid', reason: error.code };
        }
        return { status: 'unavailable', error };
      }
    },
  };
}
