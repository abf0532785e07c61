// The email outbox as admins read it: every email the product sent (or, without SMTP, kept).
import { z } from 'zod';
import { LIMITS } from '../limits';

export const OUTBOX_PAGE_SIZE = 20;

export const outboxQuerySchema = z.object({
  /** Part of the recipient's address. */
  to: z.string().trim().max(LIMITS.email.max).optional().default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

export const outboxEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
  text: z.string(),
  html: z.string(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })),
  /** Extra headers by name: List-Unsubscribe on the emails a person may turn off. */
  headers: z.record(z.string(), z.string()),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

export const outboxPageSchema = z.object({
  emails: z.array(outboxEmailSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;
