// Rules of the public advisor reads: the home page dashboard and the SEO browse lists.
import type { Db } from '../../db/client';
import { cached } from '../../cache/ttl-cache';
import type { DashboardData, SeoDataItem } from '../../../shared/contracts/home';
import { ADVISOR_ATTRIBUTE_TYPES } from '../../../shared/advisor-taxonomy';
import { AppError } from '../../../shared/errors';
import { renderAvatarSvg } from './avatar-svg';
import {
  findAdvisorNameBySlug,
  findMarketplaceTotals,
  listFeaturedAdvisorCards,
  listProfilePics,
  listServedStates,
  listUsedAttributes,
} from './advisors.repository';

const FEATURED_ADVISORS = 6;
const PROFILE_PICS = 50;
/** The home page read model is rebuilt at most this often per instance. */
const DASHBOARD_TTL_MS = 30_000;

export type AdvisorsService = ReturnType<typeof createAdvisorsService>;

export function createAdvisorsService({ db }: { db: Db }) {
  async function loadDashboard(): Promise<DashboardData> {
    const [advisors, totals, pics, states] = await Promise.all([
      listFeaturedAdvisorCards(db, FEATURED_ADVISORS),
      findMarketplaceTotals(db),
      listProfilePics(db, PROFILE_PICS),
      listServedStates(db),
    ]);
    return {
      advisors,
      priceRange_TheHour: { low: totals.hourLow, high: totals.hourHigh },
      priceRange_ThePlan: { low: totals.planLow, high: totals.planHigh },
      priceRange_TheOngoing: { low: totals.ongoingLow, high: totals.ongoingHigh },
      meetingsCompleted: totals.meetingsCompleted,
      averageReview: totals.averageReview,
      profilePics: Object.fromEntries(pics.map((pic) => [pic.slug, pic.profilePicUrl])),
      states,
    };
  }

  const dashboard = cached(DASHBOARD_TTL_MS, loadDashboard);
  const seoData = cached(DASHBOARD_TTL_MS, () =>
    listUsedAttributes(db, ADVISOR_ATTRIBUTE_TYPES.ICanHelpYouWith),
  );

  return {
    getDashboard: (): Promise<DashboardData> => dashboard.get(),
    getSeoData: (): Promise<SeoDataItem[]> => seoData.get(),
    /** The generated portrait of an advisor without an uploaded photo. */
    async getAvatarSvg(slug: string): Promise<string> {
      const advisor = await findAdvisorNameBySlug(db, slug);
      if (!advisor) throw new AppError('noMatchingAdvisor');
      return renderAvatarSvg(advisor);
    },

    invalidate(): void {
      dashboard.invalidate();
      seoData.invalidate();
    },
  };
}
