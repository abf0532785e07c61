// The search filters beyond the advisor attributes (docs/product.md#advisor-search): credentials
// read from an advisor's certifications, languages spoken and a floor on the review average.

export interface Credential {
  /** The filter slug: /advisors/cfp. */
  slug: string;
  title: string;
  /** Written as a word in an advisor's certifications ('CFP®, CPA/PFS'). */
  abbreviation: string;
}

export const CREDENTIALS: readonly Credential[] = [
  { slug: 'cfp', title: 'CFP®', abbreviation: 'CFP' },
  { slug: 'cpa-pfs', title: 'CPA/PFS', abbreviation: 'PFS' },
  { slug: 'cfa', title: 'CFA', abbreviation: 'CFA' },
];

export function findCredential(slug: string): Credential | undefined {
  return CREDENTIALS.find((credential) => credential.slug === slug);
}

/** The credential slugs a certifications text names, the same rule as the database column's. */
export function credentialsOf(certifications: string): string[] {
  return CREDENTIALS.filter((credential) =>
    new RegExp(`\\b${credential.abbreviation}\\b`, 'i').test(certifications),
  ).map((credential) => credential.slug);
}

/** Languages an advisor may say they speak, by code (what the database keeps). */
export const LANGUAGES = [
  { code: 'english', title: 'English' },
  { code: 'spanish', title: 'Spanish' },
  { code: 'mandarin', title: 'Mandarin' },
  { code: 'cantonese', title: 'Cantonese' },
  { code: 'vietnamese', title: 'Vietnamese' },
  { code: 'korean', title: 'Korean' },
  { code: 'tagalog', title: 'Tagalog' },
  { code: 'hindi', title: 'Hindi' },
  { code: 'arabic', title: 'Arabic' },
  { code: 'french', title: 'French' },
  { code: 'portuguese', title: 'Portuguese' },
  { code: 'russian', title: 'Russian' },
  { code: 'japanese', title: 'Japanese' },
  { code: 'swedish', title: 'Swedish' },
  { code: 'norwegian', title: 'Norwegian' },
  { code: 'polish', title: 'Polish' },
  { code: 'navajo', title: 'Navajo' },
  { code: 'asl', title: 'American Sign Language' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES = LANGUAGES.map((language) => language.code) as [
  LanguageCode,
  ...LanguageCode[],
];
export const DEFAULT_LANGUAGES: readonly LanguageCode[] = ['english'];

const LANGUAGE_SLUG_PREFIX = 'speaks-';

/** The filter slug of a language: 'spanish' → 'speaks-spanish'. */
export const languageFilterSlug = (code: LanguageCode) => `${LANGUAGE_SLUG_PREFIX}${code}`;

export function findLanguageBySlug(slug: string): (typeof LANGUAGES)[number] | undefined {
  if (!slug.startsWith(LANGUAGE_SLUG_PREFIX)) return undefined;
  const code = slug.slice(LANGUAGE_SLUG_PREFIX.length);
  return LANGUAGES.find((language) => language.code === code);
}

/** The review-average floors offered ('4+ stars'); the URL's rating= takes one of them. */
export const RATING_FLOORS = ['4.5', '4', '3.5', '3'] as const;
export type RatingFloor = (typeof RATING_FLOORS)[number];

export function isRatingFloor(value: string): value is RatingFloor {
  return (RATING_FLOORS as readonly string[]).includes(value);
}

export const ratingFloorLabel = (floor: string) => `${floor}+ stars`;

/** What the search says about its text and ZIP, on the page and in a 400's field errors. */
export const ADVISOR_SEARCH_MESSAGES = {
  textTooLong: (max: number) => `Search text must be at most ${max} characters.`,
  zipFormat: 'A ZIP code has five digits, such as 10001.',
  zipUnknown: (zip: string) =>
    `${zip} is not a ZIP code of a US state or territory. Check the number, or choose a state.`,
  rating: 'Choose a rating of 3, 3.5, 4 or 4.5 stars.',
} as const;
