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
import { API } from '../../shared/routes';
import { http } from './http';
import { fetchFeatureFlag } from './system';

export const httpPublicApi: PublicApi = {
  getDashboard: () => http.get<DashboardData>(API.dashboard),
  getComplianceDocuments: () => http.get<ComplianceDocument[]>(API.basicComplianceDocuments),
  getComplianceDocument: (slug) => http.get<ComplianceDocumentBody>(API.complianceDocument(slug)),
  getSeoData: () => http.get<SeoDataItem[]>(API.seoData),
  getFeatureFlag: fetchFeatureFlag,
  searchAdvisors: (query) =>
    http.get<AdvisorSearchResult>(`${API.advisorSearch}?${searchParams(query)}`),
  getAdvisorProfile: (slug) => http.get<AdvisorProfile>(API.advisorProfile(slug)),
  getAdvisorReviews: (slug, page) =>
    http.get<ReviewPage>(`${API.advisorReviews(slug)}?page=${page}`),
};

/** The search query as URL parameters; filters travel comma-separated. */
function searchParams(query: AdvisorSearchQuery): string {
  const params = new URLSearchParams();
  if (query.state) params.set('state', query.state);
  if (query.filters.length > 0) params.set('filters', query.filters.join(','));
  params.set('sort', query.sort);
  if (query.minPrice !== undefined) params.set('minPrice', String(query.minPrice));
  if (query.maxPrice !== undefined) params.set('maxPrice', String(query.maxPrice));
  params.set('page', String(query.page));
  return params.toString();
}
