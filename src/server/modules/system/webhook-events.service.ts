// Every provider's webhook events are kept by the provider's event id and acted on once, however
// often and however late a copy arrives (a provider retrying, an attacker replaying a captured
// request within its signature's lifetime).
import type { Db } from '../../db/client';
import type { WebhookProvider } from '../../db/schema/payments';
import { markWebhookProcessed, recordWebhookDelivery } from './webhook-events.repository';

export interface WebhookDelivery {
  provider: WebhookProvider;
  providerEventId: string;
  type: string;
  payload: unknown;
}

export interface WebhookOutcome {
  /** Acting on it failed: it stays unprocessed, so the provider's next delivery tries again. */
  error?: string;
  /** Not acted on, on purpose (a payment for another amount): final, with the reason. */
  rejected?: string;
}

export function createWebhookEvents({ db, now }: { db: Db; now: () => Date }) {
  return {
    /** Stores a delivery; `fresh` is false when the same event was processed before. */
    async accept(delivery: WebhookDelivery): Promise<{ id: string; fresh: boolean }> {
      const row = await recordWebhookDelivery(db, delivery);
      return { id: row.id, fresh: !row.processed };
    },

    finish: (id: string, outcome: WebhookOutcome = {}) =>
      markWebhookProcessed(db, id, { at: now(), ...outcome }),

    /**
     * Runs `work` for a delivery seen for the first time (or not yet processed): the outcome is
     * recorded, and an error is recorded and thrown again. Answers whether it ran.
     */
    async once(
      delivery: WebhookDelivery,
      work: () => Promise<WebhookOutcome | void>,
    ): Promise<{ duplicate: boolean; outcome?: WebhookOutcome }> {
      const { id, fresh } = await this.accept(delivery);
      if (!fresh) return { duplicate: true };
      let outcome: WebhookOutcome;
      try {
        outcome = (await work()) ?? {};
      } catch (error) {
        await this.finish(id, { error: error instanceof Error ? error.message : String(error) });
        throw error;
      }
      await this.finish(id, outcome);
      return { duplicate: false, outcome };
    },
  };
}
