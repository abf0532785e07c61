// Probes for a load balancer: liveness (the process answers, no I/O) and readiness (the database
// answers quickly and the server is not shutting down). Public, never rate limited, quietly logged.
import type { FastifyInstance } from 'fastify';
import { UNAVAILABLE_RETRY_AFTER_S } from '../../../shared/constants';
import { AppError } from '../../../shared/errors';
import { HEALTH_PROBES } from '../../../shared/routes/system';
import { PUBLIC } from '../../http/access';
import type { Lifecycle } from '../../http/lifecycle';

/** A database that takes longer than this to answer `select 1` counts as unreachable. */
export const READY_DATABASE_TIMEOUT_MS = 2_000;

export interface HealthDeps {
  lifecycle: Lifecycle;
  /** Asks the database something trivial; rejects when it cannot. */
  pingDatabase(): Promise<unknown>;
  timeoutMs?: number;
}

function withinTime(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const answered = work.then(
    () => true,
    () => false,
  );
  return Promise.race([answered, timeout]).finally(() => clearTimeout(timer));
}

export function registerHealthRoutes(app: FastifyInstance, deps: HealthDeps): void {
  const config = { access: PUBLIC, rateLimit: false } as const;
  const timeoutMs = deps.timeoutMs ?? READY_DATABASE_TIMEOUT_MS;

  app.get(HEALTH_PROBES.live, { config, logLevel: 'warn' }, async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { status: 'live' };
  });

  app.get(HEALTH_PROBES.ready, { config, logLevel: 'warn' }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    let reason: string | undefined;
    if (deps.lifecycle.draining) reason = 'shutting down';
    else if (!(await withinTime(deps.pingDatabase(), timeoutMs))) reason = 'database unreachable';
    if (!reason) return { status: 'ready', database: 'ok' };
    void reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S));
    // The one error body (docs/product.md#errors), with the reason for whoever reads the probe.
    return reply.status(503).send({ ...new AppError('unavailable').toBody(request.id), reason });
  });
}
