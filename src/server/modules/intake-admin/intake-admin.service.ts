// The console's intake responses (docs/product.md#intake-responses-admin, ADR 0047): the recent
// and orphan tables, one response, the admin's edit under the client form's own rules, and the
// delete, refused while the response's meeting, signup or checkout is in force. Every write is
// audited with the answers before and after, in its own transaction.
import { intakeAnswersSchema } from '../../../shared/contracts/intake';
import {
  INTAKE_ADMIN_MESSAGES,
  intakeResponseEditSchema,
  intakeResponseQuerySchema,
} from '../../../shared/contracts/intake-admin';
import type {
  IntakeResponseDetail,
  IntakeResponsePage,
  IntakeResponseQuery,
  IntakeResponseRow,
} from '../../../shared/contracts/intake-admin';
import { AppError } from '../../../shared/errors';
import type { RequestUser } from '../../auth/access/request-user';
import { recordAudit } from '../../db/audit-log';
import type { Db } from '../../db/client';
import { idParam, parseInput } from '../../validation/parse-input';
import * as repository from './intake-admin.repository';
import type { IntakeResponseDbRow, IntakeResponseDetailRow } from './intake-admin.repository';
import { ATTACHMENT_NOUNS, attachmentsOf } from './intake-attachments';

const target = (id: string) => `intake-response:${id}`;

function rowView(row: IntakeResponseDbRow, now: Date): IntakeResponseRow {
  return {
    id: row.id,
    source: row.source,
    client: { id: row.clientId, fullName: row.clientName, email: row.clientEmail },
    advisor:
      row.advisorId === null
        ? null
        : {
            id: row.advisorId,
            name: `${row.advisorFirstName ?? ''} ${row.advisorLastName ?? ''}`.trim(),
          },
    attachments: attachmentsOf(row, now),
    excerpt: row.excerpt,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Stored answers with every field present; a row written before a field existed lacks it. */
function answersView(answers: unknown): IntakeResponseDetail['answers'] {
  const stored = (answers ?? {}) as Partial<Record<string, unknown>>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const list = (value: unknown) =>
    Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  return {
    topics: list(stored.topics),
    questions: text(stored.questions),
    household: text(stored.household),
    netWorth: text(stored.netWorth),
    background: text(stored.background),
    prepared: list(stored.prepared),
  };
}

function detailView(row: IntakeResponseDetailRow, now: Date): IntakeResponseDetail {
  return { ...rowView(row, now), answers: answersView(row.answers) };
}

export function createIntakeAdminService({ db, now }: { db: Db; now: () => Date }) {
  async function list(input: IntakeResponseQuery, orphansOnly: boolean) {
    const query = parseInput(intakeResponseQuerySchema, input);
    const page = await repository.listIntakeResponses(db, query, { orphansOnly });
    const at = now();
    return { ...page, items: page.items.map((row) => rowView(row, at)) };
  }

  return {
    listRecent: (input: IntakeResponseQuery): Promise<IntakeResponsePage> => list(input, false),
    listOrphans: (input: IntakeResponseQuery): Promise<IntakeResponsePage> => list(input, true),

    async findResponse(id: string): Promise<IntakeResponseDetail> {
      const row = await repository.findIntakeResponse(db, idParam(id));
      if (!row) throw new AppError('notFound');
      return detailView(row, now());
    },

    async editResponse(admin: RequestUser, body: unknown): Promise<IntakeResponseDetail> {
      const { id, updatedAt, ...edit } = parseInput(intakeResponseEditSchema, body);
      const answers = intakeAnswersSchema.parse(edit);
      await db.transaction(async (tx) => {
        const row = await repository.findIntakeResponse(tx, id, { forUpdate: true });
        if (!row) throw new AppError('notFound');
        if (row.updatedAt.getTime() !== new Date(updatedAt).getTime()) {
          throw new AppError('conflict', INTAKE_ADMIN_MESSAGES.changedMeanwhile);
        }
        await repository.updateIntakeAnswers(tx, id, answers, now());
        await recordAudit(tx, {
          actorId: admin.id,
          subjectId: row.clientId,
          action: 'intake-response-edited',
          target: target(id),
          before: row.answers,
          after: answers,
        });
      });
      return this.findResponse(id);
    },

    async deleteResponse(admin: RequestUser, id: string): Promise<void> {
      const responseId = idParam(id);
      await db.transaction(async (tx) => {
        const row = await repository.findIntakeResponse(tx, responseId, { forUpdate: true });
        if (!row) throw new AppError('notFound');
        const attachments = attachmentsOf(row, now());
        const live = attachments.find((attachment) => attachment.live);
        if (live) {
          throw new AppError(
            'conflict',
            INTAKE_ADMIN_MESSAGES.attached(ATTACHMENT_NOUNS[live.kind]),
          );
        }
        await repository.deleteIntakeResponse(tx, responseId);
        await recordAudit(tx, {
          actorId: admin.id,
          subjectId: row.clientId,
          action: 'intake-response-deleted',
          target: target(responseId),
          before: { source: row.source, answers: row.answers, attachments },
          after: null,
        });
      });
    },
  };
}

export type IntakeAdminService = ReturnType<typeof createIntakeAdminService>;
