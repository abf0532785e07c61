import { describe, expect, it } from 'vitest';
import {
  advisorCardSchema,
  complianceDocumentSchema,
  dashboardDataSchema,
  priceRangeSchema,
  seoDataItemSchema,
} from './home';
import type { AdvisorCard, DashboardData } from './home';

const card: AdvisorCard = {
  id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  slug: 'jane-doe',
  firstName: 'Jane',
  lastName: 'Doe',
  certifications: 'CFP®, CFA',
  profilePicUrl: '/files/profile/jane-doe.jpg',
  title: 'Retirement specialist',
  reviewAverage: 4.8,
  reviewCount: 12,
  bio: 'Fee-only fiduciary\nFormer CPA\nLoves spreadsheets',
  hourlyRate: 15000,
  offers: { plan: 250000, ongoing: null },
  nextAvailability: '2025-03-11T14:00:00.000Z',
};

const dashboard: DashboardData = {
  advisors: [card],
  priceRange_TheHour: { low: 10000, high: 30000 },
  priceRange_ThePlan: { low: 200000, high: 500000 },
  priceRange_TheOngoing: { low: 10000, high: 10000 },
  meetingsCompleted: 1234,
  averageReview: 4.9,
  profilePics: { 'jane-doe': '/files/profile/jane-doe.jpg' },
  states: ['NY', 'CA'],
};

describe('advisorCardSchema', () => {
  it('accepts a complete advisor card', () => {
    expect(advisorCardSchema.parse(card)).toStrictEqual(card);
  });

  it('accepts a card with no next availability', () => {
    expect(advisorCardSchema.parse({ ...card, nextAvailability: null }).nextAvailability).toBe(
      null,
    );
  });

  it('requires every field of an advisor card', () => {
    for (const key of Object.keys(card)) {
      const { [key as keyof AdvisorCard]: _removed, ...rest } = card;
      expect(advisorCardSchema.safeParse(rest).success, key).toBe(false);
    }
  });

  it('takes the hourly rate as whole cents', () => {
    expect(advisorCardSchema.safeParse({ ...card, hourlyRate: 150.5 }).success).toBe(false);
    expect(advisorCardSchema.safeParse({ ...card, hourlyRate: '15000' }).success).toBe(false);
  });

  it('takes a whole review count and a fractional review average', () => {
    expect(advisorCardSchema.safeParse({ ...card, reviewCount: 1.5 }).success).toBe(false);
    expect(advisorCardSchema.safeParse({ ...card, reviewAverage: 4.75 }).success).toBe(true);
  });

  it('drops fields it does not know', () => {
    expect(advisorCardSchema.parse({ ...card, email: 'jane@example.com' })).not.toHaveProperty(
      'email',
    );
  });
});

describe('priceRangeSchema', () => {
  it('takes a low and a high in whole cents', () => {
    expect(priceRangeSchema.parse({ low: 500, high: 50000 })).toStrictEqual({
      low: 500,
      high: 50000,
    });
    expect(priceRangeSchema.safeParse({ low: 5.5, high: 10 }).success).toBe(false);
    expect(priceRangeSchema.safeParse({ low: 5 }).success).toBe(false);
  });
});

describe('dashboardDataSchema', () => {
  it('accepts the home page dashboard data', () => {
    expect(dashboardDataSchema.parse(dashboard)).toStrictEqual(dashboard);
  });

  it('accepts an empty dashboard', () => {
    const empty = {
      ...dashboard,
      advisors: [],
      profilePics: {},
      states: [],
      meetingsCompleted: 0,
      averageReview: 0,
    };
    expect(dashboardDataSchema.parse(empty)).toStrictEqual(empty);
  });

  it.each([
    'advisors',
    'priceRange_TheHour',
    'priceRange_ThePlan',
    'priceRange_TheOngoing',
    'meetingsCompleted',
    'averageReview',
    'profilePics',
    'states',
  ])('requires %s', (key) => {
    const { [key as keyof DashboardData]: _removed, ...rest } = dashboard;
    expect(dashboardDataSchema.safeParse(rest).success).toBe(false);
  });

  it('rejects an invalid advisor card inside the list', () => {
    const broken = { ...dashboard, advisors: [{ ...card, slug: 7 }] };
    expect(dashboardDataSchema.safeParse(broken).success).toBe(false);
  });

  it('maps profile pictures from slug to URL text only', () => {
    expect(dashboardDataSchema.safeParse({ ...dashboard, profilePics: { a: 1 } }).success).toBe(
      false,
    );
  });

  it('takes a whole number of meetings completed', () => {
    expect(dashboardDataSchema.safeParse({ ...dashboard, meetingsCompleted: 2.5 }).success).toBe(
      false,
    );
  });
});

describe('complianceDocumentSchema', () => {
  it('takes a display name and a URL', () => {
    const document = { displayName: 'Form CRS', url: '/files/compliance/crs.pdf' };
    expect(complianceDocumentSchema.parse(document)).toStrictEqual(document);
    expect(complianceDocumentSchema.safeParse({ displayName: 'Form CRS' }).success).toBe(false);
  });
});

describe('seoDataItemSchema', () => {
  it('takes a slug and a title', () => {
    const item = { slug: 'retirement-planning', title: 'Retirement planning' };
    expect(seoDataItemSchema.parse(item)).toStrictEqual(item);
    expect(seoDataItemSchema.safeParse({ slug: 'x' }).success).toBe(false);
  });
});
