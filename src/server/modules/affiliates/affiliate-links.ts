// Making affiliates' links (docs/product.md#affiliates): one per affiliate, its slug made from their
// name. A link exists from the moment the role is granted, wherever it was granted (registering as
// an affiliate, become-affiliate, an admin): become-affiliate makes it at once, and a request for a
// slug no link has yet first makes the links every affiliate is missing, oldest account first.
import { AppError } from '../../../shared/errors';
import type { Db } from '../../db/client';
import { firstFreeSlug, slugBaseOf } from './affiliate-slug';
import * as repository from './affiliates.repository';

/** Namesakes racing for the same slug each try again; this many rounds is plenty. */
const SLUG_ATTEMPTS = 5;

export type AffiliateLinks = ReturnType<typeof createAffiliateLinks>;

export function createAffiliateLinks(db: Db) {
  async function makeSlug(userId: string, fullName: string): Promise<string> {
    const base = slugBaseOf(fullName);
    for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt += 1) {
      const slug = firstFreeSlug(base, new Set(await repository.listSlugsLike(db, base)));
      if (await repository.insertLink(db, userId, slug)) return slug;
      // Another request made this person's link, or a namesake took the slug: look again.
      const made = await repository.findSlugOfUser(db, userId);
      if (made) return made;
    }
    throw new AppError('conflict');
  }

  return {
    /** The person's slug, made on the first call. */
    async ensureSlug(userId: string): Promise<string> {
      const existing = await repository.findSlugOfUser(db, userId);
      if (existing) return existing;
      const account = await repository.findAccount(db, userId);
      if (!account) throw new AppError('notFound');
      return makeSlug(userId, account.fullName);
    },

    /** Makes the links of affiliates who have none yet; true when it made any. */
    async ensureMissing(): Promise<boolean> {
      const missing = await repository.listAffiliatesWithoutLink(db);
      for (const account of missing) await makeSlug(account.userId, account.fullName);
      return missing.length > 0;
    },
  };
}
