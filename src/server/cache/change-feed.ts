// Tells every server instance on the database that something its caches hold has changed (a
// feature flag, an advisor's offerings), through PostgreSQL's LISTEN/NOTIFY (PGlite's too). Each
// cache keeps its TTL as well, so a missed notice (a lost connection) is late, never lost.
import { sql } from 'drizzle-orm';
import type { CachedDataTopic } from '../../shared/contracts/tools';
import type { Database } from '../db/client';

export const CHANGE_CHANNEL = 'jfa_changes';

/**
 * What may change: each names the caches that must forget it. The admin's "Clear cached data"
 * publishes every one (CACHED_DATA in shared/contracts/tools.ts names each in words).
 */
export const CHANGE_TOPICS = [
  'feature-flags',
  'advisors',
  'compliance-documents',
  'open-times',
  'pages',
] as const satisfies readonly CachedDataTopic[];
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

/**
 * Runs on a change. `key` names what changed within the topic (an advisor's id) when the
 * publisher knew it; without one, everything of the topic changed.
 */
export type OnChange = (key?: string) => void;

export interface ChangeFeed {
  /** Runs `onChange` whenever the topic changes, on this instance or another. */
  subscribe(topic: ChangeTopic, onChange: OnChange): void;
  /** Tells this instance at once and every other one within moments. */
  publish(topic: ChangeTopic, key?: string): Promise<void>;
  /** Starts hearing other instances (the server does; the worker relies on the TTLs). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

const isTopic = (value: string): value is ChangeTopic =>
  (CHANGE_TOPICS as readonly string[]).includes(value);

/** The notice's payload: `topic` or `topic:key` (topics hold no colon). */
export const changePayload = (topic: ChangeTopic, key?: string): string =>
  key === undefined ? topic : `${topic}:${key}`;

export function parseChangePayload(
  payload: string,
): { topic: ChangeTopic; key?: string } | undefined {
  const colon = payload.indexOf(':');
  const topic = colon < 0 ? payload : payload.slice(0, colon);
  if (!isTopic(topic)) return undefined;
  return colon < 0 ? { topic } : { topic, key: payload.slice(colon + 1) };
}

export function createChangeFeed(
  database: Pick<Database, 'db' | 'listen'>,
  log: { error(object: unknown, message: string): void },
): ChangeFeed {
  const subscribers = new Map<ChangeTopic, OnChange[]>();
  let stopListening: (() => Promise<void>) | undefined;

  const run = (topic: ChangeTopic, key?: string) => {
    for (const onChange of subscribers.get(topic) ?? []) onChange(key);
  };

  return {
    subscribe(topic, onChange) {
      subscribers.set(topic, [...(subscribers.get(topic) ?? []), onChange]);
    },

    async publish(topic, key) {
      run(topic, key);
      try {
        await database.db.execute(
          sql`select pg_notify(${CHANGE_CHANNEL}, ${changePayload(topic, key)})`,
        );
      } catch (error) {
        // The change is stored; other instances see it when their caches expire.
        log.error({ err: error, topic, key }, 'telling other instances of a change failed');
      }
    },

    async start() {
      if (stopListening || !database.listen) return;
      stopListening = await database.listen(CHANGE_CHANNEL, (payload) => {
        const change = parseChangePayload(payload);
        if (change) run(change.topic, change.key);
      });
    },

    async stop() {
      const stop = stopListening;
      stopListening = undefined;
      await stop?.();
    },
  };
}
