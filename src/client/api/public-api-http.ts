// The browser's PublicApi: the same reads the server renderer answers with direct service calls.
import type { PublicApi } from '../../shared/contracts/public-api';
import type {
  ComplianceDocument,
  DashboardData,
  SeoDataItem,
  ComplianceDocumentBody,
} from '../../shared/contracts/home';
import type {
  AdvisorProfile,
  AdvisorSearchQuery,
  AdvisorSearchResult,
  ReviewPage,
} from '../../shared/contracts/advisors';
import type { AdvisorOfferings, PublicOffering } from '../../shared/contracts/offerings';
import type { AffiliateLanding } from '../../shared/contracts/affiliates';
import type { ContactDetails } from '../../shared/contracts/system';
import { SYSTEM_API } from '../../shared/routes/system-api';
import { ADVISOR_API } from '../../shared/routes/advisors-api';
import { AFFILIATE_API } from '../../shared/routes/affiliates-api';
import { OFFERINGS_API } from '../../shared/routes/offerings-api';
import { COMPLIANCE_API } from '../../shared/routes/compliance-api';
import { http } from './http';
import { fetchAppInfo, fetchFeatureFlag } from './system';

export const httpPublicApi: PublicApi = {
  getDashboard: () => http.get<DashboardData>(ADVISOR_API.home),
  getComplianceDocuments: () => http.get<ComplianceDocument[]>(COMPLIANCE_API.basicDocuments),
  getContactDetails: () => http.get<ContactDetails>(SYSTEM_API.contactDetails),
  getComplianceDocument: (slug) => http.get<ComplianceDocumentBody>(COMPLIANCE_API.document(slug)),
  getSeoData: () => http.get<SeoDataItem[]>(ADVISOR_API.seoData),
  getFeatureFlag: fetchFeatureFlag,
  getAppInfo: fetchAppInfo,
  searchAdvisors: (query) =>
    http.get<AdvisorSearchResult>(`${ADVISOR_API.search}?${searchParams(query)}`),
  getAdvisorProfile: (slug) => http.get<AdvisorProfile>(ADVISOR_API.profile(slug)),
  getAdvisorReviews: (slug, page) =>
    http.get<ReviewPage>(`${ADVISOR_API.reviews(slug)}?page=${page}`),
  getAdvisorOfferings: async (slug) =>
    (await http.get<AdvisorOfferings>(OFFERINGS_API.advisorOfferings(slug))).offerings,
  getOffering: (offeringId) => http.get<PublicOffering>(OFFERINGS_API.offering(offeringId)),
  getAdvisorOffering: (slug, kind) =>
    http.get<PublicOffering>(OFFERINGS_API.advisorOffering(slug, kind)),
  getAffiliateLanding: (slug) => http.get<AffiliateLanding>(AFFILIATE_API.landing(slug)),
};

/** The search query as URL parameters; filters travel comma-separated. */
function searchParams(query: AdvisorSearchQuery): string {
  const params = new URLSearchParams();
  if (query.state) params.set('state', query.state);
  if (query.q) params.set('q', query.q);
  if (query.zip) params.set('zip', query.zip);
  if (query.filters.length > 0) params.set('filters', query.filters.join(','));
  if (query.rating) params.set('rating', query.rating);
  if (query.sort) params.set('sort', query.sort);
  if (query.minPrice !== undefined) params.set('minPrice', String(query.minPrice));
  if (query.maxPrice !== undefined) params.set('maxPrice', String(query.maxPrice));
  params.set('page', String(query.page));
  return params.toString();
}
