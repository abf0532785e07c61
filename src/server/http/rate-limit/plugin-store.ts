// Adapts counter stores to @fastify/rate-limit's store interface: the app-wide limit counts in
// one store, each route's own limit in another under the route's name.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { CounterStore } from './counter-store';

type IncrementCallback = Parameters<FastifyRateLimitStore['incr']>[1];

interface RouteInfo {
  routeInfo?: { method?: string | string[]; url?: string };
}

class CounterPluginStore implements FastifyRateLimitStore {
  constructor(
    private readonly counter: CounterStore,
    private readonly routes: CounterStore,
    private readonly prefix: string,
  ) {}

  incr(key: string, callback: IncrementCallback, timeWindow: number): void {
    if (this.counter.incrementNow) {
      const hit = this.counter.incrementNow(this.prefix + key, timeWindow);
      callback(null, { current: hit.count, ttl: hit.ttlMs });
      return;
    }
    this.counter.increment(this.prefix + key, timeWindow).then(
      (hit) => callback(null, { current: hit.count, ttl: hit.ttlMs }),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  child(options: unknown): FastifyRateLimitStore {
    const route = (options as RouteInfo).routeInfo ?? {};
    const method = Array.isArray(route.method) ? route.method.join(',') : (route.method ?? '');
    return new CounterPluginStore(this.routes, this.routes, `${method} ${route.url ?? ''}|`);
  }
}

/** The store class the plugin instantiates: `app` for the app-wide limit, `routes` for routes'. */
export function counterPluginStore(stores: {
  app: CounterStore;
  routes: CounterStore;
}): FastifyRateLimitStoreCtor {
  return class extends CounterPluginStore {
    constructor() {
      super(stores.app, stores.routes, 'app|');
    }
  };
}
