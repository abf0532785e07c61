// The one writer of the audit log (docs/product.md#audit-log). Every module that changes something
// an operator must be able to account for calls it inside the change's own transaction, so the
// entry exists exactly when the change does. The table refuses updates and deletes.
import type { Db } from './client';
import { auditLog } from './schema/accounts';

export interface AuditEntry {
  /** Who acted; null for the system (a job, a webhook). */
  actorId: string | null;
  /** The user the change is about, when it is about one. */
  subjectId?: string | null;
  /** What happened, kebab-case: 'role-granted', 'flag-set', 'payout-logged' … */
  action: string;
  /** A sentence or JSON an operator reads. */
  detail?: string;
  /** The record changed when it is not a user: 'role:7', 'flag:TheOngoing', 'review:…'. */
  target?: string;
  /** The values the change replaced, and those it wrote. */
  before?: unknown;
  after?: unknown;
  createdAt?: Date;
}

export async function recordAudit(db: Db, ...entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(
    entries.map((entry) => ({
      actorId: entry.actorId,
      subjectId: entry.subjectId ?? null,
      action: entry.action,
      detail: entry.detail ?? '',
      target: entry.target ?? '',
      before: entry.before ?? null,
      after: entry.after ?? null,
      ...(entry.createdAt ? { createdAt: entry.createdAt } : {}),
    })),
  );
}
