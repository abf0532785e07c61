// The three offerings as the services pages describe them: the cards, the comparison table and
// the offering pages all read this one description. Numbers come from the constants.
import {
  ONGOING_BILLING_MONTHS,
  PLAN_MEETINGS_MAX,
  PLAN_MEETINGS_MIN,
  PLAN_MIN_ANALYSIS_HOURS,
  PLAN_MIN_PAGES,
  PLAN_WEEKS,
} from '../../../shared/constants';
import type { DashboardData } from '../../../shared/contracts/home';
import type { PriceRange } from '../../../shared/format';
import { SITE_PAGES } from '../../../shared/routes/site';

export type OfferId = 'hour' | 'plan' | 'ongoing';

export interface Offer {
  id: OfferId;
  name: string;
  tagline: string;
  /** What the price is for: 'per meeting', 'flat fee', 'per month'. */
  unit: string;
  note?: string;
  features: readonly string[];
  /** The page that explains the offering in full. */
  href: string;
}

export const OFFERS: Record<OfferId, Offer> = {
  hour: {
    id: 'hour',
    name: 'The Hour',
    tagline: 'Best for one to three specific questions.',
    unit: 'per meeting',
    features: [
      'A one-hour video meeting with your advisor',
      'Written follow-up notes by email',
      'Ask anything about investing or personal finance',
    ],
    href: SITE_PAGES.service('the-hour'),
  },
  plan: {
    id: 'plan',
    name: 'The Plan',
    tagline: 'A complete financial plan for one flat fee.',
    unit: 'flat fee',
    features: [
      `${PLAN_WEEKS}-week programme`,
      `${PLAN_MEETINGS_MIN}–${PLAN_MEETINGS_MAX} meetings with your advisor`,
      `A written financial plan of ${PLAN_MIN_PAGES}+ pages`,
      `${PLAN_MIN_ANALYSIS_HOURS}+ hours of analysis`,
    ],
    href: SITE_PAGES.thePlan,
  },
  ongoing: {
    id: 'ongoing',
    name: 'The Ongoing',
    tagline: 'A long-term relationship with your advisor.',
    unit: 'per month',
    note: `Billed every ${ONGOING_BILLING_MONTHS} months. Limited capacity.`,
    features: [
      'Regular check-in meetings',
      'Unlimited email support',
      'An annual two-page checkup',
    ],
    href: SITE_PAGES.service('the-ongoing'),
  },
};

/** The offerings a visitor may see: The Ongoing only while its flag is on. */
export function visibleOffers(ongoingEnabled: boolean): readonly Offer[] {
  return ongoingEnabled ? [OFFERS.hour, OFFERS.plan, OFFERS.ongoing] : [OFFERS.hour, OFFERS.plan];
}

export function offerPrice(data: DashboardData | undefined, id: OfferId): PriceRange | undefined {
  if (!data) return undefined;
  if (id === 'hour') return data.priceRange_TheHour;
  if (id === 'plan') return data.priceRange_ThePlan;
  return data.priceRange_TheOngoing;
}
