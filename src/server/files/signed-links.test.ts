// Signed links: genuine, unexpired tokens give their subject back; anything else gives null.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createTestDatabase } from '../testing/test-database';
import type { TestDatabase } from '../testing/test-database';
import { createLinkSigner } from './signed-links';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ templatePath: inject('pgliteTemplate') });
});
afterAll(async () => {
  await database.dispose();
});

describe('signed links', () => {
  it('signs and verifies until the expiry, and two signers of one database agree', async () => {
    const first = createLinkSigner(database.db);
    const second = createLinkSigner(database.db);
    const now = new Date('2027-01-01T00:00:00Z');
    // Both read the key for the first time at once; the first insert wins and both use it.
    const [token] = await Promise.all([
      first.sign('vault:file-1:user-1', new Date(now.getTime() + 60_000)),
      second.verify('not-a-token', now),
    ]);
    expect(await second.verify(token, now)).toBe('vault:file-1:user-1');
    expect(await second.verify(token, new Date(now.getTime() + 61_000))).toBeNull();
  });

  it('refuses a token changed in any part', async () => {
    const signer = createLinkSigner(database.db);
    const now = new Date('2027-01-01T00:00:00Z');
    const token = await signer.sign('vault:file-1:user-1', new Date(now.getTime() + 60_000));
    const [expires, subject, signature] = token.split('.') as [string, string, string];
    const otherSubject = Buffer.from('vault:file-2:user-1').toString('base64url');
    for (const forged of [
      `${Number(expires) + 3600}.${subject}.${signature}`,
      `${expires}.${otherSubject}.${signature}`,
      `${expires}.${subject}.${signature.slice(0, -2)}AA`,
      'not-a-token',
      '',
    ]) {
      expect(await signer.verify(forged, now)).toBeNull();
    }
  });
});
