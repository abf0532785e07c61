// Access tokens minted exactly as the embedded provider issues them (RS256 'at+jwt' with the
// database's signing key and the product claims), with knobs for the ways a token goes wrong.
import { randomUUID } from 'node:crypto';
import { SignJWT, exportJWK, generateKeyPair, importJWK } from 'jose';
import type { CryptoKey, JWK } from 'jose';
import type { Role } from '../../shared/roles';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { loadIdentityKeys } from '../auth/identity-keys';

export interface SigningKey {
  key: CryptoKey;
  kid: string;
  /** The public half, for publishing in a key set. */
  publicJwk: JWK;
}

export interface TokenSubject {
  id: string;
  email: string;
  fullName: string;
  roles: Role[];
  isFirmMember?: boolean;
}

export interface MintOptions {
  /** Seconds from now; negative makes an expired token. Default 15 minutes. */
  expiresInS?: number;
  issuer?: string;
  audience?: string;
  /** Sign with this key instead of the embedded provider's. */
  key?: SigningKey;
  typ?: string;
  /** Extra or replacing claims. */
  claims?: Record<string, unknown>;
}

const embeddedKeys = new WeakMap<Db, Promise<SigningKey>>();

/** The embedded provider's signing key, read from the database once per database. */
export function embeddedSigningKey(db: Db): Promise<SigningKey> {
  let key = embeddedKeys.get(db);
  if (!key) {
    key = loadIdentityKeys(db).then(async (keys) => {
      const jwk = keys.signingJwks.keys[0];
      const publicJwk = keys.publicJwks.keys[0];
      if (!jwk?.kid || !publicJwk) throw new Error('No embedded signing key.');
      return { key: (await importJWK(jwk, 'RS256')) as CryptoKey, kid: jwk.kid, publicJwk };
    });
    embeddedKeys.set(db, key);
  }
  return key;
}

/** A key pair nobody trusts (or a second issuer's), optionally posing under a known key id. */
export async function createSigningKey(kid: string = randomUUID()): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { key: privateKey, kid, publicJwk };
}

/** Signs with `key`; `options.key` is for mintAccessToken's callers. */
export async function signAccessToken(
  key: SigningKey,
  subject: TokenSubject,
  defaults: { issuer: string; audience: string; clientId: string },
  options: MintOptions = {},
): Promise<string> {
  const nowS = Math.floor(Date.now() / 1000);
  const role = subject.roles.length === 1 ? subject.roles[0] : subject.roles;
  return new SignJWT({
    name: subject.fullName,
    email: subject.email,
    role,
    firm_member: subject.isFirmMember ?? false,
    client_id: defaults.clientId,
    scope: 'openid profile email',
    ...options.claims,
  })
    .setProtectedHeader({ alg: 'RS256', typ: options.typ ?? 'at+jwt', kid: key.kid })
    .setSubject(subject.id)
    .setIssuer(options.issuer ?? defaults.issuer)
    .setAudience(options.audience ?? defaults.audience)
    .setJti(randomUUID())
    .setIssuedAt(nowS)
    .setExpirationTime(nowS + (options.expiresInS ?? 15 * 60))
    .sign(key.key);
}

/** A token as the embedded provider of this configuration would issue it. */
export async function mintAccessToken(
  db: Db,
  config: Config,
  subject: TokenSubject,
  options: MintOptions = {},
): Promise<string> {
  const key = options.key ?? (await embeddedSigningKey(db));
  return signAccessToken(
    key,
    subject,
    { issuer: config.oidcIssuer, audience: config.oidcAudience, clientId: config.oidcClientId },
    options,
  );
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
