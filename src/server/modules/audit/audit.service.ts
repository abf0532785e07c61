// Reading the audit log (docs/product.md#audit-log): admins search it; nobody writes it from here.
import { auditQuerySchema } from '../../../shared/contracts/audit';
import type { AuditPage, AuditQuery } from '../../../shared/contracts/audit';
import type { Db } from '../../db/client';
import { parseInput } from '../../validation/parse-input';
import * as repository from './audit.repository';

const person = (id: string | null, fullName: string | null, email: string | null) =>
  id === null ? null : { id, fullName: fullName ?? '', email: email ?? '' };

export function createAuditService({ db }: { db: Db }) {
  return {
    async listEntries(input: AuditQuery): Promise<AuditPage> {
      const query = parseInput(auditQuerySchema, input);
      const page = await repository.listAuditEntries(db, query);
      return {
        ...page,
        items: page.items.map((row) => ({
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          action: row.action,
          detail: row.detail,
          target: row.target,
          before: row.before ?? null,
          after: row.after ?? null,
          actor: person(row.actorId, row.actorName, row.actorEmail),
          subject: person(row.subjectId, row.subjectName, row.subjectEmail),
        })),
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
