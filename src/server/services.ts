// Every module's services, built in one place from one list, for the server (app.ts) and the
// worker (worker.ts) alike. A module finds what it needs among those listed before it; the order
// is checked when type-checking. Nothing here may load HTTP code (worker-imports.test.ts).
import { authModule } from './auth/auth.module';
import { accountModule } from './modules/account/account.module';
import { adminModule } from './modules/admin/admin.module';
import { auditModule } from './modules/audit/audit.module';
import { advisorAttributesModule } from './modules/advisors/advisor-attributes.module';
import { advisorProfileEditorModule } from './modules/advisors/advisor-profile-editor.module';
import { advisorsModule } from './modules/advisors/advisors.module';
import { affiliatesModule } from './modules/affiliates/affiliates.module';
import { availabilityModule } from './modules/availability/availability.module';
import { calendarSyncModule } from './modules/calendar-sync/calendar-sync.module';
import { checkoutModule } from './modules/checkout/checkout.module';
import { complianceModule } from './modules/compliance/compliance.module';
import { contactModule } from './modules/contact/contact.module';
import { intakeAdminModule } from './modules/intake-admin/intake-admin.module';
import { matchingModule } from './modules/matching/matching.module';
import { meetingsModule } from './modules/meetings/meetings.module';
import { composeServices } from './modules/module-manifest';
import type { ListedInOrder } from './modules/module-manifest';
import { onboardingModule } from './modules/onboarding/onboarding.module';
import { notificationsModule } from './modules/notifications/notifications.module';
import { paymentsModule } from './modules/payments/payments.module';
import { payoutsModule } from './modules/payouts/payouts.module';
import { plansModule } from './modules/plans/plans.module';
import { practiceModule } from './modules/practice/practice.module';
import { recordingsModule } from './modules/recordings/recordings.module';
import { recordsModule } from './modules/records/records.module';
import { reportsModule } from './modules/reports/reports.module';
import { reviewsModule } from './modules/reviews/reviews.module';
import { searchModule } from './modules/search/search.module';
import { systemModule } from './modules/system/system.module';
import { toolsModule } from './modules/tools/tools.module';
import { uploadedFilesModule } from './modules/uploaded-files/uploaded-files.module';
import { vaultModule } from './modules/vault/vault.module';
import { createPlatform } from './platform';
import type { Platform, PlatformDeps, ServiceLog } from './platform';

export const MODULES = [
  systemModule,
  authModule,
  advisorsModule,
  advisorAttributesModule,
  availabilityModule,
  calendarSyncModule,
  complianceModule,
  paymentsModule,
  meetingsModule,
  checkoutModule,
  recordingsModule,
  accountModule,
  affiliatesModule,
  vaultModule,
  reviewsModule,
  adminModule,
  auditModule,
  contactModule,
  notificationsModule,
  plansModule,
  advisorProfileEditorModule,
  practiceModule,
  payoutsModule,
  recordsModule,
  onboardingModule,
  reportsModule,
  toolsModule,
  intakeAdminModule,
  uploadedFilesModule,
  searchModule,
  matchingModule,
] as const;

/** The platform's parts that tests and shutdown reach through the services. */
const platformServices = ({ mailer, storage, jobQueue }: Platform) => ({
  mailer,
  storage,
  jobQueue,
});

// A module listed before one it needs fails here, naming what it misses.
const modulesInOrder: ListedInOrder<typeof MODULES, ReturnType<typeof platformServices>> = true;
void modulesInOrder;

export function createServices(
  deps: PlatformDeps,
  log: ServiceLog,
  /** The server's: forgets what it remembered of a person whose credentials or access changed. */
  forgetUser?: (userId: string) => void,
) {
  const platform = createPlatform(deps, log, forgetUser);
  return composeServices(platform, platformServices(platform), MODULES);
}

export type Services = ReturnType<typeof createServices>;
