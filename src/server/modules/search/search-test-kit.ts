// What the console-wide search tests share: one client and one advisor with names nobody else
// has, their meetings (more than a group shows), a recording and a Plan and an Ongoing signup.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { events } from '../../db/schema/booking';
import { offerings, signups } from '../../db/schema/plans';
import { recordings } from '../../db/schema/recordings';
import { insertTestAdvisor } from '../../testing/test-advisors';
import { createTestUser } from '../../testing/test-users';

const HOUR_MS = 3_600_000;
export const MEETING_COUNT = 8;

/** Letters only, so the names never collide with seeded ones or with each other. */
function uniqueWord(): string {
  return randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)
    .padEnd(6, 'q');
}

export async function createSearchWorld(db: Db) {
  const word = uniqueWord();
  const client = await createTestUser(db, {
    roles: ['Consumer'],
    fullName: `Quillon Marsh${word}`,
    email: `quillon.${word}@example.test`,
  });
  const advisorUser = await createTestUser(db, {
    roles: ['Advisor'],
    fullName: `Orla Vantre${word}`,
    email: `orla.${word}@example.test`,
  });
  const advisor = await insertTestAdvisor(db, advisorUser.id, {
    slugPrefix: 'search',
    firstName: 'Orla',
    lastNamePrefix: `Vantre${word}`,
    avatar: 'advisor-1',
  });
  const start = Date.UTC(2026, 5, 1, 15);
  const meetings = await db
    .insert(events)
    .values(
      Array.from({ length: MEETING_COUNT }, (_unused, index) => ({
        advisorId: advisor.id,
        clientId: client.id,
        status: 'ActiveNoNotesRequired' as const,
        startsAt: new Date(start + index * 24 * HOUR_MS),
        endsAt: new Date(start + index * 24 * HOUR_MS + HOUR_MS),
        priceCents: 15_000,
        clientTimeZone: 'America/Denver',
      })),
    )
    .returning({ id: events.id, startsAt: events.startsAt });
  const [recording] = await db
    .insert(recordings)
    .values({
      eventId: meetings[0]!.id,
      status: 'SavedToS3',
      source: 'upload',
      durationSeconds: 3000,
    })
    .returning({ id: recordings.id });
  const offeringRows = await db
    .insert(offerings)
    .values([
      { advisorId: advisor.id, kind: 'plan', enabled: true, terms: 'Plan terms.' },
      {
        advisorId: advisor.id,
        kind: 'ongoing',
        enabled: true,
        terms: 'Ongoing terms.',
        capacity: 3,
      },
    ])
    .returning({ id: offerings.id, kind: offerings.kind });
  const signupRows = await db
    .insert(signups)
    .values(
      offeringRows.map((offering) => ({
        kind: offering.kind,
        offeringId: offering.id,
        advisorId: advisor.id,
        clientId: client.id,
        priceCents: offering.kind === 'plan' ? 250_000 : 10_000,
        state: 'paid' as const,
        paidAt: new Date(),
        termsText: 'Terms.',
        termsAcceptedAt: new Date(),
      })),
    )
    .returning({ id: signups.id, kind: signups.kind });
  return {
    word,
    client,
    advisorUser,
    advisor,
    meetings,
    recording: recording!,
    planSignup: signupRows.find((row) => row.kind === 'plan')!,
    ongoingSignup: signupRows.find((row) => row.kind === 'ongoing')!,
  };
}
export type SearchWorld = Awaited<ReturnType<typeof createSearchWorld>>;
