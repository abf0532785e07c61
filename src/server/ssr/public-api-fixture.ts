// The public data the server-rendered pages read (PublicApi), answered from memory for the SSR
// tests: three advisors, the compliance documents, contact details and feature flags as asked.
import { AppError } from '../../shared/errors';
import type { AdvisorCard, DashboardData } from '../../shared/contracts/home';
import type { PublicApi } from '../../shared/contracts/public-api';
import type { SsrOptions } from './ssr-plugin';

/** One of three made-up advisors of the home page's cards. */
export function advisorCard(index: number, overrides: Partial<AdvisorCard> = {}): AdvisorCard {
  const names = [
    ['Avery', 'Chen', 'avery-chen'],
    ['Marcus', 'Bell', 'marcus-bell'],
    ['Priya', 'Raman', 'priya-raman'],
  ] as const;
  const [firstName, lastName, slug] = names[index % names.length]!;
  return {
    id: `a${index}`,
    slug,
    firstName,
    lastName,
    certifications: 'CFP®',
    profilePicUrl: `/avatars/${slug}.svg`,
    title: 'Fee-only planner for young families',
    reviewAverage: 4.87,
    reviewCount: 23,
    bio: 'Retirement income plans\nTax-smart investing',
    hourlyRate: 22500,
    offers: { plan: 250000, ongoing: null },
    nextAvailability: '2099-01-05T15:00:00.000Z',
    ...overrides,
  };
}

function dashboard(advisors: AdvisorCard[]): DashboardData {
  return {
    advisors,
    priceRange_TheHour: { low: 15000, high: 40000 },
    priceRange_ThePlan: { low: 150000, high: 450000 },
    priceRange_TheOngoing: { low: 10000, high: 30000 },
    meetingsCompleted: 1284,
    averageReview: 4.91,
    profilePics: {},
    states: ['NY', 'CA', 'TX'],
  };
}

const APP_INFO = {
  appEnv: 'production',
  dbEnvironment: 'production',
  s3_Files_Environment: 'production',
} as const;

export interface FixtureOptions {
  failDashboard?: boolean;
  advisors?: AdvisorCard[];
  clientOnly?: SsrOptions['clientOnly'];
  /** The feature flags that are on; every other flag is off. */
  flagsOn?: readonly string[];
}

/**
 * Every public data call answered from memory, no database (unlike the client's page-test fake,
 * src/client/testing/fake-public-api.ts, where reads not given never answer).
 */
export function publicApiFixture(options: FixtureOptions = {}): PublicApi {
  return {
    getDashboard: async () => {
      if (options.failDashboard) throw new Error('database is down: password=secret');
      return dashboard(options.advisors ?? [advisorCard(0), advisorCard(1), advisorCard(2)]);
    },
    getComplianceDocuments: async () => [
      { displayName: 'Form ADV Part 2A', url: 'https://files.example.test/adv.pdf' },
      { displayName: 'Privacy Policy', url: 'https://files.example.test/privacy.pdf' },
    ],
    getSeoData: async () => [{ slug: 'retirement-planning', title: 'Retirement planning' }],
    getContactDetails: async () => ({
      phone: '+1 (800) 555-0142',
      phoneHref: 'tel:+18005550142',
      email: 'support@example.com',
      postalAddress: ['1 Main Street', 'Austin, TX 78701'],
    }),
    getFeatureFlag: async (name) => options.flagsOn?.includes(name) ?? false,
    getAppInfo: async () => APP_INFO,
    searchAdvisors: async (query) => ({
      advisors: [],
      total: 0,
      page: query.page,
      pageSize: 12,
      state: null,
      filters: [],
    }),
    getComplianceDocument: async () => {
      throw new AppError('notFound');
    },
    getAdvisorProfile: async () => {
      throw new AppError('noMatchingAdvisor');
    },
    getAdvisorReviews: async (_slug, page) => ({ reviews: [], total: 0, page, pageSize: 5 }),
    getAdvisorOfferings: async () => [],
    getOffering: async () => {
      throw new AppError('notFound');
    },
    getAffiliateLanding: async () => {
      throw new AppError('notFound');
    },
    getAdvisorOffering: async () => {
      throw new AppError('notFound');
    },
  };
}
