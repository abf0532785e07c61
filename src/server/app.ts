// buildApp(deps): the whole HTTP application. main.ts gives it real dependencies; tests give it
// an in-memory database and call app.inject(). Plugins first, then every module's services
// (services.ts) and routes (http/module-routes.ts), then sign-in and the pages.
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import { enforceAccessDeclarations, PUBLIC } from './http/access';
import type { RegisteredRoute } from './http/access';
import { registerErrorHandling } from './http/error-handler';
import { registerRouteSchemas } from './http/route-schemas';
import { registerApiDescription } from './http/api-description';
import { loggerOptions } from './logging/log-options';
import { AccessLogController } from './logging/access-log';
import { contentSecurityPolicy } from './http/content-security-policy';
import { registerSecurityHeaders } from './http/security-headers';
import { registerRateLimit } from './http/rate-limit/register-rate-limit';
import type { AppLimitStore } from './http/rate-limit/register-rate-limit';
import { registerHostRule } from './http/host-rule';
import { registerInputGuard } from './http/input-guard';
import { registerRefusalClose } from './http/refusal-close';
import { registerTestModeRibbon } from './http/test-mode-ribbon-hook';
import { MODULE_ROUTES } from './http/module-routes';
import type { RegisterRoutes } from './http/module-routes';
import { createLifecycle } from './http/lifecycle';
import type { Lifecycle } from './http/lifecycle';
import { AppError } from '../shared/errors';
import { registerSsr } from './ssr/ssr-plugin';
import { registerOidcProvider } from './auth/provider/provider-plugin';
import { registerInteractionPages } from './auth/interaction/interaction-pages';
import { registerAccessControl } from './auth/access/access-hook';
import { stagingShellOnly } from './auth/access/staging';
import type { PlatformDeps } from './platform';
import { createServices } from './services';
import type { Services } from './services';
import { PROJECT_ROOT } from './project-root';
import { registerResponseCache } from './cache/response-cache';

export interface AppDeps extends PlatformDeps {
  /** Serve the pages (server rendering and built assets). API tests leave it off. */
  serveClient?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Where the app-wide rate limit counts (ADR 0017); benchmarks compare the choices. */
  appLimitStore?: AppLimitStore;
  /** Measurement only (tests/bench/request-overhead.ts): layers left out to price each one. */
  withoutLayers?: readonly OverheadLayer[];
  /** Routes of the journey server only: the test-world entry (ADR 0075). Never in production. */
  testRoutes?: RegisterRoutes;
}

/** The per-request layers whose cost the overhead benchmark measures (ADR 0059). */
export const OVERHEAD_LAYERS = [
  'helmet',
  'refusalClose',
  'hostRule',
  'inputGuard',
  'access',
  'requestIdHeader',
  'compress',
  'rateLimit',
  'responseSchemas',
] as const;
export type OverheadLayer = (typeof OVERHEAD_LAYERS)[number];

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
    services: Services;
    /** Draining on shutdown turns readiness to 503 (main.ts). */
    lifecycle: Lifecycle;
  }
}

const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.LOG_LEVEL),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    logController: new AccessLogController(),
  });

  const without = new Set(deps.withoutLayers);
  const has = (layer: OverheadLayer) => !without.has(layer);
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  enforceAccessDeclarations(app, registeredRoutes);
  registerErrorHandling(app);
  // Before any route: the description collects the routes as they register.
  registerRouteSchemas(app, {
    strictResponses: !config.isProduction,
    plainJson: !has('responseSchemas'),
  });
  await registerApiDescription(app);
  // Security headers first, so every answer carries them, refusals by the hooks below included.
  if (has('helmet')) {
    await registerSecurityHeaders(app, {
      contentSecurityPolicy: contentSecurityPolicy(config),
      crossOriginEmbedderPolicy: false,
    });
  }
  if (has('refusalClose')) registerRefusalClose(app);
  if (has('hostRule')) {
    registerHostRule(app, { publicUrl: config.publicUrl, trustProxy: config.TRUST_PROXY });
  }
  if (has('inputGuard')) registerInputGuard(app);
  const identityResolver = registerAccessControl(app, {
    config,
    db: deps.database.db,
    enforce: has('access'),
  });

  if (has('requestIdHeader')) {
    app.addHook('onSend', (request, reply, payload, done) => {
      void reply.header('x-request-id', request.id);
      done(null, payload);
    });
  }

  // Before the cache and compression: every HTML page says test mode while the sandbox runs.
  if (config.paymentsTestMode) registerTestModeRibbon(app);
  // Before compression: anonymous public answers are kept uncompressed (cache/response-cache.ts).
  const responseCache = registerResponseCache(app, {
    maxBytes: config.RESPONSE_CACHE_MB * 1024 * 1024,
    advisorIdOf: async (slug) => (await app.services.advisors.findAdvisorRef(slug)).id,
  });
  if (has('compress')) {
    await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  }
  if (has('rateLimit')) {
    await registerRateLimit(app, {
      config,
      database: deps.database,
      ...(deps.appLimitStore ? { appLimitStore: deps.appLimitStore } : {}),
    });
  }

  const services = createServices(deps, app.log, (userId) => identityResolver.forget(userId));
  app.decorate('services', services);
  // Caches hear of changes other instances make (feature flags, offerings) from here on.
  await services.changes.start();
  responseCache.follow(services.changes);
  app.addHook('onClose', () => services.changes.stop());
  const lifecycle = createLifecycle();
  app.decorate('lifecycle', lifecycle);
  // Recordings being fetched from Zoom finish before the process goes.
  app.addHook('onClose', () => services.recordings.idle());
  app.addHook('onClose', () => services.jobQueue.close());
  for (const registerRoutes of MODULE_ROUTES) registerRoutes(app, { config, services, lifecycle });
  deps.testRoutes?.(app, { config, services, lifecycle });

  // With OIDC_ISSUER another provider signs people in; nothing of the embedded one is mounted.
  if (!config.usesExternalIdentity) {
    const identity = { config, db: deps.database.db, accounts: services.accounts };
    const provider = await registerOidcProvider(app, identity);
    await registerInteractionPages(app, {
      ...identity,
      provider,
      twoFactor: services.twoFactor,
      previewHour: (slug) => services.checkout.previewHour(slug),
    });
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
      testModeRibbon: config.paymentsTestMode,
      ...(config.APP_ENV === 'staging' ? { clientOnly: stagingShellOnly } : {}),
      publicApi: responseCache.tagged({
        getDashboard: () => services.advisors.getDashboard(),
        getComplianceDocuments: () => services.compliance.getBasicDocuments(),
        getContactDetails: async () => services.system.getContactDetails(),
        getSeoData: () => services.advisors.getSeoData(),
        getFeatureFlag: (name) => services.system.getFeatureFlag(name),
        getAppInfo: async () => services.system.getAppInfo(),
        getComplianceDocument: (slug) => services.compliance.getDocumentBody(slug),
        searchAdvisors: (query) => services.advisors.searchAdvisors(query),
        getAdvisorProfile: (slug) => services.advisors.getAdvisorProfile(slug),
        getAdvisorReviews: (slug, page) => services.advisors.getAdvisorReviews(slug, page),
        getAdvisorOfferings: (slug) => services.offerings.listAdvisorOfferings(slug),
        getOffering: (offeringId) => services.offerings.getPublicOffering(offeringId),
        getAdvisorOffering: (slug, kind) => services.offerings.getAdvisorOffering(slug, kind),
        getAffiliateLanding: (slug) => services.affiliates.getLanding(slug),
      }),
    });
  }

  return app;
}
