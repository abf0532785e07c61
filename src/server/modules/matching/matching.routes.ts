// HTTP of matching (docs/product.md#matching): the questionnaire's choices and ranked shortlist
// (public, 404 while the AdvisorRecommendations flag is off), advisors' cards and comparison by
// slug (public), and the signed-in client's own saved advisors.
import type { FastifyInstance } from 'fastify';
import {
  advisorCardsSchema,
  cardsQuerySchema,
  compareQuerySchema,
  comparisonSchema,
  matchingAnswersSchema,
  matchingOptionsSchema,
  mergeSavedAdvisorsSchema,
  recommendationsSchema,
  savedAdvisorParamsSchema,
} from '../../../shared/contracts/matching';
import { MATCHING_API, MATCHING_API_PATTERNS } from '../../../shared/routes/matching-api';
import { requireUser } from '../../auth/access/request-user';
import { NO_STORE } from '../../http/cache-headers';
import { CLIENTS, PUBLIC } from '../../http/access';
import { withSchemas } from '../../http/route-schemas';
import type { MatchingService } from './matching.service';
import type { SavedAdvisorsService } from './saved-advisors.service';

export function registerMatchingRoutes(
  app: FastifyInstance,
  matching: MatchingService,
  saved: SavedAdvisorsService,
): void {
  const routes = withSchemas(app);

  routes.get(
    MATCHING_API.options,
    { config: { access: PUBLIC }, schema: { response: { 200: matchingOptionsSchema } } },
    async () => matching.getOptions(),
  );

  routes.post(
    MATCHING_API.recommendations,
    {
      config: { access: PUBLIC },
      schema: { body: matchingAnswersSchema, response: { 200: recommendationsSchema } },
    },
    async (request, reply) => {
      // Open times move with every booking.
      void reply.headers(NO_STORE);
      return matching.recommend(request.body);
    },
  );

  routes.get(
    MATCHING_API.cards,
    {
      config: { access: PUBLIC },
      schema: { querystring: cardsQuerySchema, response: { 200: advisorCardsSchema } },
    },
    async (request) => matching.getCards(request.query.advisors),
  );

  routes.get(
    MATCHING_API.compare,
    {
      config: { access: PUBLIC },
      schema: { querystring: compareQuerySchema, response: { 200: comparisonSchema } },
    },
    async (request) => matching.compare(request.query.advisors),
  );

  routes.get(
    MATCHING_API.savedAdvisors,
    { config: { access: CLIENTS }, schema: { response: { 200: advisorCardsSchema } } },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return saved.list(requireUser(request).id);
    },
  );

  routes.put(
    MATCHING_API_PATTERNS.savedAdvisor,
    {
      config: { access: CLIENTS },
      schema: { params: savedAdvisorParamsSchema, response: { 200: advisorCardsSchema } },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return saved.save(requireUser(request).id, request.params.slug);
    },
  );

  routes.delete(
    MATCHING_API_PATTERNS.savedAdvisor,
    {
      config: { access: CLIENTS },
      schema: { params: savedAdvisorParamsSchema, response: { 200: advisorCardsSchema } },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return saved.forget(requireUser(request).id, request.params.slug);
    },
  );

  routes.post(
    MATCHING_API.mergeSavedAdvisors,
    {
      config: { access: CLIENTS },
      schema: { body: mergeSavedAdvisorsSchema, response: { 200: advisorCardsSchema } },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return saved.merge(requireUser(request).id, request.body.slugs);
    },
  );
}
