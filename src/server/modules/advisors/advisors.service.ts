// Rules of the public advisor reads: the home page dashboard and the SEO browse lists.
import type { Db } from '../../db/client';
import { cached } from '../../cache/ttl-cache';
import type { DashboardData, SeoDataItem } from '../../../shared/contracts/home';
import { ADVISOR_ATTRIBUTE_TYPES } from '../../../shared/advisor-taxonomy';
import { AppError } from '../../../shared/errors';
import type {
  AdvisorProfile,
  AdvisorSearchQuery,
  AdvisorSearchResult,
  ReviewPage,
} from '../../../shared/contracts/advisors';
import { ADVISOR_PAGE_SIZE, REVIEW_PAGE_SIZE } from '../../../shared/contracts/advisors';
import { findBusinessModel } from '../../../shared/advisor-taxonomy';
import { renderAvatarSvg } from './avatar-svg';
import { listAttributeSlugs, searchAdvisorCards } from './advisor-search.repository';
import {
  countRatings,
  findAdvisorIdBySlug,
  findAdvisorProfileRow,
  listAdvisorAttributes,
  listAdvisorSlugs,
  listAdvisorStates,
  listReviewPage,
} from './advisor-profile.repository';
import { resolveSearch } from './search-filters';
import type { AttributeBySlug } from './search-filters';
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
const ATTRIBUTES_TTL_MS = 5 * 60_000;

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
  // Attributes change only when an admin edits them; the filter lookup keeps them by slug.
  const attributesBySlug = cached(
    ATTRIBUTES_TTL_MS,
    async () =>
      new Map<string, AttributeBySlug>(
        (await listAttributeSlugs(db)).map(({ slug, ...attribute }) => [slug, attribute]),
      ),
  );

  return {
    getDashboard: (): Promise<DashboardData> => dashboard.get(),
    getSeoData: (): Promise<SeoDataItem[]> => seoData.get(),
    async searchAdvisors(query: AdvisorSearchQuery): Promise<AdvisorSearchResult> {
      const search = resolveSearch(query, await attributesBySlug.get());
      const { advisors, total } = await searchAdvisorCards(db, {
        ...(search.state ? { state: search.state.abbreviation } : {}),
        attributeIds: search.attributeIds,
        businessModels: search.businessModels,
        ...(query.minPrice !== undefined ? { minCents: query.minPrice * 100 } : {}),
        ...(query.maxPrice !== undefined ? { maxCents: query.maxPrice * 100 } : {}),
        sort: query.sort,
        limit: ADVISOR_PAGE_SIZE,
        offset: (query.page - 1) * ADVISOR_PAGE_SIZE,
      });
      return {
        advisors,
        total,
        page: query.page,
        pageSize: ADVISOR_PAGE_SIZE,
        state: search.state,
        filters: search.filters,
      };
    },

    async getAdvisorProfile(slug: string): Promise<AdvisorProfile> {
      const row = await findAdvisorProfileRow(db, slug);
      if (!row) throw new AppError('noMatchingAdvisor');
      const [states, attributes, ratingCounts] = await Promise.all([
        listAdvisorStates(db, row.id),
        listAdvisorAttributes(db, row.id),
        countRatings(db, row.id),
      ]);
      const pick = (type: number) =>
        attributes
          .filter((attribute) => attribute.type === type)
          .map(({ slug: attributeSlug, title }) => ({ slug: attributeSlug, title }));
      const model = findBusinessModel(row.businessModel);
      return {
        ...row,
        states,
        specialities: pick(ADVISOR_ATTRIBUTE_TYPES.ICanHelpYouWith),
        enjoysWorkingWith: pick(ADVISOR_ATTRIBUTE_TYPES.IEnjoyWorkingWith),
        businessModel: { slug: row.businessModel, title: model?.title ?? row.businessModel },
        ratingCounts,
      };
    },

    async getAdvisorReviews(slug: string, page: number): Promise<ReviewPage> {
      const advisorId = await findAdvisorIdBySlug(db, slug);
      if (!advisorId) throw new AppError('noMatchingAdvisor');
      const offset = (page - 1) * REVIEW_PAGE_SIZE;
      const result = await listReviewPage(db, advisorId, REVIEW_PAGE_SIZE, offset);
      return { ...result, page, pageSize: REVIEW_PAGE_SIZE };
    },

    /** What the sitemap lists of the advisors: profiles, served states and specialities. */
    async getSitemapData(): Promise<{
      advisors: { slug: string; updatedAt: Date }[];
      states: string[];
      specialities: string[];
    }> {
      const [advisors, dashboardData, specialities] = await Promise.all([
        listAdvisorSlugs(db),
        dashboard.get(),
        seoData.get(),
      ]);
      return {
        advisors,
        states: dashboardData.states,
        specialities: specialities.map((speciality) => speciality.slug),
      };
    },

    /** The generated portrait of an advisor without an uploaded photo. */
    async getAvatarSvg(slug: string): Promise<string> {
      const advisor = await findAdvisorNameBySlug(db, slug);
      if (!advisor) throw new AppError('noMatchingAdvisor');
      return renderAvatarSvg(advisor);
    },

    invalidate(): void {
      dashboard.invalidate();
      seoData.invalidate();
      attributesBySlug.invalidate();
    },
  };
}
