// HTTP of the advisor's follow-up of their own clients' signups (docs/product.md#plans-admin): the
// list, and one signup's follow-up status and target date. Another advisor's signup answers 404.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  advisorSignupSchema,
  advisorSignupsAnswerSchema,
  followUpChangeSchema,
} from '../../../shared/contracts/plans-admin';
import { hasAnyRole } from '../../../shared/roles';
import { PLANS_ADMIN_API, PLANS_ADMIN_API_PATTERNS } from '../../../shared/routes/plans-admin-api';
import { requireUser } from '../../auth/access/request-user';
import { ADVISORS } from '../../http/access';
import { withSchemas } from '../../http/route-schemas';
import type { FollowUpDesk } from './follow-up-desk';

export function registerFollowUpRoutes(app: FastifyInstance, desk: FollowUpDesk): void {
  const routes = withSchemas(app);

  routes.get(
    PLANS_ADMIN_API.advisorSignups,
    { config: { access: ADVISORS }, schema: { response: { 200: advisorSignupsAnswerSchema } } },
    async (request) => desk.signupsOfAdvisor(requireUser(request).id),
  );

  routes.post(
    PLANS_ADMIN_API_PATTERNS.advisorSignupFollowUp,
    {
      config: { access: ADVISORS },
      schema: {
        params: z.object({ signupId: z.string() }),
        body: followUpChangeSchema,
        response: { 200: advisorSignupSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return desk.followUp(request.params.signupId, request.body, {
        userId: user.id,
        admin: hasAnyRole(user.roles, ['Admin']),
      });
    },
  );
}
