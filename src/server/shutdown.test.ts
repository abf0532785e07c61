import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { HEALTH_PROBES } from '../shared/routes/system';
import { PUBLIC } from './http/access';
import { handleShutdownSignals, WATCHDOG_GRACE_MS } from './shutdown';
import { buildApp } from './app';
import { testConfig } from './testing/test-config';
import { createTestDatabase } from './testing/test-database';
import type { TestDatabase } from './testing/test-database';
import { httpRequest } from './testing/http-request';

const quietLog = { info: () => {}, error: () => {} };

describe('graceful shutdown', () => {
  let database: TestDatabase | undefined;

  afterEach(async () => {
    await database?.dispose();
    database = undefined;
  });

  it('drains: readiness turns 503, the request in flight finishes, new connections are refused, exit 0', async () => {
    database = await createTestDatabase({ templatePath: inject('pgliteTemplate') });
    const live = await buildApp({ config: testConfig(), database, logger: false });
    // A route added for the test before the app listens: it answers when the test says so.
    let release: () => void = () => {};
    const slowStarted = new Promise<void>((started) => {
      live.get('/slow', { config: { access: PUBLIC } }, async () => {
        started();
        await new Promise<void>((resolve) => (release = resolve));
        return { done: true };
      });
    });
    await live.listen({ port: 0, host: '127.0.0.1' });
    const address = live.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const origin = `http://127.0.0.1:${address.port}`;

    const signals = new EventEmitter();
    const exit = vi.fn();
    handleShutdownSignals({
      log: quietLog,
      emitter: signals as unknown as NodeJS.Process,
      exit,
      async steps() {
        live.lifecycle.startDraining();
        await live.close();
      },
    });

    // The site's host (PUBLIC_URL of the test configuration): other hosts are redirected.
    const slow = httpRequest(`${origin}/slow`, { host: 'localhost' });
    await slowStarted;
    signals.emit('SIGTERM', 'SIGTERM');
    expect(live.lifecycle.draining).toBe(true);
    await vi.waitFor(async () => {
      expect((await httpRequest(`${origin}${HEALTH_PROBES.live}`)).error).toBe('ECONNREFUSED');
    });
    expect(exit).not.toHaveBeenCalled();
    release();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ done: true });
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
  });

  it('exits 1 at once on a second signal, and when the steps outlast the bound', async () => {
    const signals = new EventEmitter();
    const exit = vi.fn();
    handleShutdownSignals({
      log: quietLog,
      emitter: signals as unknown as NodeJS.Process,
      exit,
      timeoutMs: 50,
      steps: () => new Promise<void>(() => {}),
    });
    signals.emit('SIGINT', 'SIGINT');
    signals.emit('SIGTERM', 'SIGTERM');
    expect(exit).toHaveBeenCalledWith(1);
    exit.mockClear();
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1));
  });

  it('exits whatever the log does: a log that throws (its reader went away) is skipped', async () => {
    const broken = {
      info: () => {
        throw Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });
      },
      error: () => {
        throw Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });
      },
    };
    const signals = new EventEmitter();
    const exit = vi.fn();
    const watchdog = vi.fn();
    handleShutdownSignals({
      log: broken,
      emitter: signals as unknown as NodeJS.Process,
      exit,
      watchdog,
      timeoutMs: 1_000,
      steps: async () => {},
    });
    signals.emit('SIGTERM', 'SIGTERM');
    // The watchdog is set before anything is logged, for the bound and a little more.
    expect(watchdog).toHaveBeenCalledWith(1_000 + WATCHDOG_GRACE_MS);
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
    signals.emit('SIGTERM', 'SIGTERM');
    expect(exit).toHaveBeenLastCalledWith(1);
  });
});
