// HTTP of the signed-in advisor's availability rules: read them (or the defaults) and replace them.
import type { FastifyInstance } from 'fastify';
import {
  availabilityRulesSchema,
  availabilitySettingsSchema,
} from '../../../shared/contracts/availability';
import type { AvailabilitySettings } from '../../../shared/contracts/availability';

import { requireUser } from '../../auth/access/request-user';
import { ADVISORS } from '../../http/access';
import type { z } from 'zod';
import { withSchemas } from '../../http/route-schemas';
import type { AvailabilityService } from './availability.service';
import { AVAILABILITY_API } from '../../../shared/routes/availability-api';

// Admins may hold an advisor profile too; the service answers 404 for anyone without one.

export function registerAvailabilitySettingsRoutes(
  app: FastifyInstance,
  availability: AvailabilityService,
): void {
  const routes = withSchemas(app);
  type AvailabilitySettingsBody = z.output<typeof availabilitySettingsSchema>;
  const response = { 200: availabilitySettingsSchema };
  // The domain's read-only lists are the same JSON as the contract's lists.
  const asSent = (settings: AvailabilitySettings) => settings as AvailabilitySettingsBody;
  routes.get(
    AVAILABILITY_API.dashboard,
    { config: { access: ADVISORS }, schema: { response } },
    async (request, reply) => {
      const user = requireUser(request);
      // Private to one advisor and edited in place: never kept by a cache.
      void reply.header('Cache-Control', 'no-store');
      return asSent(await availability.getSettings(user.id));
    },
  );

  routes.put(
    AVAILABILITY_API.dashboard,
    { config: { access: ADVISORS }, schema: { body: availabilityRulesSchema, response } },
    async (request, reply) => {
      const user = requireUser(request);
      void reply.header('Cache-Control', 'no-store');
      return asSent(await availability.saveSettings(user.id, request.body));
    },
  );
}
