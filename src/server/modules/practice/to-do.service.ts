// What needs doing in the advisor's practice (docs/product.md#dashboard): the advisor's own open
// items only; someone without an advisor profile has none to see.
import type { RequestUser } from '../../auth/access/request-user';
import { invoiceNumberOf } from '../../../shared/contracts/billing';
import { PRACTICE_TO_DO_SHOWN } from '../../../shared/contracts/practice';
import type { PracticeToDo } from '../../../shared/contracts/practice';
import { AppError } from '../../../shared/errors';
import type { Db } from '../../db/client';
import type { FindAdvisorOfUser } from '../availability/availability.service';
import {
  countReviewsToAnswer,
  listOpenDocumentRequests,
  listOverdueInvoices,
  listPlansToDeliver,
} from './to-do.repository';

export type PracticeToDoService = ReturnType<typeof createPracticeToDo>;

export function createPracticeToDo(deps: {
  db: Db;
  findAdvisorOfUser: FindAdvisorOfUser;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    async toDoOf(user: RequestUser): Promise<PracticeToDo> {
      const advisor = await deps.findAdvisorOfUser(user.id);
      if (!advisor) throw new AppError('notFound');
      const [reviewsToAnswer, requests, plans, overdue] = await Promise.all([
        countReviewsToAnswer(db, advisor.id),
        listOpenDocumentRequests(db, advisor.id, PRACTICE_TO_DO_SHOWN),
        listPlansToDeliver(db, advisor.id, PRACTICE_TO_DO_SHOWN),
        listOverdueInvoices(db, advisor.id, now(), PRACTICE_TO_DO_SHOWN),
      ]);
      return {
        reviewsToAnswer,
        documentRequests: requests.map((request) => ({
          ...request,
          askedAt: request.askedAt.toISOString(),
        })),
        plansToDeliver: plans,
        overdueInvoices: overdue.map((invoice) => ({
          ...invoice,
          number: invoiceNumberOf(invoice.number),
          // Only invoices with a due date are overdue (the query compares it).
          dueAt: invoice.dueAt!.toISOString(),
        })),
      };
    },
  };
}
