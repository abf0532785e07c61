// HTTP of the signed-in advisor's availability rules: read them (or the defaults) and replace them.
import type { FastifyInstance } from 'fastify';
import { availabilityRulesSchema } from '../../../shared/contracts/availability';

import { requireUser } from '../../auth/access/request-user';
import { ADVISORS } from '../../http/access';
import { parseInput } from '../../http/validate';
import type { AvailabilityService } from './availability.service';
import { MEETING_API } from '../../../shared/meeting-routes';

// Admins may hold an advisor profile too; the service answers 404 for anyone without one.

export function registerAvailabilitySettingsRoutes(
  app: FastifyInstance,
  availability: AvailabilityService,
): void {
  app.get(
    MEETING_API.dashboardAvailability,
    { config: { access: ADVISORS } },
    async (request, reply) => {
      const user = requireUser(request);
      // Private to one advisor and edited in place: never kept by a cache.
      void reply.header('Cache-Control', 'no-store');
      return availability.getSettings(user.id);
    },
  );

  app.put(
    MEETING_API.dashboardAvailability,
    { config: { access: ADVISORS } },
    async (request, reply) => {
      const user = requireUser(request);
      const parsed = parseInput(availabilityRulesSchema, request.body);
      void reply.header('Cache-Control', 'no-store');
      return availability.saveSettings(user.id, parsed);
    },
  );
}
