// Demo reviews, composed from parts with a seeded PRNG so every fresh database holds the same
// reviews (only their dates move with the seeding time). A ledger shared by all advisors keeps every
// composition to one review and spreads the parts evenly, so no review text appears under two
// advisors (ADR 0055), and each speciality review tells of a speciality its advisor lists.
import type { SeedAdvisorProfile } from './advisor-profile';
import { createPrng, hashSeed } from './prng';
import { CAVEATS, GENERAL_REVIEWS, OPENINGS, OUTCOMES } from './review-templates';
import type { ReviewReply } from './review-templates';
import { SPECIALITY_STORIES } from './review-stories';

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
/** A part this advisor already used weighs like this many uses elsewhere. */
const SAME_ADVISOR_WEIGHT = 100;

/** What the reviews of one seeding share: compositions used and how often each part was used. */
export interface ReviewLedger {
  taken: Set<string>;
  uses: Map<string, number>;
}

export function createReviewLedger(): ReviewLedger {
  return { taken: new Set(), uses: new Map() };
}

interface Composition {
  title: string;
  /** Sentences, unfilled; joined they are the body. */
  parts: readonly string[];
  reply?: ReviewReply;
}

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

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

const cross = <A, B>(as: readonly A[], bs: readonly B[]): [A, B][] =>
  as.flatMap((a) => bs.map((b): [A, B] => [a, b]));

/** Every composition of a rating the advisor could be given, speciality stories or general ones. */
function candidates(rating: 3 | 4 | 5, specialities: readonly string[], general: boolean) {
  const stories = specialities.flatMap((slug) => {
    const story = SPECIALITY_STORIES[slug];
    return story ? [story] : [];
  });
  const list: Composition[] = [];
  if (rating === 3) {
    const openings = stories.length > 0 ? stories.flatMap((story) => story.situations) : OPENINGS;
    for (const template of GENERAL_REVIEWS.filter((review) => review.rating === 3)) {
      for (const opening of openings) {
        list.push({
          title: template.title,
          parts: [opening, template.body],
          reply: template.reply,
        });
      }
    }
    return list;
  }
  if (general || stories.length === 0) {
    for (const [opening, template] of cross(
      OPENINGS,
      GENERAL_REVIEWS.filter((review) => review.rating === rating),
    )) {
      list.push({ title: template.title, parts: [opening, template.body] });
    }
    return list;
  }
  for (const story of stories) {
    for (const [situation, action] of cross(story.situations, story.actions)) {
      if (rating === 5) {
        for (const outcome of OUTCOMES) {
          list.push({ title: '', parts: [situation, action, outcome] });
        }
      } else {
        for (const caveat of CAVEATS) {
          list.push({ title: caveat.title, parts: [situation, action, caveat.text] });
        }
      }
    }
  }
  return list;
}

/** The speciality title for a 5-star story: the one whose situations hold its first part. */
function storyTitle(situation: string, used: Set<string>, random: () => number): string {
  const story = Object.values(SPECIALITY_STORIES).find((entry) =>
    entry.situations.includes(situation),
  );
  const titles = story?.titles ?? [];
  const fresh = titles.filter((title) => !used.has(title));
  return pick(fresh.length > 0 ? fresh : titles, random);
}

/** The untaken composition whose parts were used least, here and across advisors. */
function compose(
  options: readonly Composition[],
  ledger: ReviewLedger,
  mine: Set<string>,
  random: () => number,
): Composition {
  let best: Composition | undefined;
  let bestScore = Infinity;
  for (const option of options) {
    if (ledger.taken.has(option.parts.join(' '))) continue;
    let score = random();
    for (const part of option.parts) {
      score += (ledger.uses.get(part) ?? 0) + (mine.has(part) ? SAME_ADVISOR_WEIGHT : 0);
    }
    if (score < bestScore) {
      best = option;
      bestScore = score;
    }
  }
  if (!best) throw new Error('Not enough review compositions left.');
  ledger.taken.add(best.parts.join(' '));
  for (const part of best.parts) {
    ledger.uses.set(part, (ledger.uses.get(part) ?? 0) + 1);
    mine.add(part);
  }
  return best;
}

/**
 * The demo reviews of one advisor, oldest first, dated between joining and now. Give every advisor
 * of one seeding the same ledger, in a fixed order, so no text repeats across them.
 */
export function generateReviews(
  profile: SeedAdvisorProfile,
  joinedAt: Date,
  now: Date,
  ledger: ReviewLedger = createReviewLedger(),
): SeedReview[] {
  const random = createPrng(hashSeed(`reviews:${profile.slug}`));
  const mine = new Set<string>();
  const titles = new Set<string>();
  const usedNames = new Set<string>();
  const earliest = joinedAt.getTime() + 3 * DAY_MS;
  const latest = Math.max(earliest, now.getTime() - 6 * HOUR_MS);

  const reviews: SeedReview[] = [];
  for (let index = 0; index < profile.reviewCount; index += 1) {
    const rating = pickRating(random);
    const general = random() >= SPECIALITY_PREFERENCE;
    const composition = compose(
      candidates(rating, profile.specialities, general),
      ledger,
      mine,
      random,
    );
    const title = composition.title || storyTitle(composition.parts[0] ?? '', titles, random);
    titles.add(title);

    let firstName: string;
    let reviewerName: string;
    do {
      firstName = pick(REVIEWER_FIRST_NAMES, random);
      reviewerName = `${firstName} ${pick([...REVIEWER_LAST_INITIALS], random)}.`;
    } while (usedNames.has(reviewerName) || firstName === profile.firstName);
    usedNames.add(reviewerName);

    const response =
      composition.reply ??
      (random() < RESPONSE_TO_POSITIVE_SHARE ? pick(POSITIVE_RESPONSES, random) : null);
    const values = { advisor: profile.firstName, reviewer: firstName };
    const createdAt = new Date(
      Math.round((earliest + random() * (latest - earliest)) / 60_000) * 60_000,
    );
    reviews.push({
      reviewerName,
      rating,
      title,
      body: composition.parts.map((part) => fill(part, values)).join(' '),
      responseTitle: response ? fill(response.title, values) : null,
      responseBody: response ? fill(response.body, values) : null,
      createdAt,
    });
  }
  return reviews.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
