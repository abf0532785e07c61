// One client's record for their advisor (docs/product.md#dashboard): what they told the advisor
// in intake forms and what they paid. Someone who is not the advisor's client reads as not found.
import type { RequestUser } from '../../auth/access/request-user';
import type { ClientRecord } from '../../../shared/contracts/practice';
import { intakeAnswersSchema } from '../../../shared/contracts/intake';
import { AppError } from '../../../shared/errors';
import type { Db } from '../../db/client';
import type { FindAdvisorOfUser } from '../availability/availability.service';
import { listIntakeOfClient, listPaymentsOfClient } from './client-record.repository';

export type ClientRecordService = ReturnType<typeof createClientRecord>;

export function createClientRecord(deps: {
  db: Db;
  findAdvisorOfUser: FindAdvisorOfUser;
  /** The advisor's client by id or email, or undefined (the vault's rule of who is a client). */
  findClientOfAdvisor: (
    advisorId: string,
    idOrEmail: string,
  ) => Promise<{ id: string } | undefined>;
}) {
  const { db } = deps;
  return {
    async recordOf(user: RequestUser, client: string): Promise<ClientRecord> {
      const advisor = await deps.findAdvisorOfUser(user.id);
      const found = advisor ? await deps.findClientOfAdvisor(advisor.id, client) : undefined;
      if (!advisor || !found) throw new AppError('notFound');
      const [intake, payments] = await Promise.all([
        listIntakeOfClient(db, advisor.id, found.id),
        listPaymentsOfClient(db, advisor.id, found.id),
      ]);
      const succeeded = payments.filter((payment) => payment.status === 'succeeded');
      return {
        // Answers stored before a form changed shape are left out rather than shown half.
        intake: intake.flatMap((row) => {
          const answers = intakeAnswersSchema.safeParse(row.answers);
          if (!answers.success) return [];
          return [
            {
              id: row.id,
              source: row.source,
              answeredAt: row.answeredAt.toISOString(),
              meetingStart: row.meetingStart?.toISOString() ?? null,
              answers: answers.data,
            },
          ];
        }),
        payments: payments.map((payment) => ({
          id: payment.id,
          at: payment.at.toISOString(),
          description: payment.description,
          amountCents: payment.amountCents,
          status: payment.status,
          refund:
            payment.refundCents !== null && payment.refundStatus !== null
              ? { amountCents: payment.refundCents, status: payment.refundStatus }
              : null,
        })),
        paidCents: succeeded.reduce((sum, payment) => sum + payment.amountCents, 0),
        refundedCents: succeeded.reduce((sum, payment) => sum + (payment.refundCents ?? 0), 0),
      };
    },
  };
}
