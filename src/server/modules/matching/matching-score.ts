// How the questionnaire ranks advisors (docs/product.md#matching, ADR 0052): every candidate
// already serves the visitor's state; points for the specialities and client types they share
// with the answers, a price within budget, their rating and open times in the preferred windows.
// Each point earned carries the sentence that tells the visitor why.
import type { AdvisorCard } from '../../../shared/contracts/home';
import type { MatchingAnswers, Recommendation } from '../../../shared/contracts/matching';
import { describeWindowedTime, meetingWindowOf } from '../../../shared/domain/meeting-windows';
import type { WindowedTime } from '../../../shared/domain/meeting-windows';
import { formatCurrency, formatReviewAverage } from '../../../shared/format';

/** Points of each part; the shares of what was asked, so a partial match scores in between. */
export const SCORE_WEIGHTS = {
  specialities: 40,
  clientTypes: 15,
  budget: 20,
  rating: 15,
  openTimes: 10,
} as const;

export interface Candidate {
  advisor: AdvisorCard;
  /** Slugs of the advisor's attributes among those the visitor chose. */
  matchedSlugs: readonly string[];
  /** Open slot starts within the look-ahead; undefined when not looked up (ranked too low). */
  openSlots?: readonly Date[];
}

export interface ScoringContext {
  answers: MatchingAnswers;
  stateName: string;
  /** Titles of the attributes the visitor chose, by slug. */
  titles: ReadonlyMap<string, string>;
}

/** "Retirement planning" reads "retirement planning" mid-sentence; "Social Security" stays. */
export function midSentence(title: string): string {
  const [first = '', second] = title.split(' ');
  const properName = second !== undefined && /^[A-Z]/.test(second);
  const acronym = /^[A-Z0-9]{2,}/.test(first);
  return properName || acronym ? title : title.charAt(0).toLowerCase() + title.slice(1);
}

function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The first open slot in one of the preferred windows, on the visitor's clock. */
export function firstPreferredTime(
  slots: readonly Date[],
  answers: Pick<MatchingAnswers, 'meetingWindows' | 'timeZone'>,
): WindowedTime | null {
  for (const slot of slots) {
    const windowed = meetingWindowOf(slot, answers.timeZone);
    if (windowed && answers.meetingWindows.includes(windowed.window)) return windowed;
  }
  return null;
}

/** Score and reasons of one candidate; the state rule is the query's, so it is always met. */
export function scoreCandidate(candidate: Candidate, context: ScoringContext): Recommendation {
  const { answers, titles } = context;
  const { advisor } = candidate;
  const reasons = [`Serves ${context.stateName}`];
  let score = 0;

  const matched = (wanted: readonly string[]) =>
    wanted.filter((slug) => candidate.matchedSlugs.includes(slug));
  const named = (slugs: string[]) => slugs.map((slug) => midSentence(titles.get(slug) ?? slug));

  const specialities = matched(answers.specialities);
  if (answers.specialities.length > 0) {
    score += (SCORE_WEIGHTS.specialities * specialities.length) / answers.specialities.length;
  }
  if (specialities.length > 0) reasons.push(`Helps with ${listOf(named(specialities))}`);

  const clientTypes = matched(answers.clientTypes);
  if (answers.clientTypes.length > 0) {
    score += (SCORE_WEIGHTS.clientTypes * clientTypes.length) / answers.clientTypes.length;
  }
  if (clientTypes.length > 0) reasons.push(`Enjoys working with ${listOf(named(clientTypes))}`);

  const price = `${formatCurrency(advisor.hourlyRate)} for The Hour`;
  if (answers.budget === null) {
    score += SCORE_WEIGHTS.budget / 2;
  } else if (advisor.hourlyRate <= answers.budget * 100) {
    score += SCORE_WEIGHTS.budget;
    reasons.push(`${price}, within your budget`);
  }

  if (advisor.reviewCount > 0) {
    score += (SCORE_WEIGHTS.rating * advisor.reviewAverage) / 5;
    if (advisor.reviewAverage >= 4) {
      const plural = advisor.reviewCount === 1 ? 'review' : 'reviews';
      reasons.push(
        `Rated ${formatReviewAverage(advisor.reviewAverage)} from ${advisor.reviewCount} ${plural}`,
      );
    }
  }

  if (answers.meetingWindows.length > 0 && candidate.openSlots) {
    const preferred = firstPreferredTime(candidate.openSlots, answers);
    if (preferred) {
      score += SCORE_WEIGHTS.openTimes;
      reasons.push(`Open ${describeWindowedTime(preferred)}`);
    }
  }

  return { advisor, score: Math.round(score * 10) / 10, reasons };
}

/** Best first; ties go to the sooner opening, then the name, so the order is stable. */
export function rankCandidates(
  candidates: readonly Candidate[],
  context: ScoringContext,
): Recommendation[] {
  const next = (card: AdvisorCard) =>
    card.nextAvailability ? Date.parse(card.nextAvailability) : Number.POSITIVE_INFINITY;
  return candidates
    .map((candidate) => scoreCandidate(candidate, context))
    .sort(
      (a, b) =>
        b.score - a.score ||
        next(a.advisor) - next(b.advisor) ||
        a.advisor.slug.localeCompare(b.advisor.slug),
    );
}
