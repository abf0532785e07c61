// HTTP of an advisor's open times.
import type { FastifyInstance } from 'fastify';
import { openSlotsQuerySchema } from '../../../shared/contracts/availability';
import { API_PATTERNS } from '../../../shared/routes';
import { PUBLIC } from '../../http/access';
import { parseInput } from '../../http/validate';
import type { AvailabilityService } from './availability.service';

export function registerAvailabilityRoutes(
  app: FastifyInstance,
  availability: AvailabilityService,
): void {
  app.get<{ Params: { slug: string } }>(
    API_PATTERNS.advisorSlots,
    { config: { access: PUBLIC } },
    async (request, reply) => {
      const query = parseInput(openSlotsQuerySchema, request.query);
      // Times go as bookings arrive: never cached.
      void reply.header('Cache-Control', 'no-store');
      return availability.getOpenSlots(request.params.slug, query);
    },
  );
}
