// The questionnaire's scoring (docs/product.md#matching): shares of what was asked, the reasons
// in order, preferred windows read on the visitor's clock.
import { describe, expect, it } from 'vitest';
import type { AdvisorCard } from '../../../shared/contracts/home';
import type { MatchingAnswers } from '../../../shared/contracts/matching';
import { meetingWindowOf } from '../../../shared/domain/meeting-windows';
import {
  SCORE_WEIGHTS,
  firstPreferredTime,
  midSentence,
  rankCandidates,
  scoreCandidate,
} from './matching-score';

const card = (slug: string, overrides: Partial<AdvisorCard> = {}): AdvisorCard => ({
  id: slug,
  slug,
  firstName: 'Ada',
  lastName: slug,
  certifications: 'CFP®',
  profilePicUrl: '/x.svg',
  title: 'Planner',
  reviewAverage: 5,
  reviewCount: 10,
  bio: '',
  hourlyRate: 20_000,
  offers: { plan: null, ongoing: null },
  nextAvailability: null,
  ...overrides,
});

const answers: MatchingAnswers = {
  specialities: ['retirement-planning', 'tax-planning'],
  state: 'OH',
  budget: 250,
  clientTypes: ['retirees'],
  meetingWindows: ['mornings'],
  timeZone: 'America/New_York',
};
const context = {
  answers,
  stateName: 'Ohio',
  titles: new Map([
    ['retirement-planning', 'Retirement planning'],
    ['tax-planning', 'Tax planning'],
    ['retirees', 'Retirees'],
  ]),
};
// Tuesday 2026-12-01 at 9:00 in New York.
const tuesdayMorning = new Date('2026-12-01T14:00:00Z');

describe('scoreCandidate', () => {
  it('gives every part its full weight, with the reasons in order', () => {
    const result = scoreCandidate(
      {
        advisor: card('full'),
        matchedSlugs: ['retirement-planning', 'tax-planning', 'retirees'],
        openSlots: [tuesdayMorning],
      },
      context,
    );
    const total = Object.values(SCORE_WEIGHTS).reduce((sum, weight) => sum + weight, 0);
    expect(result.score).toBe(total);
    expect(result.reasons).toEqual([
      'Serves Ohio',
      'Helps with retirement planning and tax planning',
      'Enjoys working with retirees',
      '$200 for The Hour, within your budget',
      'Rated 5.00 from 10 reviews',
      'Open Tuesday mornings',
    ]);
  });

  it('scores a partial match in between and leaves out what does not fit', () => {
    const result = scoreCandidate(
      {
        advisor: card('half', { hourlyRate: 30_000, reviewCount: 0 }),
        matchedSlugs: ['tax-planning'],
        openSlots: [new Date('2026-12-01T23:00:00Z')], // 6 pm: an evening, not wanted
      },
      context,
    );
    expect(result.score).toBe(SCORE_WEIGHTS.specialities / 2);
    expect(result.reasons).toEqual(['Serves Ohio', 'Helps with tax planning']);
  });

  it('gives half the budget points to everyone when any price will do', () => {
    const result = scoreCandidate(
      { advisor: card('any', { reviewCount: 0 }), matchedSlugs: [] },
      { ...context, answers: { ...answers, budget: null } },
    );
    expect(result.score).toBe(SCORE_WEIGHTS.budget / 2);
  });
});

describe('rankCandidates', () => {
  it('puts the better fit first and breaks ties by the sooner opening', () => {
    const ranked = rankCandidates(
      [
        { advisor: card('later', { nextAvailability: '2026-12-05T00:00:00Z' }), matchedSlugs: [] },
        { advisor: card('sooner', { nextAvailability: '2026-12-02T00:00:00Z' }), matchedSlugs: [] },
        { advisor: card('best'), matchedSlugs: ['retirement-planning'] },
      ],
      context,
    );
    expect(ranked.map((each) => each.advisor.slug)).toEqual(['best', 'sooner', 'later']);
  });
});

describe('meeting windows', () => {
  it('reads the window on the visitor’s clock, weekends apart', () => {
    expect(meetingWindowOf(tuesdayMorning, 'America/New_York')).toEqual({
      window: 'mornings',
      weekday: 'Tuesday',
    });
    // The same instant is 6 am in Los Angeles: no window.
    expect(meetingWindowOf(tuesdayMorning, 'America/Los_Angeles')).toBeNull();
    expect(meetingWindowOf(new Date('2026-12-05T15:00:00Z'), 'America/New_York')).toEqual({
      window: 'weekends',
      weekday: 'Saturday',
    });
  });

  it('finds the first open slot in a preferred window', () => {
    const evening = new Date('2026-12-01T23:00:00Z');
    expect(firstPreferredTime([evening, tuesdayMorning], answers)).toEqual({
      window: 'mornings',
      weekday: 'Tuesday',
    });
    expect(firstPreferredTime([evening], answers)).toBeNull();
  });
});

describe('midSentence', () => {
  it('lowers the first letter unless a proper name or acronym starts the title', () => {
    expect(midSentence('Retirement planning')).toBe('retirement planning');
    expect(midSentence('Social Security timing')).toBe('Social Security timing');
    expect(midSentence('LGBTQ+ couples')).toBe('LGBTQ+ couples');
    expect(midSentence('401(k) rollovers')).toBe('401(k) rollovers');
  });
});
