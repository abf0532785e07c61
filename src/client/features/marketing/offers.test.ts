// The offerings the services pages describe: The Ongoing shows only while its flag is on, and each
// offering's price range is the one the dashboard data gives for it.
import { describe, expect, it } from 'vitest';
import type { DashboardData } from '../../../shared/contracts/home';
import { offerPrice, visibleOffers } from './offers';

const data: DashboardData = {
  advisors: [],
  priceRange_TheHour: { low: 12500, high: 30000 },
  priceRange_ThePlan: { low: 200000, high: 350000 },
  priceRange_TheOngoing: { low: 9900, high: 20000 },
  meetingsCompleted: 10,
  averageReview: 4.8,
  profilePics: {},
  states: [],
};

describe('visibleOffers', () => {
  it('leaves The Ongoing out while its flag is off', () => {
    expect(visibleOffers(false).map((offer) => offer.id)).toEqual(['hour', 'plan']);
    expect(visibleOffers(true).map((offer) => offer.id)).toEqual(['hour', 'plan', 'ongoing']);
  });
});

describe('offerPrice', () => {
  it('reads each offering’s own range, and none before the data is there', () => {
    expect(offerPrice(data, 'hour')).toEqual(data.priceRange_TheHour);
    expect(offerPrice(data, 'plan')).toEqual(data.priceRange_ThePlan);
    expect(offerPrice(data, 'ongoing')).toEqual(data.priceRange_TheOngoing);
    expect(offerPrice(undefined, 'plan')).toBeUndefined();
  });
});
