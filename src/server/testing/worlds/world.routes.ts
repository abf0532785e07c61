// HTTP of the test-world entry (ADR 0075): public, since a journey has nobody signed in yet; it
// exists only on the journey server, which refuses to start where money or email are real.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { PUBLIC } from '../../http/access';
import type { RegisterRoutes } from '../../http/module-routes';
import { withSchemas } from '../../http/route-schemas';
import {
  TEST_WORLD_API,
  worldEngagementRequestSchema,
  worldEngagementSchema,
  worldMeetingsRequestSchema,
  worldMeetingsSchema,
  worldPersonRequestSchema,
  worldPersonSchema,
  worldStuckEmailRequestSchema,
  worldStuckEmailSchema,
} from './world-contract';
import { addWorldEngagement, addWorldStuckEmail } from './world-extras';
import { addWorldMeetings } from './world-meetings';
import { createWorldPeople } from './world-people';

export function worldRoutes(db: Db): RegisterRoutes {
  return (app: FastifyInstance, { services }) => {
    const people = createWorldPeople({ db });
    const routes = withSchemas(app);
    const config = { access: PUBLIC, rateLimit: false } as const;
    routes.post(
      TEST_WORLD_API.people,
      { config, schema: { body: worldPersonRequestSchema, response: { 200: worldPersonSchema } } },
      async (request) => {
        const person = await people.addPerson(request.body);
        if (person.advisor) {
          // Listed at once, with its open times, on this instance and every other.
          await services.changes.publish('advisors', person.advisor.id);
          await services.availability.refreshNextAvailability();
          await services.changes.publish('open-times', person.advisor.id);
        }
        return person;
      },
    );
    routes.post(
      TEST_WORLD_API.meetings,
      {
        config,
        schema: { body: worldMeetingsRequestSchema, response: { 200: worldMeetingsSchema } },
      },
      async (request) => {
        const meetings = await addWorldMeetings({ db, storage: services.storage }, request.body);
        await services.changes.publish('open-times', request.body.advisorId);
        return meetings;
      },
    );
    routes.post(
      TEST_WORLD_API.engagements,
      {
        config,
        schema: { body: worldEngagementRequestSchema, response: { 200: worldEngagementSchema } },
      },
      async (request) => {
        const engagement = await addWorldEngagement(db, request.body);
        // The Plan's meeting takes an open time; the Ongoing's places left show on the profile.
        await services.changes.publish('open-times', request.body.advisorId);
        await services.changes.publish('advisors', request.body.advisorId);
        return engagement;
      },
    );
    routes.post(
      TEST_WORLD_API.stuckEmails,
      {
        config,
        schema: { body: worldStuckEmailRequestSchema, response: { 200: worldStuckEmailSchema } },
      },
      async (request) => addWorldStuckEmail(db, request.body),
    );
  };
}
