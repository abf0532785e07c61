// buildApp(deps): the whole HTTP application. main.ts gives it real dependencies; tests give it
// an in-memory database and call app.inject(). Plugins first, then every module's services
// (services.ts) and routes (http/module-routes.ts), then sign-in and the pages.
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import { enforceAccessDeclarations, PUBLIC } from './http/access';
import type { RegisteredRoute } from './http/access';
import { registerErrorHandling } from './http/error-handler';
import { registerRouteSchemas } from './http/route-schemas';
import { registerApiDescription } from './http/api-description';
import { loggerOptions } from './logging/log-options';
import { contentSecurityPolicy } from './http/content-security-policy';
import { registerRateLimit } from './http/rate-limit/register-rate-limit';
import type { AppLimitStore } from './http/rate-limit/register-rate-limit';
import { registerHostRule } from './http/host-rule';
import { registerInputGuard } from './http/input-guard';
import { registerRefusalClose } from './http/refusal-close';
import { MODULE_ROUTES } from './http/module-routes';
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

export interface AppDeps extends PlatformDeps {
  /** Serve the pages (server rendering and built assets). API tests leave it off. */
  serveClient?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Where the app-wide rate limit counts (ADR 0017); benchmarks compare the choices. */
  appLimitStore?: AppLimitStore;
}

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
  // Caches hear of changes other instances make (feature flags, offerings) from here on.
  await services.changes.start();
  app.addHook('onClose', () => services.changes.stop());
  const lifecycle = createLifecycle();
  app.decorate('lifecycle', lifecycle);
  // Recordings being fetched from Zoom finish before the process goes.
  app.addHook('onClose', () => services.recordings.idle());
  app.addHook('onClose', () => services.jobQueue.close());
  for (const registerRoutes of MODULE_ROUTES) registerRoutes(app, { config, services, lifecycle });

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
      ...(config.APP_ENV === 'staging' ? { clientOnly: stagingShellOnly } : {}),
      publicApi: {
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
      },
    });
  }

  return app;
}
