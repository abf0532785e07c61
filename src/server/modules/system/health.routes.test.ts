import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_PROBES } from '../../../shared/routes/system';
import { SYSTEM_API } from '../../../shared/routes/system-api';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

describe('health probes', () => {
  let t: TestApp;

  beforeAll(async () => {
    // A budget of two requests a minute: the probes must not count against it.
    t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '2' } });
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers liveness and readiness to anyone, never rate limited, never cached', async () => {
    for (let round = 0; round < 5; round += 1) {
      const live = await t.app.inject({ method: 'GET', url: HEALTH_PROBES.live });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'live' });
      const ready = await t.app.inject({ method: 'GET', url: HEALTH_PROBES.ready });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', database: 'ok' });
      expect(ready.headers['cache-control']).toBe('no-store');
    }
    const routes = t.app.registeredRoutes.filter((route) =>
      Object.values(HEALTH_PROBES).includes(route.url as never),
    );
    expect(routes.map((route) => route.access.kind)).toEqual(['public', 'public']);
  });

  it('keeps the older /api/health answering', async () => {
    const health = await t.app.inject({ method: 'GET', url: SYSTEM_API.health });
    expect(health.statusCode).toBe(200);
  });

  it('turns readiness to 503 with Retry-After once the server drains, liveness stays 200', async () => {
    t.app.lifecycle.startDraining();
    const ready = await t.app.inject({ method: 'GET', url: HEALTH_PROBES.ready });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json()).toMatchObject({ code: 'unavailable', reason: 'shutting down' });
    const live = await t.app.inject({ method: 'GET', url: HEALTH_PROBES.live });
    expect(live.statusCode).toBe(200);
  });
});
