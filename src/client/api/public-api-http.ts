// The browser's PublicApi: the same reads the server renderer answers with direct service calls.
import type { PublicApi } from '../../shared/contracts/public-api';
import type { ComplianceDocument, DashboardData, SeoDataItem } from '../../shared/contracts/home';
import { API } from '../../shared/routes';
import { http } from './http';
import { fetchFeatureFlag } from './system';

export const httpPublicApi: PublicApi = {
  getDashboard: () => http.get<DashboardData>(API.dashboard),
  getComplianceDocuments: () => http.get<ComplianceDocument[]>(API.basicComplianceDocuments),
  getSeoData: () => http.get<SeoDataItem[]>(API.seoData),
  getFeatureFlag: fetchFeatureFlag,
};
