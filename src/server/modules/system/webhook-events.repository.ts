// SQL of the webhook events every provider sends (payment gateways, Zoom): one row per provider
// event id, with how often it arrived and whether it was acted on.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentWebhookEvents } from '../../db/schema/payments';
import type { WebhookProvider } from '../../db/schema/payments';

/**
 * Stores a webhook delivery by the provider's event id. Answers whether it still needs work:
 * false when an earlier delivery of the same event was processed.
 */
export async function recordWebhookDelivery(
  db: Db,
  values: { provider: WebhookProvider; providerEventId: string; type: string; payload: unknown },
): Promise<{ id: string; processed: boolean }> {
  const [row] = await db
    .insert(paymentWebhookEvents)
    .values(values)
    .onConflictDoUpdate({
      target: [paymentWebhookEvents.provider, paymentWebhookEvents.providerEventId],
      set: { deliveries: sql`${paymentWebhookEvents.deliveries} + 1` },
    })
    .returning({ id: paymentWebhookEvents.id, processedAt: paymentWebhookEvents.processedAt });
  return { id: row!.id, processed: row!.processedAt !== null };
}

/**
 * Ends a delivery: processed (acted on, or `rejected` with the reason, which is final too), or
 * failed with an error, which leaves it to be processed when the provider sends it again.
 */
export async function markWebhookProcessed(
  db: Db,
  id: string,
  outcome: { at: Date; error?: string; rejected?: string },
): Promise<void> {
  await db
    .update(paymentWebhookEvents)
    .set(
      outcome.error
        ? { lastError: outcome.error.slice(0, 1000) }
        : {
            processedAt: outcome.at,
            lastError: null,
            rejectedReason: outcome.rejected?.slice(0, 1000) ?? null,
          },
    )
    .where(eq(paymentWebhookEvents.id, id));
}
