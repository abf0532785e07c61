// Rules of the public advisor reads (the home page dashboard, the SEO browse lists, profiles)
// and of advisors' stored photos.
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import { cached } from '../../cache/ttl-cache';
import type { DashboardData, SeoDataItem } from '../../../shared/contracts/home';
import { ADVISOR_ATTRIBUTE_TYPES } from '../../../shared/advisor-taxonomy';
import type { AdvisorAttributeType } from '../../../shared/advisor-taxonomy';
import { AppError } from '../../../shared/errors';
import { LIMITS } from '../../../shared/limits';
import { TESTIMONIALS } from '../../../shared/home-testimonials';
import { ADVISOR_PROFILE_MESSAGES } from '../../../shared/contracts/advisor-profile';
import type { Storage, StoredObject } from '../../integrations/storage/storage';
import type { AdvisorPhotoType } from '../../../shared/constants';
import type {
  AdvisorProfile,
  AdvisorSearchQuery,
  AdvisorSearchResult,
  ReviewPage,
} from '../../../shared/contracts/advisors';
import { ADVISOR_PAGE_SIZE, REVIEW_PAGE_SIZE } from '../../../shared/domain/advisor-listing';
import { findBusinessModel } from '../../../shared/advisor-taxonomy';
import { defaultSortOf, normalizeSearchText } from '../../../shared/advisor-search-url';
import { renderAvatarSvg } from './avatar-svg';
import {
  ADVISOR_ID_PATTERN,
  advisorPhotoKeyOf,
  detectPhotoType,
  isAdvisorPhotoType,
  readUpTo,
  storeAdvisorPhoto,
} from './advisor-photo';
import { listAttributeSlugs, searchAdvisorCards } from './advisor-search.repository';
import {
  countRatings,
  findAdvisorProfileRow,
  listAdvisorAttributes,
  listAdvisorSlugs,
  listAdvisorStates,
  listReviewPage,
} from './advisor-profile.repository';
import { countMeetingsHeld } from './meetings-held.repository';
import { resolveSearch } from './search-filters';
import type { AttributeBySlug } from './search-filters';
import {
  findAdvisorNameBySlug,
  findListedAdvisorRef,
  findAdvisorOfUser,
  findAdvisorPhotoKey,
  findMarketplaceTotals,
  listFeaturedAdvisorCards,
  listProfilePics,
  listServedStates,
  listOfferedAttributes,
  updateAdvisorPhoto,
} from './advisors.repository';

const FEATURED_ADVISORS = 6;
const PROFILE_PICS = 50;
/** The home page shows a testimonial only while its advisor is among the pictures. */
const TESTIMONIAL_ADVISORS = TESTIMONIALS.map((testimonial) => testimonial.advisorSlug);
/** The home page read model is rebuilt at most this often per instance. */
const DASHBOARD_TTL_MS = 30_000;
const ATTRIBUTES_TTL_MS = 5 * 60_000;
/** Past this many advisors whose figures moved at once, one notice names them all. */
const NAMED_CHANGES_MAX = 20;

function photoRefused(message: string): AppError {
  return new AppError('validation', undefined, { photo: [message] });
}

export interface AdvisorPhoto extends StoredObject {
  contentType: AdvisorPhotoType;
}

export type AdvisorsService = ReturnType<typeof createAdvisorsService>;

export function createAdvisorsService({
  db,
  storage,
  now = () => new Date(),
  onAdvisorChange = async () => {},
  onAdvisorsChange = async () => {},
}: {
  db: Db;
  storage: Storage;
  now?: () => Date;
  /** Tells the caches of every instance that an advisor's public data changed. */
  onAdvisorChange?: (advisorId: string) => Promise<void>;
  /** The same for every advisor at once. */
  onAdvisorsChange?: () => Promise<void>;
}) {
  /** The caches of every instance hear of these advisors: by name, or all past a few. */
  async function tellChanged(advisorIds: readonly string[]): Promise<void> {
    if (advisorIds.length === 0) return;
    invalidate();
    if (advisorIds.length > NAMED_CHANGES_MAX) await onAdvisorsChange();
    else for (const advisorId of advisorIds) await onAdvisorChange(advisorId);
  }

  async function loadDashboard(): Promise<DashboardData> {
    const [advisors, totals, pics, states] = await Promise.all([
      listFeaturedAdvisorCards(db, FEATURED_ADVISORS),
      findMarketplaceTotals(db),
      listProfilePics(db, PROFILE_PICS, TESTIMONIAL_ADVISORS),
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
    listOfferedAttributes(db, ADVISOR_ATTRIBUTE_TYPES.ICanHelpYouWith),
  );
  // Attributes change only when an admin edits them; the filter lookup keeps them by slug.
  const attributesBySlug = cached(
    ATTRIBUTES_TTL_MS,
    async () =>
      new Map<string, AttributeBySlug>(
        (await listAttributeSlugs(db)).map(({ slug, ...attribute }) => [slug, attribute]),
      ),
  );

  /** Caches kept elsewhere (the sitemap) that must forget the advisors with these. */
  const listeners: (() => void)[] = [];

  function invalidate(): void {
    dashboard.invalidate();
    seoData.invalidate();
    attributesBySlug.invalidate();
    for (const listener of listeners) listener();
  }

  return {
    getDashboard: (): Promise<DashboardData> => dashboard.get(),
    getSeoData: (): Promise<SeoDataItem[]> => seoData.get(),
    /** Specialities or client types some listed advisor carries (the questionnaire's choices). */
    listOfferedAttributes: (type: AdvisorAttributeType) => listOfferedAttributes(db, type),
    async searchAdvisors(query: AdvisorSearchQuery): Promise<AdvisorSearchResult> {
      const search = resolveSearch(query, await attributesBySlug.get());
      const text = query.q ? normalizeSearchText(query.q) : undefined;
      const states = [search.state?.abbreviation, search.zip?.state.abbreviation].filter(
        (state): state is string => state !== undefined,
      );
      const sort = query.sort === 'relevance' && !text ? defaultSortOf(text) : query.sort;
      const { advisors, total } = await searchAdvisorCards(db, {
        states,
        ...(text ? { text } : {}),
        credentials: search.credentials,
        languages: search.languages,
        ...(query.rating !== undefined ? { minRating: Number(query.rating) } : {}),
        attributeIds: search.attributeIds,
        businessModels: search.businessModels,
        ...(query.minPrice !== undefined ? { minCents: query.minPrice * 100 } : {}),
        ...(query.maxPrice !== undefined ? { maxCents: query.maxPrice * 100 } : {}),
        sort: sort ?? defaultSortOf(text),
        limit: ADVISOR_PAGE_SIZE,
        offset: (query.page - 1) * ADVISOR_PAGE_SIZE,
      });
      return {
        advisors,
        total,
        page: query.page,
        pageSize: ADVISOR_PAGE_SIZE,
        state: search.state,
        ...(search.zip ? { zip: search.zip } : {}),
        filters: search.filters,
      };
    },

    /**
     * The public profile: only of a listed advisor (docs/product.md#becoming-an-advisor), unless
     * `includeUnlisted` (the advisor's own preview in the profile editor).
     */
    async getAdvisorProfile(
      slug: string,
      options: { includeUnlisted?: boolean } = {},
    ): Promise<AdvisorProfile> {
      const row = await findAdvisorProfileRow(db, slug, options);
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

    /** A listed advisor's reviews; an unlisted one's answer 404 like their profile. */
    async getAdvisorReviews(slug: string, page: number): Promise<ReviewPage> {
      const advisor = await findListedAdvisorRef(db, slug);
      if (!advisor) throw new AppError('noMatchingAdvisor');
      const advisorId = advisor.id;
      const offset = (page - 1) * REVIEW_PAGE_SIZE;
      const result = await listReviewPage(db, advisorId, REVIEW_PAGE_SIZE, offset);
      return { ...result, page, pageSize: REVIEW_PAGE_SIZE };
    },

    /** The advisor profile a signed-in account runs (id and zone), if any. */
    findAdvisorOfUser: (userId: string) => findAdvisorOfUser(db, userId),

    /**
     * The id and zone of a listed advisor, for the public reads of their calendar: an unlisted
     * advisor's open times answer 404 like their profile.
     */
    async findAdvisorRef(slug: string): Promise<{ id: string; timeZone: string }> {
      const advisor = await findListedAdvisorRef(db, slug);
      if (!advisor) throw new AppError('noMatchingAdvisor');
      return advisor;
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

    /** A stored photo by the name in its URL; anything else in storage is never served here. */
    async getAdvisorPhoto(name: string): Promise<AdvisorPhoto> {
      const key = advisorPhotoKeyOf(name);
      const photo = key ? await storage.get(key) : null;
      if (!photo) throw new AppError('notFound');
      const { contentType } = photo;
      if (!isAdvisorPhotoType(contentType)) {
        photo.stream.destroy();
        throw new AppError('notFound');
      }
      return { ...photo, contentType };
    },

    /**
     * Replaces the advisor's photo. The file is read whole (it is small and capped) because its
     * key names a hash of its content, and its type is judged from its bytes.
     */
    async setAdvisorPhoto(
      advisorId: string,
      body: Readable,
      contentType: string,
    ): Promise<{ profilePicUrl: string }> {
      const claimed = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
      const advisor = ADVISOR_ID_PATTERN.test(advisorId)
        ? await findAdvisorPhotoKey(db, advisorId)
        : undefined;
      // A refused upload is not read any further.
      if (!advisor) {
        body.destroy();
        throw new AppError('noMatchingAdvisor');
      }
      if (!isAdvisorPhotoType(claimed)) {
        body.destroy();
        throw photoRefused('The photo must be a JPEG, PNG, WebP or SVG image.');
      }
      const maxBytes = LIMITS.advisorPhotoBytes.max;
      const bytes = await readUpTo(body, maxBytes);
      if (!bytes) throw photoRefused(ADVISOR_PROFILE_MESSAGES.photoTooLarge);
      if (detectPhotoType(bytes) !== claimed) {
        throw photoRefused('The file is not the kind of image it says it is.');
      }

      const photo = await storeAdvisorPhoto(storage, advisorId, bytes, claimed);
      let previousKey: string | null;
      try {
        // The row is locked so two uploads at once each remove the photo the other replaced.
        previousKey = await db.transaction(async (tx) => {
          const current = await findAdvisorPhotoKey(tx, advisorId, { forUpdate: true });
          if (!current) throw new AppError('noMatchingAdvisor');
          await updateAdvisorPhoto(tx, advisorId, photo);
          return current.profilePicKey;
        });
      } catch (error) {
        // Uploading the current photo again stores the same key, which must then stay.
        if (photo.key !== advisor.profilePicKey) await storage.delete(photo.key);
        throw error;
      }
      if (previousKey && previousKey !== photo.key) {
        // The new photo is in place; a file left behind wastes space but breaks nothing.
        await storage.delete(previousKey).catch(() => undefined);
      }
      // Whoever changed it: the profile, cards and lists show the photo on every instance.
      invalidate();
      await onAdvisorChange(advisorId);
      return { profilePicUrl: photo.url };
    },

    /**
     * The meetings-held sweep: advisors a meeting of has ended since their last count are counted
     * again, and their profiles, cards and the home figures move on every instance. Returns how
     * many advisors' figures moved.
     */
    async countEndedMeetings(): Promise<number> {
      const changed = await countMeetingsHeld(db, now(), 'ended-since-last-count');
      await tellChanged(changed);
      return changed.length;
    },

    /** A meeting of the advisor that had ended changed status (refunded, a no-show): count again. */
    async recountMeetingsHeld(advisorId: string): Promise<void> {
      await tellChanged(await countMeetingsHeld(db, now(), { advisorId }));
    },

    invalidate,
    /** Runs `listener` whenever the advisors' caches are dropped (a listing change, a photo). */
    onInvalidate(listener: () => void): void {
      listeners.push(listener);
    },
  };
}
