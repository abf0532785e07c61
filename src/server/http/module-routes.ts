// Every module's routes, registered in this order after the plugins. Kept apart from the module
// manifests (module-manifest.ts) so the worker, which builds the same services, loads no HTTP code.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { registerAccountSafetyRoutes } from '../modules/account/account-safety.routes';
import { registerAccountRoutes } from '../modules/account/account.routes';
import { registerProfileRoutes } from '../modules/account/profile.routes';
import { registerEmailChoicesRoutes } from '../modules/account/email-choices.routes';
import { registerAdminRoutes } from '../modules/admin/admin.routes';
import { registerAdminRolesRoutes } from '../modules/admin/roles.routes';
import { registerAdminUsersRoutes } from '../modules/admin/users.routes';
import { registerAuditRoutes } from '../modules/audit/audit.routes';
import { registerAdvisorAttributesRoutes } from '../modules/advisors/advisor-attributes.routes';
import { registerAdminReportRoutes } from '../modules/reports/admin-report.routes';
import { registerReportsRoutes } from '../modules/reports/reports.routes';
import { registerSearchRoutes } from '../modules/search/search.routes';
import { registerAdvisorProfileEditorRoutes } from '../modules/advisors/advisor-profile-editor.routes';
import { registerAdvisorsRoutes } from '../modules/advisors/advisors.routes';
import { registerAffiliatePayoutsRoutes } from '../modules/affiliates/affiliate-payouts.routes';
import { registerAffiliatesRoutes } from '../modules/affiliates/affiliates.routes';
import { registerAvailabilitySettingsRoutes } from '../modules/availability/availability-settings.routes';
import { registerAvailabilityRoutes } from '../modules/availability/availability.routes';
import { registerCalendarFeedRoutes } from '../modules/calendar-sync/calendar-feed.routes';
import { registerCalendarSyncRoutes } from '../modules/calendar-sync/calendar-sync.routes';
import { registerCheckoutRoutes } from '../modules/checkout/checkout.routes';
import { registerAgreementsRoutes } from '../modules/compliance/agreements.routes';
import { registerComplianceRoutes } from '../modules/compliance/compliance.routes';
import { registerDocumentsAdminRoutes } from '../modules/compliance/documents-admin.routes';
import { registerContactRoutes } from '../modules/contact/contact.routes';
import { registerIntakeAdminRoutes } from '../modules/intake-admin/intake-admin.routes';
import { registerMatchingRoutes } from '../modules/matching/matching.routes';
import { registerMeetingsRoutes } from '../modules/meetings/meetings.routes';
import { registerChecklistRoutes } from '../modules/onboarding/checklist.routes';
import { registerInvitationsRoutes } from '../modules/onboarding/invitations.routes';
import { registerVettingRoutes } from '../modules/onboarding/vetting.routes';
import { registerOutboxRoutes } from '../modules/notifications/outbox.routes';
import { registerProductNewsRoutes } from '../modules/notifications/product-news.routes';
import { registerBillingRoutes } from '../modules/payments/billing.routes';
import { registerPaymentsRoutes } from '../modules/payments/payments.routes';
import { registerAdvisorPayoutsRoutes } from '../modules/payouts/advisor-payouts.routes';
import { registerEngagementsRoutes } from '../modules/plans/engagements.routes';
import { registerOfferingsRoutes } from '../modules/plans/offerings.routes';
import { registerSignupsRoutes } from '../modules/plans/signups.routes';
import { registerFollowUpRoutes } from '../modules/plans/follow-up.routes';
import { registerClientRecordRoutes } from '../modules/practice/client-record.routes';
import { registerPracticeRoutes } from '../modules/practice/to-do.routes';
import { registerPlansAdminRoutes } from '../modules/plans/plans-admin.routes';
import { registerRecordingsRoutes } from '../modules/recordings/recordings.routes';
import { registerRecordingsAdminRoutes } from '../modules/recordings/recordings-admin.routes';
import { registerRecordsRoutes } from '../modules/records/records.routes';
import { registerReviewsRoutes } from '../modules/reviews/reviews.routes';
import { registerApiDocsRoutes } from '../modules/system/api-docs.routes';
import { registerFeatureFlagRoutes } from '../modules/system/feature-flags.routes';
import { registerHealthRoutes } from '../modules/system/health.routes';
import { registerSeoRoutes } from '../modules/system/seo.routes';
import { registerSystemRoutes } from '../modules/system/system.routes';
import { registerToolsRoutes } from '../modules/tools/tools.routes';
import { registerUploadedFilesRoutes } from '../modules/uploaded-files/uploaded-files.routes';
import { registerVaultRoutes } from '../modules/vault/vault.routes';
import { registerSignInSettingsRoutes } from '../auth/provider/sign-in-settings.routes';
import type { Services } from '../services';
import type { Lifecycle } from './lifecycle';

export interface RoutesContext {
  config: Config;
  services: Services;
  lifecycle: Lifecycle;
}

export type RegisterRoutes = (app: FastifyInstance, context: RoutesContext) => void;

export const MODULE_ROUTES: readonly RegisterRoutes[] = [
  (app, { services }) => registerSystemRoutes(app, services.system),
  (app, { services }) => registerFeatureFlagRoutes(app, services.system),
  (app) => registerApiDocsRoutes(app),
  (app, { services, lifecycle }) =>
    registerHealthRoutes(app, { lifecycle, pingDatabase: () => services.system.checkHealth() }),
  (app, { services }) => registerAdvisorsRoutes(app, services.advisors),
  (app, { services }) => registerAdvisorAttributesRoutes(app, services.advisorAttributes),
  (app, { services }) => registerAvailabilityRoutes(app, services.availability),
  (app, { services }) => registerAvailabilitySettingsRoutes(app, services.availability),
  (app, { services }) => registerCalendarSyncRoutes(app, services.calendarSync),
  (app, { services }) => registerCalendarFeedRoutes(app, services.calendarSync),
  (app, { services }) => registerCheckoutRoutes(app, services.checkout, services.payments),
  (app, { services }) => registerMeetingsRoutes(app, services.meetings, services.calendar),
  (app, { services }) => registerReviewsRoutes(app, services.reviews),
  (app, { services }) => registerOutboxRoutes(app, services.outbox),
  (app, { services }) => registerProductNewsRoutes(app, services.productNews),
  (app, { services }) => registerRecordingsRoutes(app, services.recordings),
  (app, { services }) => registerRecordingsAdminRoutes(app, services.recordingsAdmin),
  (app, { services }) => registerBillingRoutes(app, services.billing),
  (app, { services }) => registerProfileRoutes(app, services.profile),
  (app, { services }) => registerEmailChoicesRoutes(app, services.emailChoices),
  (app, { services }) => registerAffiliatesRoutes(app, services.affiliates),
  (app, { services }) => registerAffiliatePayoutsRoutes(app, services.affiliatePayouts),
  (app, { services }) => registerVaultRoutes(app, services.vault),
  (app, { services }) => registerPaymentsRoutes(app, services.payments),
  (app, { config, services }) =>
    registerSeoRoutes(app, { config, advisors: services.advisors, system: services.system }),
  (app, { config, services }) =>
    registerComplianceRoutes(
      app,
      services.compliance,
      services.complianceDocuments,
      config.publicUrl,
    ),
  (app, { services }) => registerDocumentsAdminRoutes(app, services.complianceDocuments),
  (app, { services }) => registerAgreementsRoutes(app, services.userAgreements),
  (app, { config }) => registerSignInSettingsRoutes(app, config),
  (app, { services }) => registerAccountRoutes(app, services.account),
  (app, { services }) =>
    registerAccountSafetyRoutes(app, {
      twoFactor: services.twoFactor,
      deletion: services.accountDeletion,
      download: services.dataDownload,
    }),
  (app, { services }) => registerAdminRoutes(app, services.admin),
  (app, { services }) => registerAdminUsersRoutes(app, services.adminUsers),
  (app, { services }) => registerAdminRolesRoutes(app, services.adminRoles),
  (app, { services }) => registerAuditRoutes(app, services.audit),
  (app, { services }) => registerContactRoutes(app, services.contact),
  (app, { services }) => registerOfferingsRoutes(app, services.offerings),
  (app, { services }) => registerAdvisorProfileEditorRoutes(app, services.advisorProfileEditor),
  (app, { services }) =>
    registerEngagementsRoutes(app, services.engagements, services.vault.maxBytes),
  (app, { services }) => registerSignupsRoutes(app, services.signups, services.ongoingBilling),
  (app, { services }) => registerPlansAdminRoutes(app, services.plansAdmin),
  (app, { services }) => registerFollowUpRoutes(app, services.followUpDesk),
  (app, { services }) => registerPracticeRoutes(app, services.practiceToDo),
  (app, { services }) => registerClientRecordRoutes(app, services.clientRecord),
  (app, { services }) => registerAdvisorPayoutsRoutes(app, services.advisorPayouts),
  (app, { services }) => registerRecordsRoutes(app, services.records),
  (app, { services }) => registerInvitationsRoutes(app, services.advisorInvitations),
  (app, { services }) => registerChecklistRoutes(app, services.onboardingChecklist),
  (app, { services }) => registerVettingRoutes(app, services.advisorVetting),
  (app, { services }) => registerReportsRoutes(app, services.reports),
  (app, { services }) => registerAdminReportRoutes(app, services.adminReports),
  (app, { services }) => registerToolsRoutes(app, services.tools),
  (app, { services }) => registerIntakeAdminRoutes(app, services.intakeAdmin),
  (app, { services }) => registerUploadedFilesRoutes(app, services.uploadedFiles),
  (app, { services }) => registerSearchRoutes(app, services.adminSearch),
  (app, { services }) => registerMatchingRoutes(app, services.matching, services.savedAdvisors),
];
