// The audit log as the console reads it (docs/product.md#audit-log).
import { z } from 'zod';
import { consolePageSchema, consoleQuerySchema } from './console';

export const AUDIT_SORTS = ['createdAt', 'action'] as const;
export type AuditSort = (typeof AUDIT_SORTS)[number];

export const auditQuerySchema = consoleQuerySchema(AUDIT_SORTS, {
  sort: 'createdAt',
  dir: 'desc',
}).extend({
  /** One action exactly ('role-granted' …). */
  action: z.string().trim().max(60).optional().default(''),
  /** Entries about one user, or made by one. */
  subject: z.uuid('Subject must be a user id.').optional(),
  actor: z.uuid('Actor must be a user id.').optional(),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

const personSchema = z.object({ id: z.string(), fullName: z.string(), email: z.string() });

export const auditEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  action: z.string(),
  detail: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  /** Null when the system acted (a job, a webhook). */
  actor: personSchema.nullable(),
  subject: personSchema.nullable(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = consolePageSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
