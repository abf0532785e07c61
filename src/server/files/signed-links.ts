// Addresses that work without our Authorization header: short-lived ones for files the browser
// fetches (a download link, a <video> source), and lasting ones in emails (the email choices, ADR
// 0064). The server signs what the link is for, for whom and until when, and checks it when the
// link is used. The key is kept in the database, so every instance signs and checks alike.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { identityKeys } from '../db/schema/identity';

const KEY_KIND = 'signed-links';
/** The expiry of a link that lasts; its subject must name what ends it instead. */
const NEVER = 'never';

export interface LinkSigner {
  /**
   * A token for `subject` (e.g. 'vault:{fileId}:{userId}') valid until `expiresAt`; with null it
   * never expires, so the subject must carry what makes it stale (an address, a version).
   */
  sign(subject: string, expiresAt: Date | null): Promise<string>;
  /** The subject, when the token is genuine and not expired; null otherwise. */
  verify(token: string, now: Date): Promise<string | null>;
}

async function loadKey(db: Db): Promise<Buffer> {
  // Concurrent first starts agree on one key: the first insert wins, everyone reads it back.
  await db
    .insert(identityKeys)
    .values({ kind: KEY_KIND, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(identityKeys).where(eq(identityKeys.kind, KEY_KIND));
  if (typeof row?.value !== 'string') throw new Error('The link-signing key could not be loaded.');
  return Buffer.from(row.value, 'base64url');
}

const mac = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest();

export function createLinkSigner(db: Db): LinkSigner {
  // The key is read on first use, so building the app sends nothing to the database; a failed
  // read is tried again by the next link rather than remembered.
  let key: Promise<Buffer> | undefined;
  const loaded = (): Promise<Buffer> => {
    key ??= loadKey(db).catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };
  return {
    async sign(subject, expiresAt) {
      const expires = expiresAt ? String(Math.floor(expiresAt.getTime() / 1000)) : NEVER;
      const body = `${expires}.${Buffer.from(subject).toString('base64url')}`;
      return `${body}.${mac(await loaded(), body).toString('base64url')}`;
    },
    async verify(token, now) {
      const parts = token.split('.');
      if (parts.length !== 3) return null;
      const [expires, subject, signature] = parts as [string, string, string];
      const expected = mac(await loaded(), `${expires}.${subject}`);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const lasting = expires === NEVER;
      if (!lasting && (!/^\d+$/.test(expires) || Number(expires) * 1000 < now.getTime())) {
        return null;
      }
      return Buffer.from(subject, 'base64url').toString();
    },
  };
}
