// A journey's own world (ADR 0075): the people it signs in as and the meetings they share, made
// for it alone through the journey server's test-world entry. Nothing a journey does is seen by
// another, so journeys run in any order and side by side.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import {
  TEST_WORLD_API,
  worldEngagementSchema,
  worldMeetingsSchema,
  worldPersonSchema,
  worldStuckEmailSchema,
} from '../../src/server/testing/worlds/world-contract';
import type {
  WorldEngagement,
  WorldMeetings,
  WorldPerson,
  WorldPersonRequest,
  WorldStuckEmail,
} from '../../src/server/testing/worlds/world-contract';

export type { WorldEngagement, WorldMeetings, WorldPerson, WorldStuckEmail };

/** An advisor of the world: a person with a listed practice. */
export type WorldAdvisor = WorldPerson & { advisor: NonNullable<WorldPerson['advisor']> };

export type PracticeOptions = NonNullable<WorldPersonRequest['advisor']>;

export interface World {
  /** Unique to this run of this test; in every email address and slug of the world. */
  tag: string;
  client(options?: { fullName?: string }): Promise<WorldPerson>;
  advisor(options?: PracticeOptions & { fullName?: string }): Promise<WorldAdvisor>;
  admin(options?: { fullName?: string }): Promise<WorldPerson>;
  affiliate(options?: { fullName?: string }): Promise<WorldPerson>;
  /** Three paid meetings of the client with the advisor: two held, one next week. */
  meetings(client: WorldPerson, advisor: WorldAdvisor): Promise<WorldMeetings>;
  /** A paid Plan (its first meeting booked a few days ahead) or Ongoing of the client. */
  engagement(
    client: WorldPerson,
    advisor: WorldAdvisor,
    kind: 'plan' | 'ongoing',
  ): Promise<WorldEngagement>;
  /** An email to the person that the mail server refused, waiting to be sent again. */
  stuckEmail(person: WorldPerson): Promise<WorldStuckEmail>;
}

async function post(request: APIRequestContext, url: string, data: unknown): Promise<unknown> {
  const response = await request.post(url, { data });
  if (!response.ok()) {
    throw new Error(`${url} answered ${response.status()}: ${await response.text()}`);
  }
  return response.json();
}

export function createWorld(request: APIRequestContext): World {
  const tag = `w${randomBytes(5).toString('hex')}`;
  let made = 0;
  const person = async (body: Omit<WorldPersonRequest, 'tag'>) => {
    made += 1;
    return worldPersonSchema.parse(
      await post(request, TEST_WORLD_API.people, { ...body, tag: `${tag}-${made}` }),
    );
  };
  return {
    tag,
    client: (options = {}) => person({ kind: 'client', ...options }),
    admin: (options = {}) => person({ kind: 'admin', ...options }),
    affiliate: (options = {}) => person({ kind: 'affiliate', ...options }),
    async advisor({ fullName, ...practice } = {}) {
      const made_ = await person({
        kind: 'advisor',
        advisor: practice,
        ...(fullName ? { fullName } : {}),
      });
      if (!made_.advisor) throw new Error('The world advisor came without a practice.');
      return made_ as WorldAdvisor;
    },
    async meetings(client, advisor) {
      return worldMeetingsSchema.parse(
        await post(request, TEST_WORLD_API.meetings, {
          clientId: client.id,
          advisorId: advisor.advisor.id,
        }),
      );
    },
    async engagement(client, advisor, kind) {
      return worldEngagementSchema.parse(
        await post(request, TEST_WORLD_API.engagements, {
          clientId: client.id,
          advisorId: advisor.advisor.id,
          kind,
        }),
      );
    },
    async stuckEmail(person) {
      return worldStuckEmailSchema.parse(
        await post(request, TEST_WORLD_API.stuckEmails, { personId: person.id }),
      );
    },
  };
}
