// Rules of a signed-in client's saved advisors (docs/product.md#matching, ADR 0052): only their
// own list is ever read or changed (the user comes from the token, never the request), a pair is
// saved once, and the list a visitor kept in the browser is merged in on sign-in; merging the same
// list again changes nothing.
import { SAVED_ADVISORS_MAX, SAVED_LIMIT_MESSAGE } from '../../../shared/saved-advisors';
import type { AdvisorCards } from '../../../shared/contracts/matching';
import { AppError } from '../../../shared/errors';
import type { Db } from '../../db/client';
import * as repository from './matching.repository';

export type SavedAdvisorsService = ReturnType<typeof createSavedAdvisorsService>;

export function createSavedAdvisorsService({ db }: { db: Db }) {
  const list = async (userId: string): Promise<AdvisorCards> => ({
    advisors: await repository.listSavedCards(db, userId),
  });

  return {
    list,

    async save(userId: string, slug: string): Promise<AdvisorCards> {
      await db.transaction(async (tx) => {
        if ((await repository.countSaved(tx, userId)) >= SAVED_ADVISORS_MAX) {
          const saved = await repository.listSavedCards(tx, userId);
          if (saved.some((card) => card.slug === slug)) return;
          throw new AppError('validation', SAVED_LIMIT_MESSAGE);
        }
        const found = await repository.saveAdvisors(tx, userId, [slug]);
        if (found === 0) throw new AppError('noMatchingAdvisor');
      });
      return list(userId);
    },

    async forget(userId: string, slug: string): Promise<AdvisorCards> {
      await repository.forgetAdvisor(db, userId, slug);
      return list(userId);
    },

    /** Adds the browser's list (unknown slugs skipped) up to the limit; answers the whole list. */
    async merge(userId: string, slugs: readonly string[]): Promise<AdvisorCards> {
      await db.transaction(async (tx) => {
        const saved = new Set(
          (await repository.listSavedCards(tx, userId)).map((card) => card.slug),
        );
        const room = Math.max(0, SAVED_ADVISORS_MAX - (await repository.countSaved(tx, userId)));
        const fresh = slugs.filter((slug) => !saved.has(slug)).slice(0, room);
        await repository.saveAdvisors(tx, userId, fresh);
      });
      return list(userId);
    },
  };
}
