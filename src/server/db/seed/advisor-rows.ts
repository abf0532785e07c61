// One seed advisor profile as the rows the database keeps: the advisor row with its generated
// reviews, and the states it serves. The demo seed and the journeys' test worlds both start here.
import { US_STATES } from '../../../shared/us-states';
import type { NewAdvisor } from '../schema/advisors';
import { avatarUrlFor } from '../../modules/advisors/avatar-svg';
import { languagesOf } from './advisor-languages';
import type { SeedAdvisorProfile } from './advisor-profile';
import { generateReviews } from './reviews';
import type { ReviewLedger, SeedReview } from './reviews';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const TERRITORIES = new Set(['AS', 'GU', 'MP', 'PR', 'VI']);
/** Nationwide video practices serve the 50 states and DC; territories are listed explicitly. */
const NATIONWIDE = US_STATES.map((state) => state.abbreviation).filter(
  (abbreviation) => !TERRITORIES.has(abbreviation),
);

function floorToHour(time: number): Date {
  return new Date(Math.floor(time / HOUR_MS) * HOUR_MS);
}

function ceilToHour(time: number): Date {
  return new Date(Math.ceil(time / HOUR_MS) * HOUR_MS);
}

export function servedStatesOf(profile: SeedAdvisorProfile): string[] {
  const listed = profile.servedStates === 'nationwide' ? NATIONWIDE : profile.servedStates;
  return [...new Set([profile.homeState, ...listed])];
}

export interface PreparedAdvisor {
  profile: SeedAdvisorProfile;
  row: NewAdvisor;
  reviews: SeedReview[];
}

export function prepareAdvisor(
  profile: SeedAdvisorProfile,
  now: Date,
  ledger: ReviewLedger,
): PreparedAdvisor {
  const createdAt = floorToHour(now.getTime() - profile.joinedDaysAgo * DAY_MS);
  const generated = generateReviews(profile, createdAt, now, ledger);
  return {
    profile,
    reviews: generated,
    row: {
      slug: profile.slug,
      firstName: profile.firstName,
      lastName: profile.lastName,
      title: profile.title,
      certifications: profile.certifications,
      profilePicUrl: avatarUrlFor(profile.slug),
      bio: profile.bio,
      longBio: profile.longBio,
      personalBio: profile.personalBio,
      firmName: profile.firmName,
      city: profile.city,
      homeState: profile.homeState,
      timeZone: profile.timeZone,
      businessModel: profile.businessModel,
      crdNumber: profile.crdNumber,
      hourlyRateCents: profile.hourlyRateCents,
      planPriceCents: profile.planPriceCents,
      ongoingPriceCents: profile.ongoingPriceCents,
      acceptingClients: profile.acceptingClients,
      nextAvailability:
        profile.nextAvailabilityHours === null
          ? null
          : ceilToHour(now.getTime() + profile.nextAvailabilityHours * HOUR_MS),
      languages: languagesOf(profile.slug),
      createdAt,
      updatedAt: createdAt,
    },
  };
}
