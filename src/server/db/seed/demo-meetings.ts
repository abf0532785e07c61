// The demo client's meetings with the demo advisor, so both accounts have something to show on
// first start: one held last week with notes sent and a recording, one held a few days ago still
// waiting for its notes, and one coming up. Each is paid in the ledger like a real booking.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Storage } from '../../integrations/storage/storage';
import { LIMITS } from '../../../shared/limits';
import type { IntakeAnswers } from '../../../shared/contracts/intake';
import type { Db } from '../client';
import { timeRange } from '../time-range';
import { users } from '../schema/accounts';
import type { User } from '../schema/accounts';
import { advisors } from '../schema/advisors';
import type { Advisor } from '../schema/advisors';
import { advisorTimeClaims, checkouts, eventStatusChanges, events } from '../schema/booking';
import { intakeResponses } from '../schema/intake';
import { charges } from '../schema/payments';
import { recordings } from '../schema/recordings';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { hourChargeLink, paidCheckoutOf } from './demo-checkouts';
import { PROJECT_ROOT } from '../../project-root';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** 15:00 UTC is mid-morning or midday in every US zone. */
const START_HOUR_UTC = 15;

const INTAKE: IntakeAnswers = {
  topics: ['retirement', 'investing'],
  questions:
    'Can we retire at 60? Our 401(k)s are in target-date funds and we are not sure they fit.',
  household: 'couple',
  netWorth: '250k-1m',
  background: 'Two kids in middle school; we rent and may buy in two years.',
  prepared: ['net-worth-statement', 'income-expenses'],
};

const NOTES = [
  'Retirement at 60 is realistic if you keep saving 15% and raise it to 18% after the car loan ends.',
  'Move the 401(k)s from the 2045 target-date funds to the plan’s index funds (70/30): same risk, a quarter of the cost.',
  'Open a 529 for each child before the end of the year; your state gives a deduction.',
  'Next step: build the down-payment fund in a high-yield savings account, not in stocks.',
].join('\n');

/** A weekday `daysFromNow` days away (moved to the Monday after a weekend) at 15:00 UTC. */
function weekdayAt(now: Date, daysFromNow: number): Date {
  const day = new Date(now.getTime() + daysFromNow * DAY_MS);
  day.setUTCHours(START_HOUR_UTC, 0, 0, 0);
  const weekday = day.getUTCDay();
  if (weekday === 6) day.setUTCDate(day.getUTCDate() + (daysFromNow < 0 ? -1 : 2));
  if (weekday === 0) day.setUTCDate(day.getUTCDate() + (daysFromNow < 0 ? -2 : 1));
  return day;
}

/** A four-second test card with a tone: the demo meeting's recording. */
// From the project root, so the compiled server (dist/server) finds it too.
const DEMO_RECORDING = path.join(PROJECT_ROOT, 'src/server/db/seed/assets/demo-recording.webm');

/** Stores the demo recording of a held meeting (only when the seed is given a storage). */
async function seedDemoRecording(
  db: Db,
  storage: Storage,
  eventId: string,
  at: Date,
  stored: string[],
): Promise<void> {
  const id = randomUUID();
  const storageKey = `recordings/${eventId}/${id}.webm`;
  const { bytes } = await storage.put(storageKey, createReadStream(DEMO_RECORDING), {
    contentType: 'video/webm',
    maxBytes: LIMITS.uploadBytes.max,
  });
  stored.push(storageKey);
  await db.insert(recordings).values({
    id,
    eventId,
    status: 'SavedToS3',
    source: 'upload',
    storageKey,
    contentType: 'video/webm',
    sizeBytes: bytes,
    durationSeconds: 4,
    createdAt: at,
    updatedAt: at,
  });
}

export async function seedDemoMeetings(
  db: Db,
  now: Date,
  storage?: Storage,
  stored: string[] = [],
): Promise<void> {
  const clientEmail = DEMO_ACCOUNTS.find((account) => account.role === 'Consumer')?.email;
  const advisorSlug = DEMO_ACCOUNTS.find((account) => account.advisorSlug)?.advisorSlug;
  if (!clientEmail || !advisorSlug) return;
  const [client] = await db.select().from(users).where(eq(users.email, clientEmail));
  const [advisor] = await db.select().from(advisors).where(eq(advisors.slug, advisorSlug));
  if (!client || !advisor) return;
  await insertMeetingHistory(db, { client, advisor }, now, storage, stored);
}

/**
 * Three paid meetings of `client` with `advisor`: held last week with notes sent (and, given a
 * storage, a recording), held a few days ago waiting for notes, and one next week. Answers their
 * ids in that order.
 */
export async function insertMeetingHistory(
  db: Db,
  { client, advisor }: { client: User; advisor: Advisor },
  now: Date,
  storage?: Storage,
  stored: string[] = [],
): Promise<string[]> {
  const ids: string[] = [];
  const meetings = [
    { start: weekdayAt(now, -8), notes: NOTES },
    { start: weekdayAt(now, -3), notes: null },
    { start: weekdayAt(now, 6), notes: null },
  ];
  for (const [index, meeting] of meetings.entries()) {
    const end = new Date(meeting.start.getTime() + HOUR_MS);
    // Booked five days ahead, and never in the future (the upcoming one was booked yesterday).
    const bookedAt = new Date(
      Math.min(meeting.start.getTime() - 5 * DAY_MS, now.getTime() - DAY_MS),
    );
    const [event] = await db
      .insert(events)
      .values({
        advisorId: advisor.id,
        clientId: client.id,
        status: 'Active',
        startsAt: meeting.start,
        endsAt: end,
        priceCents: advisor.hourlyRateCents,
        clientTimeZone: 'America/Chicago',
        meetingProvider: 'jitsi',
        meetingUrl: `https://meet.jit.si/JustFinancialAdvice-demo-${index + 1}-${client.id.slice(0, 8)}`,
        notes: meeting.notes,
        notesSentAt: meeting.notes ? new Date(end.getTime() + 2 * HOUR_MS) : null,
        reviewRequestedAt: end < now ? end : null,
        reminder24hSentAt: meeting.start < now ? bookedAt : null,
        reminder1hSentAt: meeting.start < now ? bookedAt : null,
        scheduledAt: bookedAt,
        createdAt: bookedAt,
        updatedAt: bookedAt,
      })
      .returning({ id: events.id });
    const eventId = event!.id;
    ids.push(eventId);
    await db.insert(advisorTimeClaims).values({
      advisorId: advisor.id,
      clientId: client.id,
      kind: 'event',
      eventId,
      during: timeRange(meeting.start, end),
    });
    await db.insert(intakeResponses).values({
      source: 'CustomerIntakeForm',
      clientId: client.id,
      advisorId: advisor.id,
      eventId,
      answers: INTAKE,
      createdAt: bookedAt,
      updatedAt: bookedAt,
    });
    const checkout = paidCheckoutOf({
      id: eventId,
      advisorId: advisor.id,
      clientId: client.id,
      startsAt: meeting.start,
      endsAt: end,
      priceCents: advisor.hourlyRateCents,
      clientTimeZone: 'America/Chicago',
      createdAt: bookedAt,
    });
    await db.insert(checkouts).values(checkout);
    await db.insert(charges).values({
      ...hourChargeLink(checkout),
      eventId,
      clientId: client.id,
      advisorId: advisor.id,
      amountCents: advisor.hourlyRateCents,
      gateway: 'sandbox',
      gatewayRef: `sbx_ch_demo${index + 1}${client.id.replace(/-/g, '').slice(0, 12)}`,
      idempotencyKey: `demo:${eventId}`,
      status: 'succeeded',
      cardBrand: 'visa',
      cardLast4: '4242',
      description: `The Hour with ${advisor.firstName} ${advisor.lastName}`,
      createdAt: bookedAt,
      updatedAt: bookedAt,
    });
    if (storage && meeting.notes) await seedDemoRecording(db, storage, eventId, end, stored);
    await db.insert(eventStatusChanges).values({
      eventId,
      fromStatus: null,
      toStatus: 'Active',
      action: 'book',
      actorId: client.id,
      reason: 'Demo booking',
      changedAt: bookedAt,
    });
  }
  return ids;
}
