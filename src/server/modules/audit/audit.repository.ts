// SQL of reading the audit log (docs/product.md#audit-log); writing is db/audit-log.ts.
import { and, count, eq, ilike, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { likePattern, pageOf, sortOrder } from '../../db/paged-query';
import { auditLog, users } from '../../db/schema/accounts';
import type { ConsoleQuery } from '../../../shared/contracts/console';
import type { AuditSort } from '../../../shared/contracts/audit';

export interface AuditFilter extends ConsoleQuery<AuditSort> {
  action: string;
  subject?: string;
  actor?: string;
}

const actor = alias(users, 'actor');
const subject = alias(users, 'subject');

export async function listAuditEntries(db: Db, query: AuditFilter) {
  const conditions: (SQL | undefined)[] = [
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.subject ? eq(auditLog.subjectId, query.subject) : undefined,
    query.actor ? eq(auditLog.actorId, query.actor) : undefined,
  ];
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(
      or(
        ilike(auditLog.action, pattern),
        ilike(auditLog.detail, pattern),
        ilike(auditLog.target, pattern),
        ilike(actor.email, pattern),
        ilike(actor.fullName, pattern),
        ilike(subject.email, pattern),
        ilike(subject.fullName, pattern),
      ),
    );
  }
  const where = and(...conditions);
  return pageOf(query, {
    rows: (limit, offset) =>
      db
        .select({
          id: auditLog.id,
          createdAt: auditLog.createdAt,
          action: auditLog.action,
          detail: auditLog.detail,
          target: auditLog.target,
          before: auditLog.before,
          after: auditLog.after,
          actorId: actor.id,
          actorName: actor.fullName,
          actorEmail: actor.email,
          subjectId: subject.id,
          subjectName: subject.fullName,
          subjectEmail: subject.email,
        })
        .from(auditLog)
        .leftJoin(actor, eq(actor.id, auditLog.actorId))
        .leftJoin(subject, eq(subject.id, auditLog.subjectId))
        .where(where)
        .orderBy(
          ...sortOrder(
            { createdAt: auditLog.createdAt, action: auditLog.action },
            query,
            auditLog.id,
          ),
        )
        .limit(limit)
        .offset(offset),
    total: async () => {
      const [row] = await db
        .select({ total: count() })
        .from(auditLog)
        .leftJoin(actor, eq(actor.id, auditLog.actorId))
        .leftJoin(subject, eq(subject.id, auditLog.subjectId))
        .where(where);
      return Number(row?.total ?? 0);
    },
  });
}
