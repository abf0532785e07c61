// Rate limits (ADR 0017): counted per person (rate-limit-key.ts), in Redis when REDIS_URL is set,
// else in the application database, so every instance shares one budget; without Redis the
// app-wide flood guard counts in each process. If the shared store fails, counting goes on in
// this process's memory and a warning is logged: never a 5xx.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { AppError } from '../../../shared/errors';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { registerAppLimitHook } from './app-limit-hook';
import { withFallback } from './counter-store';
import type { CounterStore } from './counter-store';
import { createDatabaseCounter } from './database-counter';
import { createMemoryCounter } from './memory-counter';
import { counterPluginStore } from './plugin-store';
import { rateLimitKey } from './rate-limit-key';
import { createRedisCounter } from './redis-counter';

const WARN_EVERY_MS = 60_000;
const APP_LIMIT_WINDOW_MS = 60_000;

/** The one refusal of every limit, answered by the error handler. */
function refusal(statusCode = 429): Error {
  return Object.assign(new AppError('rateLimited'), { statusCode });
}

export type AppLimitStore = 'shared' | 'memory';

export interface RateLimitDeps {
  config: Config;
  database: Database;
  /**
   * Where the app-wide limit counts; routes' own limits always use the shared store. By default
   * Redis when configured, else this process's memory: counting every request in the database
   * cost half to three quarters of a trivial route's throughput (ADR 0017).
   */
  appLimitStore?: AppLimitStore;
}

/** A warning at most once a minute, so an outage does not flood the log. */
function throttledWarning(log: FastifyBaseLogger, message: string) {
  let last = 0;
  return (error: unknown) => {
    if (Date.now() - last < WARN_EVERY_MS) return;
    last = Date.now();
    log.warn({ err: error }, message);
  };
}

async function sharedCounter(app: FastifyInstance, deps: RateLimitDeps): Promise<CounterStore> {
  const { config, database } = deps;
  if (!config.REDIS_URL) {
    return createDatabaseCounter({
      executeSql: database.executeSql,
      onSweepError: throttledWarning(app.log, 'rate-limit counters could not be swept'),
    });
  }
  // Loaded only when Redis is configured. Without an offline queue a command fails at once while
  // Redis is unreachable.
  const { Redis } = await import('ioredis');
  const redis = new Redis(config.REDIS_URL, {
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  redis.on('error', throttledWarning(app.log, 'Redis for rate limits is unreachable'));
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return createRedisCounter(redis);
}

export async function registerRateLimit(app: FastifyInstance, deps: RateLimitDeps): Promise<void> {
  const memory = createMemoryCounter();
  const shared = withFallback(
    await sharedCounter(app, deps),
    memory,
    throttledWarning(app.log, 'rate-limit store failed; counting in this process for now'),
  );
  const appLimitStore = deps.appLimitStore ?? (deps.config.REDIS_URL ? 'shared' : 'memory');
  const max = deps.config.RATE_LIMIT_PER_MINUTE;
  await app.register(rateLimit, {
    max,
    timeWindow: APP_LIMIT_WINDOW_MS,
    keyGenerator: rateLimitKey,
    // Counted in memory, the app-wide limit needs no promise per request: our own hook counts
    // it, and the plugin serves only the routes that declare a limit of their own.
    global: appLimitStore === 'shared',
    store: counterPluginStore({
      app: appLimitStore === 'shared' ? shared : memory,
      routes: shared,
    }),
    errorResponseBuilder: (_request, context) => refusal(context.statusCode),
  });
  if (appLimitStore === 'memory') {
    registerAppLimitHook(app, {
      max,
      windowMs: APP_LIMIT_WINDOW_MS,
      keyOf: rateLimitKey,
      incrementNow: memory.incrementNow,
      refusal,
    });
  }
}
