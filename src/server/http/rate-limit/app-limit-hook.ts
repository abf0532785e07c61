// The app-wide limit counted in this process with one callback hook per request: no promise, no
// plugin machinery. It goes where @fastify/rate-limit's global hook went (each route without a
// limit of its own, after the app's hooks, so the person is known) and answers as it did: the
// same headers and, past the budget, the same refusal through the error handler.
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { HitCount } from './counter-store';

export interface AppLimitOptions {
  max: number;
  windowMs: number;
  keyOf: (request: FastifyRequest) => string;
  incrementNow: (key: string, windowMs: number) => HitCount;
  refusal: () => Error;
}

export function registerAppLimitHook(app: FastifyInstance, options: AppLimitOptions): void {
  const { max, windowMs, keyOf, incrementNow, refusal } = options;

  const countAppLimit: onRequestHookHandler = (request, reply, done) => {
    const hit = incrementNow('app|' + keyOf(request), windowMs);
    const resetSeconds = Math.ceil(hit.ttlMs / 1000);
    void reply.header('x-ratelimit-limit', max);
    if (hit.count <= max) {
      void reply.header('x-ratelimit-remaining', max - hit.count);
      void reply.header('x-ratelimit-reset', resetSeconds);
      done();
      return;
    }
    void reply.header('x-ratelimit-remaining', 0);
    void reply.header('x-ratelimit-reset', resetSeconds);
    void reply.header('retry-after', resetSeconds);
    done(refusal());
  };

  app.addHook('onRoute', (route) => {
    // A route's own limit (or `rateLimit: false`) replaces the app-wide one, as with the plugin.
    if (route.config?.rateLimit != null) return;
    // A route registered twice from one set of options (a prefix's `/`) counts once all the same.
    const hooks = [route.onRequest ?? []].flat();
    if (!hooks.includes(countAppLimit)) route.onRequest = [...hooks, countAppLimit];
  });
}
