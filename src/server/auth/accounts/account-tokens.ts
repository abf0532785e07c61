// Single-use tokens sent by email: 32 random bytes, of which only the SHA-256 is stored. Issuing
// one retires the person's earlier unused tokens of the same purpose.
import type { Db } from '../../db/client';
import { hashSecretToken, newSecretToken } from '../secret-tokens';
import * as repository from './accounts.repository';
import type { TokenPurpose } from '../../db/schema/accounts';

export async function issueAccountToken(
  db: Db,
  {
    userId,
    purpose,
    validMs,
    now,
  }: { userId: string; purpose: TokenPurpose; validMs: number; now: Date },
): Promise<string> {
  const token = newSecretToken();
  await repository.replaceAccountToken(
    db,
    {
      userId,
      purpose,
      tokenHash: hashSecretToken(token),
      expiresAt: new Date(now.getTime() + validMs),
    },
    now,
  );
  return token;
}

/**
 * Uses up a token that is still good and answers its owner. With `userId`, only that person's
 * token counts: someone else's link is refused and stays usable for its owner.
 */
export function consumeAccountToken(
  db: Db,
  {
    token,
    purpose,
    now,
    userId,
  }: { token: string; purpose: TokenPurpose; now: Date; userId?: string },
): Promise<string | undefined> {
  return repository.consumeAccountToken(db, hashSecretToken(token), purpose, now, userId);
}
