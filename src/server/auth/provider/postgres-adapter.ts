// oidc-provider's storage in the oidc_payloads table, so every server instance sees the same
// sessions, grants, interactions and tokens. Expired rows are never returned and are swept
// now and then.
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/client';
import { oidcPayloads } from '../../db/schema/identity';
import { isDatabaseUnavailable } from '../../db/errors';

type Row = { payload: unknown; consumedAt: Date | null };

function toPayload(row: Row | undefined): AdapterPayload | undefined {
  if (!row) return undefined;
  const payload = row.payload as AdapterPayload;
  return row.consumedAt
    ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
    : payload;
}

const notExpired = () => or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, new Date()));

export class PostgresAdapter implements Adapter {
  constructor(
    private readonly db: Db,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
    const columns = {
      payload,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt,
    };
    await this.db
      .insert(oidcPayloads)
      .values({ id, model: this.model, ...columns })
      .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: columns });
  }

  private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.model, this.model), condition, notExpired()))
      .limit(1);
    return toPayload(row);
  }

  find(id: string) {
    return this.findWhere(eq(oidcPayloads.id, id));
  }

  findByUid(uid: string) {
    return this.findWhere(eq(oidcPayloads.uid, uid));
  }

  findByUserCode(userCode: string) {
    return this.findWhere(eq(oidcPayloads.userCode, userCode));
  }

  async consume(id: string): Promise<void> {
    await this.db
      .update(oidcPayloads)
      .set({ consumedAt: new Date() })
      .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.db
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
  }

  /** Everything issued under a grant goes with it, whatever its model. */
  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
  }
}

/**
 * The provider answers 500 (server_error) for any failure of its storage; a lost or refused
 * database connection becomes a 503 instead (it takes the error's statusCode), like the API's.
 */
function unavailableOnConnectionLoss(adapter: Adapter): Adapter {
  return new Proxy(adapter, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        try {
          return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        } catch (error) {
          if (isDatabaseUnavailable(error) && error instanceof Error) {
            throw Object.assign(error, { statusCode: 503, status: 503, expose: false });
          }
          throw error;
        }
      };
    },
  });
}

export function postgresAdapterFactory(db: Db) {
  return (model: string): Adapter => unavailableOnConnectionLoss(new PostgresAdapter(db, model));
}

/** Deletes rows that expired; returns how many went. */
export async function deleteExpiredPayloads(db: Db, now = new Date()): Promise<number> {
  const removed = await db
    .delete(oidcPayloads)
    .where(lt(oidcPayloads.expiresAt, now))
    .returning({ id: oidcPayloads.id });
  return removed.length;
}

/** Sweeps expired rows every few minutes without keeping the process alive. */
export function startExpiredPayloadSweep(
  db: Db,
  intervalMs = 10 * 60_000,
  onError?: (error: unknown) => void,
) {
  const timer = setInterval(() => {
    deleteExpiredPayloads(db).catch((error: unknown) => onError?.(error));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
