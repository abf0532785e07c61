// Bodies of the advisor search, profile and review reads (docs/product.md#advisor-search).
import { z } from 'zod';
import { ADVISOR_SORTS } from '../advisor-search-url';
import { ADVISOR_SEARCH_MESSAGES, RATING_FLOORS } from '../advisor-search-filters';
import { LIMITS } from '../limits';
import { ZIP_PATTERN } from '../zip-codes';
import { advisorCardSchema } from './home';
import { MAX_ADVISOR_FILTERS } from '../domain/advisor-listing';

const slugText = z.string().min(1).max(LIMITS.slug.max);
const wholeDollars = z.coerce.number().int().min(0).max(1_000_000);

/** Query of GET API.advisorSearch; the same fields as the results URL (advisor-search-url.ts). */
export const advisorSearchQuerySchema = z.object({
  state: slugText.optional(),
  /** Comma-separated speciality, client-type or business-model slugs. */
  filters: z
    .string()
    .max((LIMITS.slug.max + 1) * MAX_ADVISOR_FILTERS)
    .optional()
    .transform((value) => (value ? [...new Set(value.split(',').filter(Boolean))] : []))
    .pipe(z.array(slugText).max(MAX_ADVISOR_FILTERS, 'Too many filters.')),
  /** Name or keyword text; empty is no text. */
  q: z
    .string()
    .trim()
    .max(
      LIMITS.advisorSearchText.max,
      ADVISOR_SEARCH_MESSAGES.textTooLong(LIMITS.advisorSearchText.max),
    )
    .transform((value) => value.replace(/\s+/g, ' ') || undefined)
    .optional(),
  zip: z.string().trim().regex(ZIP_PATTERN, ADVISOR_SEARCH_MESSAGES.zipFormat).optional(),
  rating: z.enum(RATING_FLOORS, { message: ADVISOR_SEARCH_MESSAGES.rating }).optional(),
  /** Omitted: 'relevance' with search text, else 'available' (defaultSortOf). */
  sort: z.enum(ADVISOR_SORTS).optional(),
  minPrice: wholeDollars.optional(),
  maxPrice: wholeDollars.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdvisorSearchQuery = z.infer<typeof advisorSearchQuerySchema>;

export const advisorFilterKinds = [
  'speciality',
  'clientType',
  'businessModel',
  'credential',
  'language',
] as const;

export const resolvedFilterSchema = z.object({
  slug: z.string(),
  title: z.string(),
  kind: z.enum(advisorFilterKinds),
});
export type ResolvedFilter = z.infer<typeof resolvedFilterSchema>;

export const advisorSearchResultSchema = z.object({
  advisors: z.array(advisorCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The state and filters of the query, by name, for headings. */
  state: z.object({ slug: z.string(), abbreviation: z.string(), name: z.string() }).nullable(),
  /** The ZIP code searched and the state it lies in. */
  zip: z
    .object({ code: z.string(), state: z.object({ abbreviation: z.string(), name: z.string() }) })
    .optional(),
  filters: z.array(resolvedFilterSchema),
});
export type AdvisorSearchResult = z.infer<typeof advisorSearchResultSchema>;

export const attributeSchema = z.object({ slug: z.string(), title: z.string() });

export const advisorProfileSchema = advisorCardSchema.extend({
  longBio: z.string(),
  personalBio: z.string(),
  /** Null until the advisor says (docs/product.md#becoming-an-advisor): pages then print no place. */
  firmName: z.string().nullable(),
  city: z.string().nullable(),
  homeState: z.string().nullable(),
  timeZone: z.string(),
  /** Two-letter abbreviations, sorted. */
  states: z.array(z.string()),
  /** Codes of the languages the advisor advises in (advisor-search-filters.ts LANGUAGES). */
  languages: z.array(z.string()).optional(),
  specialities: z.array(attributeSchema),
  enjoysWorkingWith: z.array(attributeSchema),
  businessModel: attributeSchema,
  crdNumber: z.string().nullable(),
  /** Integer cents. */
  planPrice: z.number().int(),
  /** Integer cents per month, billed every three months. */
  ongoingPrice: z.number().int(),
  acceptingClients: z.boolean(),
  meetingsCompleted: z.number().int(),
  /** How many reviews gave each rating, index 0 = one star. */
  ratingCounts: z.array(z.number().int()).length(5),
});
export type AdvisorProfile = z.infer<typeof advisorProfileSchema>;

export const reviewsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const publicReviewSchema = z.object({
  id: z.string(),
  reviewerName: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  body: z.string(),
  /** ISO instant. */
  createdAt: z.string(),
  response: z.object({ title: z.string(), body: z.string() }).nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const reviewPageSchema = z.object({
  reviews: z.array(publicReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;
