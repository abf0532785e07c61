// Bodies of matching (docs/product.md#matching): the questionnaire's answers and choices, the
// ranked shortlist with its reasons, saved advisors and the side-by-side comparison.
import { z } from 'zod';
import { SAVED_ADVISORS_MAX, SAVED_LIMIT_MESSAGE } from '../saved-advisors';
import { LIMITS } from '../limits';
import { isValidTimeZone } from '../time-zones';
import { isStateAbbreviation } from '../us-states';
import { attributeSchema } from './advisors';
import { advisorCardSchema } from './home';

/** How many advisors the ranked shortlist shows. */
export const RECOMMENDATIONS_SHOWN = 5;
/** How many advisors are compared side by side at most. */
export const COMPARE_MAX = 3;
/** How far ahead open times count towards preferred meeting times. */
export const MATCHING_LOOKAHEAD_DAYS = 14;

export const COMPARE_LIMIT_MESSAGE = `Compare up to ${COMPARE_MAX} advisors at a time. Remove one to add another.`;
export const NO_RECOMMENDATIONS_MESSAGE =
  'No advisor serving your state is taking clients right now.';

/** Preferred meeting times, read in the visitor's own zone; weekdays for the first three. */
export const MEETING_WINDOWS = [
  { value: 'mornings', label: 'Mornings', hint: '8 am – noon', fromHour: 8, toHour: 12 },
  { value: 'afternoons', label: 'Afternoons', hint: 'Noon – 5 pm', fromHour: 12, toHour: 17 },
  { value: 'evenings', label: 'Evenings', hint: '5 pm – 9 pm', fromHour: 17, toHour: 21 },
  { value: 'weekends', label: 'Weekends', hint: 'Saturday or Sunday', fromHour: 8, toHour: 21 },
] as const;
export type MeetingWindow = (typeof MEETING_WINDOWS)[number]['value'];
const meetingWindowValues = MEETING_WINDOWS.map((window) => window.value) as [
  MeetingWindow,
  ...MeetingWindow[],
];

/** Budget choices for a first session, whole dollars; null is "any price". */
export const BUDGET_CHOICES = [
  { value: 150, label: 'Up to $150' },
  { value: 250, label: 'Up to $250' },
  { value: 400, label: 'Up to $400' },
  { value: null, label: 'Any price' },
] as const;

const slug = z.string().min(1).max(LIMITS.slug.max);
const slugList = z.array(slug).max(20);

export const matchingAnswersSchema = z.object({
  specialities: slugList.min(1, 'Choose at least one thing you need help with.'),
  state: z
    .string()
    .transform((value) => value.toUpperCase())
    .refine(isStateAbbreviation, 'Choose the state you live in.'),
  /** Whole dollars; null when any price will do. */
  budget: z.number().int().min(0).max(100_000).nullable(),
  clientTypes: slugList.default([]),
  meetingWindows: z.array(z.enum(meetingWindowValues)).max(MEETING_WINDOWS.length).default([]),
  /** The visitor's IANA zone, so "mornings" means their mornings. */
  timeZone: z.string().max(64).refine(isValidTimeZone, 'Unknown time zone.'),
});
export type MatchingAnswers = z.infer<typeof matchingAnswersSchema>;
/** What the form holds before it is checked. */
export type MatchingAnswersInput = z.input<typeof matchingAnswersSchema>;

export const matchingOptionsSchema = z.object({
  specialities: z.array(attributeSchema),
  clientTypes: z.array(attributeSchema),
  /** Abbreviations of the states some listed advisor serves. */
  states: z.array(z.string()),
});
export type MatchingOptions = z.infer<typeof matchingOptionsSchema>;

export const recommendationSchema = z.object({
  advisor: advisorCardSchema,
  score: z.number(),
  /** Why the advisor fits, best first ("Serves Ohio", "Open Tuesday mornings"). */
  reasons: z.array(z.string()),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const recommendationsSchema = z.object({
  recommendations: z.array(recommendationSchema),
  stateName: z.string(),
});
export type Recommendations = z.infer<typeof recommendationsSchema>;

/** `?advisors=a,b,c`: distinct slugs, in order. */
export const advisorSlugsQuerySchema = (max: number, tooMany: string) =>
  z.object({
    advisors: z
      .string()
      .max((LIMITS.slug.max + 1) * (max + 1))
      .transform((value) => [...new Set(value.split(',').filter(Boolean))])
      .pipe(z.array(slug).min(1, 'Choose an advisor.').max(max, tooMany)),
  });

export const compareQuerySchema = advisorSlugsQuerySchema(COMPARE_MAX, COMPARE_LIMIT_MESSAGE);
export const cardsQuerySchema = advisorSlugsQuerySchema(SAVED_ADVISORS_MAX, SAVED_LIMIT_MESSAGE);

export const advisorCardsSchema = z.object({ advisors: z.array(advisorCardSchema) });
export type AdvisorCards = z.infer<typeof advisorCardsSchema>;

export const comparedAdvisorSchema = advisorCardSchema.extend({
  /** Two-letter abbreviations, sorted. */
  states: z.array(z.string()),
  specialities: z.array(attributeSchema),
});
export type ComparedAdvisor = z.infer<typeof comparedAdvisorSchema>;

export const comparisonSchema = z.object({ advisors: z.array(comparedAdvisorSchema) });
export type Comparison = z.infer<typeof comparisonSchema>;

export const mergeSavedAdvisorsSchema = z.object({
  slugs: z.array(slug).max(SAVED_ADVISORS_MAX, SAVED_LIMIT_MESSAGE),
});
export type MergeSavedAdvisors = z.infer<typeof mergeSavedAdvisorsSchema>;

export const savedAdvisorParamsSchema = z.object({ slug });
