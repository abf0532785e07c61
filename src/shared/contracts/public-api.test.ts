import { AppError } from '../errors';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { complianceDocumentSchema, dashboardDataSchema, seoDataItemSchema } from './home';
import type { ComplianceDocument, DashboardData, SeoDataItem } from './home';
import type { PublicApi } from './public-api';
import { FEATURE_FLAG_DEFAULTS } from '../feature-flags';
import type { FeatureFlagName } from '../feature-flags';

const dashboard: DashboardData = {
  advisors: [],
  priceRange_TheHour: { low: 0, high: 0 },
  priceRange_ThePlan: { low: 0, high: 0 },
  priceRange_TheOngoing: { low: 0, high: 0 },
  meetingsCompleted: 0,
  averageReview: 0,
  profilePics: {},
  states: [],
};

function inMemoryPublicApi(flags: Partial<Record<FeatureFlagName, boolean>>): PublicApi {
  return {
    getDashboard: async () => dashboard,
    getComplianceDocuments: async () => [{ displayName: 'Form CRS', url: '/files/crs.pdf' }],
    getSeoData: async () => [{ slug: 'tax-planning', title: 'Tax planning' }],
    getContactDetails: async () => ({
      phone: '+1 (800) 555-0142',
      phoneHref: 'tel:+18005550142',
      email: 'support@example.com',
      postalAddress: ['1 Main Street', 'Austin, TX 78701'],
    }),
    getFeatureFlag: async (name) => flags[name] ?? FEATURE_FLAG_DEFAULTS[name],
    getAppInfo: async () => ({
      appEnv: 'production',
      dbEnvironment: 'production',
      s3_Files_Environment: 'production',
    }),
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

describe('PublicApi', () => {
  it('declares the four public reads with their contract types', () => {
    expectTypeOf<PublicApi['getDashboard']>().returns.resolves.toEqualTypeOf<DashboardData>();
    expectTypeOf<PublicApi['getComplianceDocuments']>().returns.resolves.toEqualTypeOf<
      ComplianceDocument[]
    >();
    expectTypeOf<PublicApi['getSeoData']>().returns.resolves.toEqualTypeOf<SeoDataItem[]>();
    expectTypeOf<PublicApi['getFeatureFlag']>().parameter(0).toEqualTypeOf<FeatureFlagName>();
    expectTypeOf<PublicApi['getFeatureFlag']>().returns.resolves.toEqualTypeOf<boolean>();
  });

  it('can be served by an implementation whose answers meet the contracts', async () => {
    const api = inMemoryPublicApi({ TheOngoing: true });
    expect(dashboardDataSchema.safeParse(await api.getDashboard()).success).toBe(true);
    for (const document of await api.getComplianceDocuments()) {
      expect(complianceDocumentSchema.safeParse(document).success).toBe(true);
    }
    for (const item of await api.getSeoData()) {
      expect(seoDataItemSchema.safeParse(item).success).toBe(true);
    }
    expect(await api.getFeatureFlag('TheOngoing')).toBe(true);
    expect(await api.getFeatureFlag('WinterEasterEggs')).toBe(false);
  });
});
