// Affiliates (/r/{slug} and account/share, docs/product.md#affiliates): each affiliate's one link,
// made from their name the first time they look for it; the visits it brings, counted per day; and
// the accounts it brings, which report how they arrived once, in their first days.
import type { UtmData } from '../../../shared/constants';
import { REFERRAL_WINDOW_DAYS, SHARE_RECENT_DAYS } from '../../../shared/contracts/affiliates';
import type { ReferralResult, ShareSummary } from '../../../shared/contracts/affiliates';
import { AppError } from '../../../shared/errors';
import { isGuid } from '../../../shared/guid';
import { slugSchema } from '../../../shared/limits';
import { AFFILIATE_PAGES } from '../../../shared/routes/affiliates';
import type { RequestUser } from '../../auth/access/request-user';
import type { Db } from '../../db/client';
import { firstFreeSlug, slugBaseOf } from './affiliate-slug';
import * as repository from './affiliates.repository';

const DAY_MS = 86_400_000;
/** Namesakes racing for the same slug each try again; this many rounds is plenty. */
const SLUG_ATTEMPTS = 5;

const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);

export type AffiliatesService = ReturnType<typeof createAffiliatesService>;

export function createAffiliatesService({
  db,
  now = () => new Date(),
  publicUrl,
}: {
  db: Db;
  now?: () => Date;
  /** PUBLIC_URL; without it, share links use the address the request came to. */
  publicUrl?: string;
}) {
  async function ensureSlug(userId: string): Promise<string> {
    const existing = await repository.findSlugOfUser(db, userId);
    if (existing) return existing;
    const account = await repository.findAccount(db, userId);
    if (!account) throw new AppError('notFound');
    const base = slugBaseOf(account.fullName);
    for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt += 1) {
      const slug = firstFreeSlug(base, new Set(await repository.listSlugsLike(db, base)));
      if (await repository.insertLink(db, userId, slug)) return slug;
      // Another request made this person's link, or a namesake took the slug: look again.
      const made = await repository.findSlugOfUser(db, userId);
      if (made) return made;
    }
    throw new AppError('conflict');
  }

  /** The slug of a known link, in any letter case; null for anything else. */
  async function findSlug(requested: string): Promise<string | null> {
    const parsed = slugSchema.safeParse(requested.toLowerCase());
    if (!parsed.success) return null;
    return (await repository.findLinkBySlug(db, parsed.data))?.slug ?? null;
  }

  return {
    /** The affiliate's link with its figures; the link is made on the first call. */
    async getShare(user: RequestUser, requestOrigin: string): Promise<ShareSummary> {
      if (!isGuid(user.id)) throw new AppError('notFound');
      const slug = await ensureSlug(user.id);
      const at = now();
      const since = new Date(at.getTime() - (SHARE_RECENT_DAYS - 1) * DAY_MS);
      const [visits, signUps] = await Promise.all([
        repository.visitTotals(db, slug, utcDay(since)),
        repository.signUpTotals(db, user.id, new Date(`${utcDay(since)}T00:00:00.000Z`)),
      ]);
      return {
        slug,
        url: `${publicUrl ?? requestOrigin}${AFFILIATE_PAGES.link(slug)}`,
        visitors: visits.total,
        signUps: signUps.total,
        recent: { days: SHARE_RECENT_DAYS, visitors: visits.recent, signUps: signUps.recent },
      };
    },

    findSlug,

    /** Counts a visit of a known link and answers its slug; null for anything else. */
    async recordVisit(requested: string): Promise<string | null> {
      const slug = await findSlug(requested);
      if (slug !== null) await repository.countVisit(db, slug, utcDay(now()));
      return slug;
    },

    /**
     * Stores how a new account arrived, once. A campaign naming a known link credits its
     * affiliate (never the account itself); older accounts and admins acting as someone change
     * nothing.
     */
    async recordReferral(user: RequestUser, utm: UtmData): Promise<ReferralResult> {
      if (user.impersonatorId || !isGuid(user.id)) return { recorded: false };
      const at = now();
      const account = await repository.findAccount(db, user.id);
      if (!account || at.getTime() - account.createdAt.getTime() > REFERRAL_WINDOW_DAYS * DAY_MS) {
        return { recorded: false };
      }
      const campaign = utm.utm_campaign?.toLowerCase();
      const link = campaign ? await repository.findLinkBySlug(db, campaign) : undefined;
      const credited = link && link.userId !== user.id ? link : undefined;
      const recorded = await repository.insertReferral(db, {
        userId: user.id,
        affiliateUserId: credited?.userId ?? null,
        slug: credited?.slug ?? null,
        utm: Object.fromEntries(Object.entries(utm).filter(([, value]) => value !== '')),
        createdAt: at,
      });
      return { recorded };
    },
  };
}
