// The public reads that route loaders need. The browser implements it over HTTP; the server
// renderer implements it with direct service calls, so one loader serves both sides.
import type {
  ComplianceDocument,
  DashboardData,
  SeoDataItem,
  ComplianceDocumentBody,
} from './home';
import type { FeatureFlagName } from '../feature-flags';
import type {
  AdvisorProfile,
  AdvisorSearchQuery,
  AdvisorSearchResult,
  ReviewPage,
} from './advisors';
import type { PublicOffering } from './offerings';
import type { AffiliateLanding } from './affiliates';
import type { AppInfo, ContactDetails } from './system';
import type { EngagementKind } from '../offerings/catalog';

export interface PublicApi {
  getDashboard(): Promise<DashboardData>;
  getComplianceDocuments(): Promise<ComplianceDocument[]>;
  /** Support phone, email and postal address for the footer and contact page (ADR 0055). */
  getContactDetails(): Promise<ContactDetails>;
  /** One document with its body, for /terms and /privacy; AppError('notFound') if unknown. */
  getComplianceDocument(slug: string): Promise<ComplianceDocumentBody>;
  getSeoData(): Promise<SeoDataItem[]>;
  getFeatureFlag(name: FeatureFlagName): Promise<boolean>;
  /** Environment names every page may show (development and staging label). */
  getAppInfo(): Promise<AppInfo>;
  searchAdvisors(query: AdvisorSearchQuery): Promise<AdvisorSearchResult>;
  /** Rejects with AppError('noMatchingAdvisor') for an unknown slug. */
  getAdvisorProfile(slug: string): Promise<AdvisorProfile>;
  getAdvisorReviews(slug: string, page: number): Promise<ReviewPage>;
  /** The offerings the advisor sells now (The Ongoing only while its flag is on). */
  getAdvisorOfferings(slug: string): Promise<PublicOffering[]>;
  /** One shown offering by its id; AppError('notFound') when hidden, off or unknown. */
  getOffering(offeringId: string): Promise<PublicOffering>;
  /** The advisor's shown offering of a kind; AppError('notFound') when hidden or off. */
  getAdvisorOffering(slug: string, kind: EngagementKind): Promise<PublicOffering>;
  /** What /r/{slug} shows; AppError('notFound') for a slug no affiliate has. */
  getAffiliateLanding(slug: string): Promise<AffiliateLanding>;
}
