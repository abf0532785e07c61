// The demo reviews are generated the same way every time, and tell a speciality's story only for
// an advisor who lists that speciality (ADR 0055). No database: the generator alone.
import { describe, expect, it } from 'vitest';
import { ADVISOR_PROFILES } from './advisor-profiles';
import { SPECIALITY_STORIES } from './review-stories';
import { createReviewLedger, generateReviews } from './reviews';

const NOW = new Date('2025-03-14T15:27:00Z');
const DAY_MS = 24 * 3_600_000;

describe('generateReviews', () => {
  it('gives the same reviews for the same advisor every time', () => {
    const profile = ADVISOR_PROFILES.find((advisor) => advisor.reviewCount > 10)!;
    const joined = new Date(NOW.getTime() - profile.joinedDaysAgo * DAY_MS);
    expect(generateReviews(profile, joined, NOW)).toEqual(generateReviews(profile, joined, NOW));
  });
});

describe('demo reviews (ADR 0055)', () => {
  it('tell each speciality story only for an advisor who lists that speciality', () => {
    const ledger = createReviewLedger();
    for (const profile of ADVISOR_PROFILES) {
      const joined = new Date(NOW.getTime() - profile.joinedDaysAgo * DAY_MS);
      for (const review of generateReviews(profile, joined, NOW, ledger)) {
        for (const [slug, story] of Object.entries(SPECIALITY_STORIES)) {
          const told = story.situations.some((situation) => review.body.startsWith(situation));
          if (told) expect(profile.specialities, `${profile.slug}: ${slug}`).toContain(slug);
        }
      }
    }
  });
});
