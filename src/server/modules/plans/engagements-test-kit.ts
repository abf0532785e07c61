// What the engagement tests share: a running Plan or Ongoing engagement of a new client with a
// seeded advisor, made the way a paid signup leaves it (offering, paid signup, engagement rows),
// and the calls of the portal.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { engagementSchema } from '../../../shared/contracts/engagements';
import type { Engagement } from '../../../shared/contracts/engagements';
import { PLAN_MEETINGS_MAX, PLAN_WEEKS } from '../../../shared/constants';
import { ENGAGEMENT_API } from '../../../shared/routes/engagements-api';
import { engagements, offerings, signups } from '../../db/schema/plans';
import type { EngagementRow } from '../../db/schema/plans';
import type { Db } from '../../db/client';
import type { TestApp } from '../../testing/test-app';
import { signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import type { EngagementKind } from '../../../shared/offerings/catalog';

const DAY_MS = 86_400_000;
const day = (at: Date) => at.toISOString().slice(0, 10);

/** The advisor's offering of `kind`, made if it is not there yet. */
async function offeringOf(db: Db, advisorId: string, kind: EngagementKind): Promise<string> {
  await db
    .insert(offerings)
    .values({ advisorId, kind, enabled: true, capacity: kind === 'ongoing' ? 10 : null })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: offerings.id })
    .from(offerings)
    .where(and(eq(offerings.advisorId, advisorId), eq(offerings.kind, kind)));
  return row!.id;
}

/** A running engagement of `clientId` with the advisor, started on `startsOn` (today). */
export async function insertEngagement(
  db: Db,
  input: { advisorId: string; clientId: string; kind?: EngagementKind; startsAt?: Date },
): Promise<EngagementRow> {
  const kind = input.kind ?? 'plan';
  const start = input.startsAt ?? new Date();
  const offeringId = await offeringOf(db, input.advisorId, kind);
  const [signup] = await db
    .insert(signups)
    .values({
      kind,
      offeringId,
      advisorId: input.advisorId,
      clientId: input.clientId,
      priceCents: kind === 'plan' ? 250_000 : 10_000,
      state: 'paid',
      termsText: 'The advisor’s terms, accepted before paying.',
      termsAcceptedAt: start,
      paidAt: start,
    })
    .returning();
  const yearLater = new Date(start.getTime() + 365 * DAY_MS);
  const [engagement] = await db
    .insert(engagements)
    .values({
      kind,
      signupId: signup!.id,
      offeringId,
      advisorId: input.advisorId,
      clientId: input.clientId,
      startsOn: day(start),
      ...(kind === 'plan'
        ? {
            endsOn: day(new Date(start.getTime() + PLAN_WEEKS * 7 * DAY_MS)),
            meetingsIncluded: PLAN_MEETINGS_MAX,
          }
        : {
            nextInvoiceOn: day(new Date(start.getTime() + 91 * DAY_MS)),
            checkupDueOn: day(yearLater),
          }),
    })
    .returning();
  return engagement!;
}

/** A new signed-in client with a running engagement of `kind` with the advisor, started `at`. */
export async function clientInEngagement(
  t: TestApp,
  advisorId: string,
  kind: EngagementKind,
  at: Date,
): Promise<{ client: Caller; engagement: EngagementRow }> {
  const client = await signedInCaller(t);
  const engagement = await insertEngagement(t.database.db, {
    advisorId,
    clientId: client.user.id,
    kind,
    startsAt: at,
  });
  return { client, engagement };
}

export function engagementCalls(app: FastifyInstance) {
  return {
    view: (caller: Caller, id: string) =>
      app.inject({ method: 'GET', url: ENGAGEMENT_API.engagement(id), headers: caller.headers }),
    async viewOk(caller: Caller, id: string): Promise<Engagement> {
      const answer = await app.inject({
        method: 'GET',
        url: ENGAGEMENT_API.engagement(id),
        headers: caller.headers,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return engagementSchema.parse(answer.json());
    },
    book: (caller: Caller, id: string, start: string, clientTimeZone = 'America/New_York') =>
      app.inject({
        method: 'POST',
        url: ENGAGEMENT_API.meetings(id),
        headers: caller.headers,
        payload: { start, clientTimeZone },
      }),
  };
}
