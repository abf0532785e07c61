// HTTP of an advisor's open times.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { openSlotsQuerySchema, openSlotsSchema } from '../../../shared/contracts/availability';
import { AVAILABILITY_API_PATTERNS } from '../../../shared/routes/availability-api';
import { PUBLIC } from '../../http/access';
import { withSchemas } from '../../http/route-schemas';
import type { AvailabilityService } from './availability.service';

export function registerAvailabilityRoutes(
  app: FastifyInstance,
  availability: AvailabilityService,
): void {
  withSchemas(app).get(
    AVAILABILITY_API_PATTERNS.advisorSlots,
    {
      config: { access: PUBLIC },
      schema: {
        params: z.object({ slug: z.string() }),
        querystring: openSlotsQuerySchema,
        response: { 200: openSlotsSchema },
      },
    },
    // Times go as bookings arrive: shared caches keep them only moments (cacheable-routes.ts).
    async (request) => availability.getOpenSlots(request.params.slug, request.query),
  );
}
