// buildApp(deps): the whole HTTP application. main.ts gives it real dependencies; tests give it
// an in-memory database and call app.inject().
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import type { Config } from './config';
import type { Database } from './db/client';
import { enforceAccessDeclarations, PUBLIC } from './http/access';
import type { RegisteredRoute } from './http/access';
import { registerErrorHandling } from './http/error-handler';
import { registerRouteSchemas } from './http/route-schemas';
import { registerApiDescription } from './http/api-description';
import { registerApiDocsRoutes } from './modules/system/api-docs.routes';
import { loggerOptions } from './logging/log-options';
import { contentSecurityPolicy } from './http/content-security-policy';
import { registerRateLimit } from './http/rate-limit/register-rate-limit';
import type { AppLimitStore } from './http/rate-limit/register-rate-limit';
import { registerHostRule } from './http/host-rule';
import { registerInputGuard } from './http/input-guard';
import { registerRefusalClose } from './http/refusal-close';
import { AppError } from '../shared/errors';
import { createSystemService } from './modules/system/system.service';
import { registerSystemRoutes } from './modules/system/system.routes';
import { registerSeoRoutes } from './modules/system/seo.routes';
import { createAdvisorsService } from './modules/advisors/advisors.service';
import { registerAdvisorsRoutes } from './modules/advisors/advisors.routes';
import { createAvailabilityService } from './modules/availability/availability.service';
import { registerAvailabilityRoutes } from './modules/availability/availability.routes';
import { registerAvailabilitySettingsRoutes } from './modules/availability/availability-settings.routes';
import { createComplianceService } from './modules/compliance/compliance.service';
import { registerComplianceRoutes } from './modules/compliance/compliance.routes';
import { registerSsr } from './ssr/ssr-plugin';
import { createMailer } from './integrations/email/email';
import { createStorage } from './integrations/storage/storage';
import type { Storage } from './integrations/storage/storage';
import { createAccountsService } from './auth/accounts/accounts.service';
import { registerOidcProvider } from './auth/provider/provider-plugin';
import { registerSignInSettingsRoutes } from './auth/provider/sign-in-settings.routes';
import { registerInteractionPages } from './auth/interaction/interaction-pages';
import { registerAccessControl } from './auth/access/access-hook';
import { stagingShellOnly } from './auth/access/staging';
import { createAccountService } from './modules/account/account.service';
import { registerAccountRoutes } from './modules/account/account.routes';
import { createAdminService } from './modules/admin/admin.service';
import { registerAdminRoutes } from './modules/admin/admin.routes';
import { createContactService } from './modules/contact/contact.service';
import { registerContactRoutes } from './modules/contact/contact.routes';
import { createJobQueue } from './jobs/job-queue';
import { createPaymentGateway } from './integrations/payments/payments';
import type { PaymentGateway } from './integrations/payments/payments';
import { createVideoProvider } from './integrations/video/video';
import type { VideoProvider } from './integrations/video/video';
import { listAdminRecipients } from './auth/accounts/accounts.repository';
import { createPaymentsService } from './modules/payments/payments.service';
import { registerPaymentsRoutes } from './modules/payments/payments.routes';
import { createCheckoutService } from './modules/checkout/checkout.service';
import { registerCheckoutRoutes } from './modules/checkout/checkout.routes';
import { createMeetingsService } from './modules/meetings/meetings.service';
import { registerMeetingsRoutes } from './modules/meetings/meetings.routes';
import { createMeetingJobs } from './modules/meetings/meeting-jobs.service';
import { createMeetingCalendar } from './modules/meetings/meeting-calendar';
import { createMeetingNotifier } from './modules/meetings/meeting-notifier';
import { createRecordingReadyNotice } from './modules/meetings/recording-ready-notice';
import { createReviewsService } from './modules/reviews/reviews.service';
import { registerReviewsRoutes } from './modules/reviews/reviews.routes';
import { createOutboxService } from './modules/notifications/outbox.service';
import { createRecordingsService } from './modules/recordings/recordings.service';
import { registerRecordingsRoutes } from './modules/recordings/recordings.routes';
import { createBillingService } from './modules/payments/billing.service';
import { registerBillingRoutes } from './modules/payments/billing.routes';
import { createProfileService } from './modules/account/profile.service';
import { registerProfileRoutes } from './modules/account/profile.routes';
import { createAffiliatesService } from './modules/affiliates/affiliates.service';
import { registerAffiliatesRoutes } from './modules/affiliates/affiliates.routes';
import { createVaultService } from './modules/vault/vault.service';
import { registerVaultRoutes } from './modules/vault/vault.routes';
import { createLinkSigner } from './files/signed-links';
import { registerOutboxRoutes } from './modules/notifications/outbox.routes';
import { createTwoFactorService } from './auth/two-factor/two-factor.service';
import { createAccountDeletionService } from './modules/account/account-deletion.service';
import { createDataDownloadService } from './modules/account/data-download.service';
import { registerAccountSafetyRoutes } from './modules/account/account-safety.routes';
import { registerHealthRoutes } from './modules/system/health.routes';
import { createLifecycle } from './http/lifecycle';
import { PROJECT_ROOT } from './project-root';
import type { Lifecycle } from './http/lifecycle';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Serve the pages (server rendering and built assets). API tests leave it off. */
  serveClient?: boolean;
  /** Where files are kept; the store the configuration names when left out. */
  storage?: Storage;
  /** The payment gateway and video provider the configuration names, unless a test gives its own. */
  paymentGateway?: PaymentGateway;
  video?: VideoProvider;
  /** The clock every rule reads; tests move it. */
  now?: () => Date;
  /** The upload cap (spec §5); tests lower it to try the refusal without half a gigabyte. */
  uploadLimitBytes?: number;
  logger?: FastifyServerOptions['logger'];
  /** Where the app-wide rate limit counts (ADR 0017); benchmarks compare the choices. */
  appLimitStore?: AppLimitStore;
}

export interface ServiceLog {
  error(object: unknown, message: string): void;
  info?(object: unknown, message: string): void;
}

export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
    services: Services;
    /** Draining on shutdown turns readiness to 503 (main.ts). */
    lifecycle: Lifecycle;
  }
}

const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

export function createServices(
  deps: AppDeps,
  log: ServiceLog,
  /** After a password change or reset, so this instance forgets what it remembered at once. */
  onCredentialsChange?: (userId: string) => void,
) {
  const { config, database } = deps;
  const db = database.db;
  const now = deps.now ?? (() => new Date());
  const storage = deps.storage ?? createStorage(config);
  const mailer = createMailer(config, db);
  const jobQueue = createJobQueue(database);
  const advisors = createAdvisorsService({ db, storage });
  const findAdvisorOfUser = (userId: string) => advisors.findAdvisorOfUser(userId);
  const availability = createAvailabilityService({
    db,
    findAdvisorRef: (slug) => advisors.findAdvisorRef(slug),
    findAdvisorOfUser,
    now,
  });
  const payments = createPaymentsService({
    db,
    gateway: deps.paymentGateway ?? createPaymentGateway(config),
    now,
  });
  const video = deps.video ?? createVideoProvider(config);
  const accounts = createAccountsService({
    db,
    mailer,
    config,
    ...(onCredentialsChange ? { onCredentialsChange } : {}),
  });
  const twoFactor = createTwoFactorService({
    db,
    config,
    now,
    checkPassword: (userId, password, address) => accounts.checkPassword(userId, password, address),
  });
  const calendar = createMeetingCalendar({ publicUrl: config.publicUrl, from: config.EMAIL_FROM });
  const notifier = createMeetingNotifier({
    mailer,
    calendar,
    publicUrl: config.publicUrl,
    listAdmins: () => listAdminRecipients(db),
  });
  const calendarDeps = {
    db,
    payments,
    video,
    availability,
    notifier,
    findAdvisorOfUser,
    log,
    now,
    onCalendarChange: () => advisors.invalidate(),
  };
  return {
    mailer,
    storage,
    accounts,
    twoFactor,
    system: createSystemService({ db, config, databaseDescription: database.description }),
    advisors,
    availability,
    compliance: createComplianceService({ db }),
    payments,
    calendar,
    jobQueue,
    checkout: createCheckoutService({
      ...calendarDeps,
      publicUrl: config.publicUrl,
      queueCompletion: (checkoutId) =>
        jobQueue.send('completeCheckout', checkoutId, { checkoutId }),
    }),
    meetings: createMeetingsService(calendarDeps),
    meetingJobs: createMeetingJobs({ db, video, notifier, log, now }),
    recordings: createRecordingsService({
      db,
      storage,
      config,
      now,
      log,
      onRecordingReady: createRecordingReadyNotice({ db, notifier }),
    }),
    billing: createBillingService({ db }),
    profile: createProfileService({
      db,
      mailer,
      config,
      now,
      ...(onCredentialsChange ? { onCredentialsChange } : {}),
    }),
    affiliates: createAffiliatesService({ db, now, publicUrl: config.publicUrl }),
    vault: createVaultService({
      db,
      storage,
      links: createLinkSigner(db),
      findAdvisorOfUser,
      now,
      ...(deps.uploadLimitBytes ? { maxBytes: deps.uploadLimitBytes } : {}),
    }),
    reviews: createReviewsService({
      db,
      findAdvisorOfUser,
      now,
      onReviewChange: () => advisors.invalidate(),
    }),
  };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.LOG_LEVEL),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  });

  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  enforceAccessDeclarations(app, registeredRoutes);
  registerErrorHandling(app);
  // Before any route: the description collects the routes as they register.
  registerRouteSchemas(app, { strictResponses: !config.isProduction });
  await registerApiDescription(app);
  // Security headers first, so every answer carries them, refusals by the hooks below included.
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(config),
    crossOriginEmbedderPolicy: false,
  });
  registerRefusalClose(app);
  registerHostRule(app, { publicUrl: config.publicUrl, trustProxy: config.TRUST_PROXY });
  registerInputGuard(app);
  const identityResolver = registerAccessControl(app, { config, db: deps.database.db });

  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await registerRateLimit(app, {
    config,
    database: deps.database,
    ...(deps.appLimitStore ? { appLimitStore: deps.appLimitStore } : {}),
  });

  const services = createServices(deps, app.log, (userId) => identityResolver.forget(userId));
  app.decorate('services', services);

  registerSystemRoutes(app, services.system);
  registerApiDocsRoutes(app);
  const lifecycle = createLifecycle();
  app.decorate('lifecycle', lifecycle);
  registerHealthRoutes(app, { lifecycle, pingDatabase: () => services.system.checkHealth() });
  registerAdvisorsRoutes(app, services.advisors);
  registerAvailabilityRoutes(app, services.availability);
  registerAvailabilitySettingsRoutes(app, services.availability);
  registerCheckoutRoutes(app, services.checkout, services.payments);
  registerMeetingsRoutes(app, services.meetings, services.calendar);
  registerReviewsRoutes(app, services.reviews);
  registerOutboxRoutes(app, createOutboxService({ db: deps.database.db }));
  registerRecordingsRoutes(app, services.recordings);
  registerBillingRoutes(app, services.billing);
  registerProfileRoutes(app, services.profile);
  registerAffiliatesRoutes(app, services.affiliates);
  registerVaultRoutes(app, services.vault);
  // Recordings being fetched from Zoom finish before the process goes.
  app.addHook('onClose', () => services.recordings.idle());
  app.addHook('onClose', () => services.jobQueue.close());
  registerPaymentsRoutes(app, services.payments);
  registerSeoRoutes(app, { config, advisors: services.advisors, system: services.system });
  registerComplianceRoutes(app, services.compliance, config.publicUrl);
  registerSignInSettingsRoutes(app, config);
  registerAccountRoutes(app, createAccountService({ db: deps.database.db }));
  const onImpersonationChange = (adminId: string) => identityResolver.forget(adminId);
  registerAccountSafetyRoutes(app, {
    twoFactor: services.twoFactor,
    deletion: createAccountDeletionService({
      db: deps.database.db,
      storage: services.storage,
      twoFactor: services.twoFactor,
      log: app.log,
      now: deps.now,
      onDeleted: (userId) => identityResolver.forget(userId),
    }),
    download: createDataDownloadService({ db: deps.database.db, now: deps.now }),
  });
  registerAdminRoutes(app, createAdminService({ db: deps.database.db, onImpersonationChange }));
  registerContactRoutes(
    app,
    createContactService({
      db: deps.database.db,
      mailer: services.mailer,
      publicUrl: config.publicUrl,
    }),
  );
  // With OIDC_ISSUER another provider signs people in; nothing of the embedded one is mounted.
  if (!config.usesExternalIdentity) {
    const identity = { config, db: deps.database.db, accounts: services.accounts };
    const provider = await registerOidcProvider(app, identity);
    await registerInteractionPages(app, { ...identity, provider, twoFactor: services.twoFactor });
  }

  // Unknown API paths answer JSON, never the not-found page.
  app.all('/api/*', { config: { access: PUBLIC } }, async () => {
    throw new AppError('notFound');
  });

  if (deps.serveClient) {
    await registerSsr(app, {
      mode: config.isProduction ? 'production' : 'development',
      rootDir: PROJECT_ROOT,
      origin: config.publicUrl,
      ...(config.APP_ENV === 'staging' ? { clientOnly: stagingShellOnly } : {}),
      publicApi: {
        getDashboard: () => services.advisors.getDashboard(),
        getComplianceDocuments: () => services.compliance.getBasicDocuments(),
        getSeoData: () => services.advisors.getSeoData(),
        getFeatureFlag: (name) => services.system.getFeatureFlag(name),
        getComplianceDocument: (slug) => services.compliance.getDocumentBody(slug),
        searchAdvisors: (query) => services.advisors.searchAdvisors(query),
        getAdvisorProfile: (slug) => services.advisors.getAdvisorProfile(slug),
        getAdvisorReviews: (slug, page) => services.advisors.getAdvisorReviews(slug, page),
      },
    });
  }

  return app;
}
