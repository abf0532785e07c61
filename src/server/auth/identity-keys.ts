// Keys of the embedded identity provider: an RS256 signing key pair and cookie-signing secrets,
// generated once and kept in the database so every server instance signs and verifies alike.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair } from 'jose';
import type { JWK } from 'jose';
import type { Db } from '../db/client';
import { identityKeys } from '../db/schema/identity';

export interface IdentityKeys {
  /** Private JWKs for oidc-provider's `jwks` option. */
  signingJwks: { keys: JWK[] };
  /** The same keys without private parts, for verifying tokens. */
  publicJwks: { keys: JWK[] };
  cookieKeys: string[];
}

const SIGNING = 'signing-jwks';
const COOKIES = 'cookie-keys';

async function generateSigningJwks(): Promise<{ keys: JWK[] }> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { keys: [{ ...jwk, kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' }] };
}

function publicPart(jwk: JWK): JWK {
  const { kty, n, e, kid, alg, use } = jwk;
  return { kty, n, e, kid, alg, use };
}

/** Loads the keys, creating them on first start; concurrent first starts agree on one set. */
export async function loadIdentityKeys(db: Db): Promise<IdentityKeys> {
  const candidates = [
    { kind: SIGNING, value: await generateSigningJwks() },
    { kind: COOKIES, value: [randomBytes(32).toString('base64url')] },
  ];
  await db.insert(identityKeys).values(candidates).onConflictDoNothing();
  const rows = await db
    .select()
    .from(identityKeys)
    .where(sql`${identityKeys.kind} in (${SIGNING}, ${COOKIES})`);
  const signing = rows.find((row) => row.kind === SIGNING)?.value as { keys: JWK[] } | undefined;
  const cookies = rows.find((row) => row.kind === COOKIES)?.value as string[] | undefined;
  if (!signing || !cookies) throw new Error('Identity keys could not be loaded.');
  return {
    signingJwks: signing,
    publicJwks: { keys: signing.keys.map(publicPart) },
    cookieKeys: cookies,
  };
}
