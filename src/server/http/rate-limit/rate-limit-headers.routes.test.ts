// What every answer says about the limits: the app-wide budget on ordinary routes, a route's own
// budget where it declares one, nothing where a route opts out, and retry-after with the 429.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { HEALTH_PROBES } from '../../../shared/routes/system';
import { SYSTEM_API } from '../../../shared/routes/system-api';
import { LOG_ERROR_LIMIT } from '../../modules/system/system.routes';
import { buildApp } from '../../app';
import { testConfig } from '../../testing/test-config';
import { createTestDatabase } from '../../testing/test-database';
import type { TestDatabase } from '../../testing/test-database';
import type { AppLimitStore } from './register-rate-limit';

const APP_LIMIT = 3;

// In memory (our own hook, the default without Redis) and in the shared store (the plugin, as
// with Redis), the app-wide limit answers alike.
describe.each<AppLimitStore>(['memory', 'shared'])(
  'rate-limit headers, app limit in %s',
  (store) => {
    let database: TestDatabase;
    let app: FastifyInstance;
    beforeAll(async () => {
      database = await createTestDatabase({ templatePath: inject('pgliteTemplate') });
      const config = testConfig({ RATE_LIMIT_PER_MINUTE: String(APP_LIMIT) });
      app = await buildApp({ config, database, logger: false, appLimitStore: store });
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
      await database.dispose();
    });

    const appInfo = (remoteAddress: string) =>
      app.inject({ method: 'GET', url: SYSTEM_API.appInfo, remoteAddress });

    it('count the app-wide budget down, then refuse with retry-after', async () => {
      const remoteAddress = '198.51.100.1';
      for (let hit = 1; hit <= APP_LIMIT; hit += 1) {
        const answer = await appInfo(remoteAddress);
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['x-ratelimit-limit']).toBe(String(APP_LIMIT));
        expect(answer.headers['x-ratelimit-remaining']).toBe(String(APP_LIMIT - hit));
        expect(answer.headers['x-ratelimit-reset']).toBe('60');
        expect(answer.headers['retry-after']).toBeUndefined();
      }
      const refused = await appInfo(remoteAddress);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'rateLimited' });
      expect(refused.headers['x-ratelimit-limit']).toBe(String(APP_LIMIT));
      expect(refused.headers['x-ratelimit-remaining']).toBe('0');
      expect(refused.headers['x-ratelimit-reset']).toBe('60');
      expect(refused.headers['retry-after']).toBe('60');
      // Another address has its own budget.
      expect((await appInfo('198.51.100.2')).headers['x-ratelimit-remaining']).toBe(
        String(APP_LIMIT - 1),
      );
    });

    it('count a route with its own limit against that limit only', async () => {
      const remoteAddress = '198.51.100.3';
      for (let hit = 1; hit <= APP_LIMIT + 1; hit += 1) {
        const answer = await app.inject({
          method: 'POST',
          url: SYSTEM_API.logError,
          remoteAddress,
          payload: {},
        });
        expect(answer.statusCode).toBe(400);
        expect(answer.headers['x-ratelimit-limit']).toBe(String(LOG_ERROR_LIMIT.max));
        expect(answer.headers['x-ratelimit-remaining']).toBe(String(LOG_ERROR_LIMIT.max - hit));
      }
      // The app-wide budget of that address is untouched.
      expect((await appInfo(remoteAddress)).headers['x-ratelimit-remaining']).toBe(
        String(APP_LIMIT - 1),
      );
    });

    it('leave out routes that opt out', async () => {
      for (let hit = 0; hit <= APP_LIMIT; hit += 1) {
        const answer = await app.inject({
          method: 'GET',
          url: HEALTH_PROBES.live,
          remoteAddress: '198.51.100.4',
        });
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['x-ratelimit-limit']).toBeUndefined();
      }
    });

    it('count a HEAD request once', async () => {
      const answer = await app.inject({
        method: 'HEAD',
        url: SYSTEM_API.appInfo,
        remoteAddress: '198.51.100.6',
      });
      expect(answer.headers['x-ratelimit-remaining']).toBe(String(APP_LIMIT - 1));
    });

    it('count unknown API paths against the app-wide budget', async () => {
      const answer = await app.inject({
        method: 'GET',
        url: '/api/nothing-here',
        remoteAddress: '198.51.100.5',
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['x-ratelimit-remaining']).toBe(String(APP_LIMIT - 1));
    });
  },
);
