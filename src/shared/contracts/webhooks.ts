// What the product answers a provider's webhook (Stripe, Zoom): the event was recorded, and
// whether it had arrived before (processed once however often it comes).
import { z } from 'zod';

export const webhookReceivedSchema = z.object({
  received: z.literal(true),
  duplicate: z.boolean(),
  /** Acknowledged so the provider stops sending it, but nothing was done with it. */
  rejected: z.literal(true).optional(),
});
export type WebhookReceived = z.infer<typeof webhookReceivedSchema>;

/** Zoom checks a new webhook address by asking for its token back, signed with the secret. */
export const zoomUrlValidationSchema = z.object({
  plainToken: z.string(),
  encryptedToken: z.string(),
});
