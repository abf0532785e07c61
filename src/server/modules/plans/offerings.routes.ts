// HTTP of the offerings (docs/product.md#offerings): the advisor's own two to read and change, the
// public view of one (by id, or by the advisor's slug and kind) and an advisor's list, and an
// Ongoing's waitlist for signed-in clients. Hidden offerings answer 404 (the service decides).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  advisorOfferingsSchema,
  offeringKindSchema,
  ongoingOfferingUpdateSchema,
  ownOfferingSchema,
  ownOfferingsSchema,
  publicOfferingSchema,
  waitlistPlaceSchema,
} from '../../../shared/contracts/offerings';
import { OFFERINGS_API, OFFERINGS_API_PATTERNS } from '../../../shared/routes/offerings-api';
import { requireUser } from '../../auth/access/request-user';
import { ADVISORS, PUBLIC, SIGNED_IN } from '../../http/access';
import { checkedInHandler, withSchemas } from '../../http/route-schemas';
import { idParam } from '../../validation/parse-input';
import type { OfferingsService } from './offerings.service';
import type { WaitlistService } from './waitlist.service';
import { NO_STORE } from '../../http/cache-headers';

const offeringParams = z.object({ offeringId: z.string() });

export function registerOfferingsRoutes(
  app: FastifyInstance,
  offerings: OfferingsService & WaitlistService,
): void {
  const routes = withSchemas(app);

  routes.get(
    OFFERINGS_API.dashboard,
    { config: { access: ADVISORS }, schema: { response: { 200: ownOfferingsSchema } } },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return offerings.getOwnOfferings(requireUser(request).id);
    },
  );

  routes.put(
    OFFERINGS_API_PATTERNS.dashboardOffering,
    {
      config: { access: ADVISORS },
      schema: {
        params: offeringParams,
        // The Plan's body is the same without capacity; the service checks it by the kind.
        body: checkedInHandler(ongoingOfferingUpdateSchema),
        response: { 200: ownOfferingSchema },
      },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return offerings.updateOwnOffering(
        requireUser(request).id,
        idParam(request.params.offeringId),
        request.body,
      );
    },
  );

  routes.get(
    OFFERINGS_API_PATTERNS.offering,
    {
      config: { access: PUBLIC },
      schema: { params: offeringParams, response: { 200: publicOfferingSchema } },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return offerings.getPublicOffering(idParam(request.params.offeringId));
    },
  );

  routes.get(
    OFFERINGS_API_PATTERNS.advisorOffering,
    {
      config: { access: PUBLIC },
      schema: {
        params: z.object({ slug: z.string(), kind: offeringKindSchema }),
        response: { 200: publicOfferingSchema },
      },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return offerings.getAdvisorOffering(request.params.slug, request.params.kind);
    },
  );

  routes.get(
    OFFERINGS_API_PATTERNS.advisorOfferings,
    {
      config: { access: PUBLIC },
      schema: { params: z.object({ slug: z.string() }), response: { 200: advisorOfferingsSchema } },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return { offerings: await offerings.listAdvisorOfferings(request.params.slug) };
    },
  );

  const waitlistRoute = {
    config: { access: SIGNED_IN },
    schema: { params: offeringParams, response: { 200: waitlistPlaceSchema } },
  };
  routes.get(OFFERINGS_API_PATTERNS.waitlist, waitlistRoute, async (request, reply) => {
    void reply.headers(NO_STORE);
    const offeringId = idParam(request.params.offeringId);
    return offerings.getWaitlistPlace(offeringId, requireUser(request).id);
  });
  routes.post(OFFERINGS_API_PATTERNS.waitlist, waitlistRoute, async (request, reply) => {
    void reply.headers(NO_STORE);
    const offeringId = idParam(request.params.offeringId);
    return offerings.joinWaitlist(offeringId, requireUser(request).id);
  });
  routes.delete(OFFERINGS_API_PATTERNS.waitlist, waitlistRoute, async (request, reply) => {
    void reply.headers(NO_STORE);
    const offeringId = idParam(request.params.offeringId);
    return offerings.leaveWaitlist(offeringId, requireUser(request).id);
  });
}
