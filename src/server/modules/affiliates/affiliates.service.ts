// Affiliates (/r/{slug} and account/share, docs/product.md#affiliates): each affiliate's one link
// (affiliate-links.ts) and its landing page with their own title and blurb; the visits it brings,
// counted per day; the accounts it brings, which report how they arrived once, in their first days;
// and what the affiliate earned of those accounts' payments (affiliate-payouts.service.ts).
import { AFFILIATE_FEE_BPS } from '../../../shared/constants';
import type { UtmData } from '../../../shared/constants';
import {
  AFFILIATE_AUDIT_ACTIONS,
  REFERRAL_WINDOW_DAYS,
  SHARE_RECENT_DAYS,
  affiliateLandingTextSchema,
} from '../../../shared/contracts/affiliates';
import type {
  AffiliateLanding,
  AffiliateLandingText,
  BecomeAffiliateResult,
  ReferralResult,
  ShareSummary,
} from '../../../shared/contracts/affiliates';
import { AppError } from '../../../shared/errors';
import { isGuid } from '../../../shared/guid';
import { slugSchema } from '../../../shared/limits';
import { AFFILIATE_PAGES } from '../../../shared/routes/affiliates';
import type { RequestUser } from '../../auth/access/request-user';
import { recordAudit } from '../../db/audit-log';
import type { Db } from '../../db/client';
import { parseInput } from '../../validation/parse-input';
import { createAffiliateLinks } from './affiliate-links';
import type { AffiliateLinks } from './affiliate-links';
import type { AffiliatePayoutsService } from './affiliate-payouts.service';
import * as repository from './affiliates.repository';

const DAY_MS = 86_400_000;

const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);

export type AffiliatesService = ReturnType<typeof createAffiliatesService>;

export function createAffiliatesService({
  db,
  now = () => new Date(),
  publicUrl,
  links = createAffiliateLinks(db),
  payouts,
  onRolesChange,
}: {
  db: Db;
  now?: () => Date;
  /** PUBLIC_URL; without it, share links use the address the request came to. */
  publicUrl?: string;
  links?: AffiliateLinks;
  payouts: Pick<AffiliatePayoutsService, 'earningsOf'>;
  /** Forgets the cached identity of a user whose roles changed. */
  onRolesChange?: (userId: string) => void;
}) {
  const linkUrl = (slug: string, requestOrigin: string) =>
    `${publicUrl ?? requestOrigin}${AFFILIATE_PAGES.link(slug)}`;

  /** The known link of a slug in any letter case, made first if its affiliate had none yet. */
  async function findLink(requested: string) {
    const parsed = slugSchema.safeParse(requested.toLowerCase());
    if (!parsed.success) return undefined;
    const link = await repository.findLinkBySlug(db, parsed.data);
    if (link) return link;
    return (await links.ensureMissing()) ? repository.findLinkBySlug(db, parsed.data) : undefined;
  }

  /** The person's link, made on the first call. */
  async function ownLink(userId: string) {
    if (!isGuid(userId)) throw new AppError('notFound');
    await links.ensureSlug(userId);
    const link = await repository.findLinkOfUser(db, userId);
    if (!link) throw new AppError('notFound');
    return link;
  }

  return {
    /** The affiliate's link with its figures, landing words and earnings. */
    async getShare(user: RequestUser, requestOrigin: string): Promise<ShareSummary> {
      const link = await ownLink(user.id);
      const since = new Date(now().getTime() - (SHARE_RECENT_DAYS - 1) * DAY_MS);
      const [visits, signUps, earnings] = await Promise.all([
        repository.visitTotals(db, link.slug, utcDay(since)),
        repository.signUpTotals(db, user.id, new Date(`${utcDay(since)}T00:00:00.000Z`)),
        payouts.earningsOf(user.id, link.feeBps),
      ]);
      return {
        slug: link.slug,
        url: linkUrl(link.slug, requestOrigin),
        visitors: visits.total,
        signUps: signUps.total,
        recent: { days: SHARE_RECENT_DAYS, visitors: visits.recent, signUps: signUps.recent },
        heroTitle: link.heroTitle,
        blurb: link.blurb,
        earnings,
      };
    },

    /** The affiliate's own title and blurb for /r/{slug}; empty values bring back the defaults. */
    async setLandingText(user: RequestUser, input: unknown): Promise<AffiliateLandingText> {
      const text = parseInput(affiliateLandingTextSchema, input);
      await ownLink(user.id);
      await repository.updateLandingText(db, user.id, text);
      return text;
    },

    /** What /r/{slug} shows; 404 for a slug no affiliate has. */
    async getLanding(requested: string): Promise<AffiliateLanding> {
      const link = await findLink(requested);
      if (!link) throw new AppError('notFound');
      return { slug: link.slug, name: link.name, heroTitle: link.heroTitle, blurb: link.blurb };
    },

    /** Counts a visit of a known link and answers its slug; null for anything else. */
    async recordVisit(requested: string): Promise<string | null> {
      const link = await findLink(requested);
      if (link) await repository.countVisit(db, link.slug, utcDay(now()));
      return link?.slug ?? null;
    },

    /**
     * Gives a signed-in account the Affiliate role and its link at once; asking again changes
     * nothing. Not while an admin acts as someone: the role is the person's own choice.
     */
    async become(user: RequestUser, requestOrigin: string): Promise<BecomeAffiliateResult> {
      if (user.impersonatorId) throw new AppError('forbidden');
      if (!isGuid(user.id)) throw new AppError('notFound');
      const granted = await db.transaction(async (tx) => {
        const added = await repository.grantAffiliateRole(tx, user.id);
        if (added) {
          await recordAudit(tx, {
            actorId: user.id,
            subjectId: user.id,
            action: AFFILIATE_AUDIT_ACTIONS.become,
            target: 'role:Affiliate',
            detail: 'became an affiliate',
            before: { roles: user.roles },
            after: { roles: [...user.roles, 'Affiliate'] },
          });
        }
        return added;
      });
      const slug = await links.ensureSlug(user.id);
      if (granted) onRolesChange?.(user.id);
      return { slug, url: linkUrl(slug, requestOrigin) };
    },

    /**
     * Stores how a new account arrived, once. A campaign naming a known link credits its
     * affiliate (never the account itself) at the affiliate's rate of the day; older accounts and
     * admins acting as someone change nothing.
     */
    async recordReferral(user: RequestUser, utm: UtmData): Promise<ReferralResult> {
      if (user.impersonatorId || !isGuid(user.id)) return { recorded: false };
      const at = now();
      const account = await repository.findAccount(db, user.id);
      if (!account || at.getTime() - account.createdAt.getTime() > REFERRAL_WINDOW_DAYS * DAY_MS) {
        return { recorded: false };
      }
      const campaign = utm.utm_campaign?.toLowerCase();
      const link = campaign ? await findLink(campaign) : undefined;
      const credited = link && link.userId !== user.id ? link : undefined;
      const recorded = await repository.insertReferral(db, {
        userId: user.id,
        affiliateUserId: credited?.userId ?? null,
        slug: credited?.slug ?? null,
        utm: Object.fromEntries(Object.entries(utm).filter(([, value]) => value !== '')),
        feeBps: credited?.feeBps ?? AFFILIATE_FEE_BPS,
        createdAt: at,
      });
      return { recorded };
    },
  };
}
