// HTTP of what needs doing in the advisor's practice (docs/product.md#dashboard).
import type { FastifyInstance } from 'fastify';
import { practiceToDoSchema } from '../../../shared/contracts/practice';
import { PRACTICE_API } from '../../../shared/routes/practice-api';
import { requireUser } from '../../auth/access/request-user';
import { ADVISORS } from '../../http/access';
import { withSchemas } from '../../http/route-schemas';
import type { PracticeToDoService } from './to-do.service';

export function registerPracticeRoutes(app: FastifyInstance, toDo: PracticeToDoService): void {
  withSchemas(app).get(
    PRACTICE_API.toDo,
    { config: { access: ADVISORS }, schema: { response: { 200: practiceToDoSchema } } },
    async (request) => toDo.toDoOf(requireUser(request)),
  );
}
