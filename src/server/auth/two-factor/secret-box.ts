// Encryption at rest of two-factor secrets: AES-256-GCM with a key made from the configured
// TWO_FACTOR_ENCRYPTION_KEY, or from a random key kept in the database when none is configured.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identityKeys } from '../../db/schema/identity';

const KEY_KIND = 'two-factor-key';
const IV_BYTES = 12;

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

/** The same passphrase always gives the same key; the label keeps it apart from other uses. */
const deriveKey = (material: string) =>
  Buffer.from(hkdfSync('sha256', material, '', 'jfa two-factor secrets', 32));

export function createSecretBox(key: Buffer): SecretBox {
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.');
    },
    open(sealed) {
      const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !data) throw new Error('A sealed secret is malformed.');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    },
  };
}

/** The configured key, or the one every instance shares from the database (made on first use). */
export async function loadSecretBox(db: Db, configured: string | undefined): Promise<SecretBox> {
  if (configured) return createSecretBox(deriveKey(configured));
  await db
    .insert(identityKeys)
    .values({ kind: KEY_KIND, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: identityKeys.value })
    .from(identityKeys)
    .where(sql`${identityKeys.kind} = ${KEY_KIND}`);
  if (typeof row?.value !== 'string') throw new Error('The two-factor key could not be loaded.');
  return createSecretBox(deriveKey(row.value));
}
