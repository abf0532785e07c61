// How advisors are classified for browsing: attribute types (docs/product.md#statuses) and business
// models.

export const ADVISOR_ATTRIBUTE_TYPES = {
  ICanHelpYouWith: 1,
  IEnjoyWorkingWith: 2,
} as const;
export type AdvisorAttributeType =
  (typeof ADVISOR_ATTRIBUTE_TYPES)[keyof typeof ADVISOR_ATTRIBUTE_TYPES];

/** The home page's 'How we can help' topics link to these specialities; they must always exist. */
export const HOME_PAGE_SPECIALITY_SLUGS = [
  'retirement-planning',
  'portfolio-review',
  'estate-planning',
  '401k-rollovers',
  'tax-planning',
  'getting-started-investing',
  'investing-for-kids',
] as const;
export type HomePageSpecialitySlug = (typeof HOME_PAGE_SPECIALITY_SLUGS)[number];

export interface BusinessModel {
  slug: string;
  title: string;
  description: string;
}

/**
 * How an advisor's practice here is paid: always a flat or hourly fee for advice, never custody
 * of a client's money (docs/decisions/0055-one-consistent-story.md). An ongoing relationship is
 * The Ongoing, an offering behind its flag, not a business model.
 */
export const BUSINESS_MODELS: readonly BusinessModel[] = [
  {
    slug: 'advice-only',
    title: 'Advice-only planners',
    description: 'Advice without managing your money: you keep control of every account.',
  },
  {
    slug: 'hourly-planners',
    title: 'Hourly planners',
    description: 'Pay by the hour for exactly the help you need, when you need it.',
  },
  {
    slug: 'flat-fee-planners',
    title: 'Flat-fee project planners',
    description: 'A complete written plan for one price agreed in advance.',
  },
];

export function findBusinessModel(slug: string): BusinessModel | undefined {
  return BUSINESS_MODELS.find((model) => model.slug === slug);
}
