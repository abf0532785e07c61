// Demo reviews, generated from the templates with a seeded PRNG so every fresh database holds the
// same reviews (only their dates move with the seeding time).
import type { SeedAdvisorProfile } from './advisor-profile';
import { createPrng, hashSeed } from './prng';
import { GENERAL_REVIEWS, SPECIALITY_REVIEWS } from './review-templates';
import type { ReviewReply, ReviewTemplate } from './review-templates';

export interface SeedReview {
  reviewerName: string;
  rating: number;
  title: string;
  body: string;
  responseTitle: string | null;
  responseBody: string | null;
  createdAt: Date;
}

// Thanks for positive reviews; '{reviewer}' stands for the reviewer's first name.
const POSITIVE_RESPONSES: readonly ReviewReply[] = [
  {
    title: 'Thank you, {reviewer}!',
    body: 'It was a pleasure working with you. Reach out any time a new question comes up.',
  },
  {
    title: 'Thanks for the kind words',
    body: 'I really enjoyed our conversation, {reviewer}. I hope the plan keeps serving you well.',
  },
  {
    title: 'So glad this was helpful, {reviewer}',
    body: 'Thank you for taking the time to write this. Good luck with the next steps, and let me know how they go.',
  },
  {
    title: 'Thank you for trusting me with your questions',
    body: 'Your preparation made our hour so productive, {reviewer}. Looking forward to catching up again.',
  },
];

const REVIEWER_FIRST_NAMES = (
  'Karen Michael Jessica Luis Emily Darnell Sarah Kevin Mei Robert Ashley Jorge Lauren Ahmed ' +
  'Rebecca Tyrone Nina Patrick Hana Chris Monica Brandon Fatima Greg Yesenia Steve Olga Andre ' +
  'Julie Sanjay Tanya Eric Lupe Marcus Heather Wei Denise Tom Priyanka Ray'
).split(' ');
const REVIEWER_LAST_INITIALS = 'ABCDEFGHJKLMNOPRSTVWY';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Share of reviews rated 3 and 4; the rest are 5. */
const THREE_STAR_SHARE = 0.07;
const FOUR_STAR_SHARE = 0.23;
const RESPONSE_TO_POSITIVE_SHARE = 0.2;
const SPECIALITY_PREFERENCE = 0.6;

function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('Cannot pick from an empty list.');
  return item;
}

function pickRating(random: () => number): 3 | 4 | 5 {
  const roll = random();
  if (roll < THREE_STAR_SHARE) return 3;
  if (roll < THREE_STAR_SHARE + FOUR_STAR_SHARE) return 4;
  return 5;
}

function takeTemplate(
  pool: readonly ReviewTemplate[],
  used: Set<ReviewTemplate>,
  rating: number,
  random: () => number,
): ReviewTemplate {
  const unused = pool.filter((template) => !used.has(template));
  const sameRating = unused.filter((template) => template.rating === rating);
  const specific = sameRating.filter((template) => template.speciality !== undefined);
  const candidates =
    specific.length > 0 && random() < SPECIALITY_PREFERENCE
      ? specific
      : sameRating.length > 0
        ? sameRating
        : unused;
  const template = pick(candidates, random);
  used.add(template);
  return template;
}

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

/** The demo reviews of one advisor, oldest first, dated between joining and now. */
export function generateReviews(
  profile: SeedAdvisorProfile,
  joinedAt: Date,
  now: Date,
): SeedReview[] {
  const random = createPrng(hashSeed(`reviews:${profile.slug}`));
  const pool = [
    ...SPECIALITY_REVIEWS.filter(
      (template) => template.speciality && profile.specialities.includes(template.speciality),
    ),
    ...GENERAL_REVIEWS,
  ];
  if (profile.reviewCount > pool.length) {
    throw new Error(`Not enough review templates for ${profile.slug}.`);
  }
  const used = new Set<ReviewTemplate>();
  const usedNames = new Set<string>();
  const earliest = joinedAt.getTime() + 3 * DAY_MS;
  const latest = Math.max(earliest, now.getTime() - 6 * HOUR_MS);

  const reviews: SeedReview[] = [];
  for (let index = 0; index < profile.reviewCount; index += 1) {
    const template = takeTemplate(pool, used, pickRating(random), random);
    let firstName: string;
    let reviewerName: string;
    do {
      firstName = pick(REVIEWER_FIRST_NAMES, random);
      reviewerName = `${firstName} ${pick([...REVIEWER_LAST_INITIALS], random)}.`;
    } while (usedNames.has(reviewerName) || firstName === profile.firstName);
    usedNames.add(reviewerName);

    const response =
      template.reply ??
      (random() < RESPONSE_TO_POSITIVE_SHARE ? pick(POSITIVE_RESPONSES, random) : null);
    const values = { advisor: profile.firstName, reviewer: firstName };
    const createdAt = new Date(
      Math.round((earliest + random() * (latest - earliest)) / 60_000) * 60_000,
    );
    reviews.push({
      reviewerName,
      rating: template.rating,
      title: template.title,
      body: fill(template.body, values),
      responseTitle: response ? fill(response.title, values) : null,
      responseBody: response ? fill(response.body, values) : null,
      createdAt,
    });
  }
  return reviews.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** Completed meetings: most clients never leave a review, so a few times the review count. */
export function meetingsCompletedFor(profile: SeedAdvisorProfile, reviewCount: number): number {
  const random = createPrng(hashSeed(`meetings:${profile.slug}`));
  return Math.round(reviewCount * (2 + random() * 2)) + 2 + Math.floor(random() * 6);
}
