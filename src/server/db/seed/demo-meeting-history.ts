// The meetings behind the demo reviews, so every public figure the demo shows is earned: each
// review is written by a client account (no password: nobody signs in as them) after an Hour they
// held and paid for, and some clients met the same advisor before. "Meetings completed" is then
// counted from these events like any other (advisors/meetings-held.repository.ts). They all lie
// at least HISTORY_CLEAR_DAYS in the past and at midday in the advisor's zone, clear of the
// curated demo meetings (demo-meetings.ts at 15:00 UTC, demo-engagements.ts ahead of now).
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { addDays, isoWeekday, zonedDate, zonedTimeToEpochMs } from '../../../shared/time-zones';
import { countMeetingsHeld } from '../../modules/advisors/meetings-held.repository';
import type { Db } from '../client';
import { timeRange } from '../time-range';
import { roles, userRoles, users } from '../schema/accounts';
import type { NewUser } from '../schema/accounts';
import { advisors } from '../schema/advisors';
import { advisorTimeClaims, checkouts, eventStatusChanges, events } from '../schema/booking';
import type { NewEvent } from '../schema/booking';
import { charges } from '../schema/payments';
import { reviews } from '../schema/reviews';
import { hourChargeLink, paidCheckoutOf } from './demo-checkouts';
import { createPrng, hashSeed } from './prng';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Nothing of the history falls in the last month, where the curated demo records are. */
export const HISTORY_CLEAR_DAYS = 30;
/** Local start hours: midday in every zone, never 15:00 UTC in New York. */
const START_HOURS = [12, 13, 14, 16];
/** How many earlier meetings a reviewing client had with the advisor, by chance. */
const EARLIER_MEETINGS = [0, 0, 0, 1, 1, 2];
const BATCH = 500;

/** A surname for each last initial the demo reviewers use (reviews.ts). */
const SURNAMES: Record<string, string> = {
  A: 'Abbott',
  B: 'Brennan',
  C: 'Castillo',
  D: 'Delgado',
  E: 'Ellison',
  F: 'Fischer',
  G: 'Gallagher',
  H: 'Hoffman',
  J: 'Jensen',
  K: 'Keller',
  L: 'Lindgren',
  M: 'Moreno',
  N: 'Novak',
  O: 'Osei',
  P: 'Pruitt',
  R: 'Rossi',
  S: 'Sandoval',
  T: 'Tanaka',
  V: 'Vance',
  W: 'Whitaker',
  Y: 'Yates',
};

const NOTE_LINES = [
  'Raise your 401(k) contribution by 1% each year until you reach 15%.',
  'Roll the old 401(k) into your current plan’s index funds, and check every beneficiary.',
  'Keep six months of expenses in a high-yield savings account before investing more.',
  'Keep investing while the mortgage rate is under 4%; pay it down faster only above that.',
  'Use the Roth IRA for the long-term money; the HSA pays this year’s medical bills.',
  'Write down the three goals we named and the date each needs the money.',
  'Compare the two pension options with the worksheet; we chose the joint annuity.',
  'Next step: ask HR for the plan’s fee disclosure and send me the fund list.',
];

interface ReviewToBack {
  id: string;
  slug: string;
  reviewerName: string;
  createdAt: Date;
  advisorId: string;
  timeZone: string;
  joinedAt: Date;
  priceCents: number;
  advisorName: string;
}

/** 'Karen A.' becomes Karen Abbott, the same person under every advisor she reviewed. */
function clientNameOf(reviewerName: string): { fullName: string; email: string } {
  const [first = 'Client', initial = ''] = reviewerName.replace('.', '').split(' ');
  const surname = SURNAMES[initial] ?? `${initial}son`;
  return {
    fullName: `${first} ${surname}`,
    email: `${first}.${surname}@example.com`.toLowerCase(),
  };
}

const pick = <T>(items: readonly T[], random: () => number): T =>
  items[Math.floor(random() * items.length)] ?? items[0]!;

/**
 * An hour-long start in the advisor's zone on a weekday no later than `latest`, at a time of day
 * none of this advisor's other history meetings takes.
 */
function freeStart(
  latest: Date,
  review: ReviewToBack,
  taken: Set<string>,
  random: () => number,
): Date {
  let date = zonedDate(latest, review.timeZone);
  const first = Math.floor(random() * START_HOURS.length);
  for (;;) {
    if (isoWeekday(date) <= 5) {
      // No zone changes its clocks at midday: the day's hours follow its noon.
      const noon = zonedTimeToEpochMs(date, '12:00', review.timeZone);
      for (let offset = 0; offset < START_HOURS.length; offset += 1) {
        const hour = START_HOURS[(first + offset) % START_HOURS.length]!;
        const key = `${date} ${hour}`;
        const start = noon + (hour - 12) * HOUR_MS;
        if (!taken.has(key) && start + HOUR_MS <= latest.getTime()) {
          taken.add(key);
          return new Date(start);
        }
      }
    }
    date = addDays(date, -1);
  }
}

async function readReviews(db: Db): Promise<ReviewToBack[]> {
  const rows = await db
    .select({
      id: reviews.id,
      slug: advisors.slug,
      reviewerName: reviews.reviewerName,
      createdAt: reviews.createdAt,
      advisorId: advisors.id,
      timeZone: advisors.timeZone,
      joinedAt: advisors.createdAt,
      priceCents: advisors.hourlyRateCents,
      advisorName: sql<string>`${advisors.firstName} || ' ' || ${advisors.lastName}`,
    })
    .from(reviews)
    .innerJoin(advisors, eq(advisors.id, reviews.advisorId))
    .orderBy(advisors.slug, reviews.createdAt);
  return rows;
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let index = 0; index < rows.length; index += BATCH) {
    await insert(rows.slice(index, index + BATCH));
  }
}

export async function seedDemoMeetingHistory(db: Db, now: Date): Promise<void> {
  const toBack = await readReviews(db);
  if (toBack.length === 0) return;
  const clearOf = now.getTime() - HISTORY_CLEAR_DAYS * DAY_MS;
  const clients = new Map<string, NewUser & { id: string; createdAt: Date }>();
  const eventRows: (NewEvent & { id: string; clientId: string; createdAt: Date })[] = [];
  const reviewLinks: { reviewId: string; eventId: string; clientId: string }[] = [];
  const takenByAdvisor = new Map<string, Set<string>>();

  for (const review of toBack) {
    const random = createPrng(hashSeed(`history:${review.slug}:${review.reviewerName}`));
    const { fullName, email } = clientNameOf(review.reviewerName);
    const taken = takenByAdvisor.get(review.advisorId) ?? new Set<string>();
    takenByAdvisor.set(review.advisorId, taken);
    const earliest = review.joinedAt.getTime() + DAY_MS;
    // The reviewed meeting ended one to four days before the review was written.
    const reviewedBy = new Date(
      Math.max(
        earliest + HOUR_MS,
        Math.min(review.createdAt.getTime() - (1 + Math.floor(random() * 4)) * DAY_MS, clearOf),
      ),
    );
    const starts = [freeStart(reviewedBy, review, taken, random)];
    const earlier = pick(EARLIER_MEETINGS, random);
    for (let index = 0; index < earlier; index += 1) {
      const before = new Date(starts[0]!.getTime() - (21 + Math.floor(random() * 35)) * DAY_MS);
      if (before.getTime() < earliest) break;
      starts.unshift(freeStart(before, review, taken, random));
    }

    const client = clients.get(email) ?? {
      id: randomUUID(),
      email,
      fullName,
      passwordHash: null,
      timeZone: review.timeZone,
      createdAt: new Date(starts[0]!.getTime() - 7 * DAY_MS),
    };
    clients.set(email, client);
    for (const start of starts) {
      const bookedAt = new Date(start.getTime() - 6 * DAY_MS);
      if (bookedAt < client.createdAt) client.createdAt = bookedAt;
      const end = new Date(start.getTime() + HOUR_MS);
      const id = randomUUID();
      eventRows.push({
        id,
        advisorId: review.advisorId,
        clientId: client.id,
        status: 'Active',
        startsAt: start,
        endsAt: end,
        priceCents: review.priceCents,
        clientTimeZone: review.timeZone,
        meetingProvider: 'jitsi',
        meetingUrl: `https://meet.jit.si/JustFinancialAdvice-${id.replace(/-/g, '').slice(0, 16)}`,
        notes: [pick(NOTE_LINES, random), pick(NOTE_LINES, random)].join('\n'),
        notesSentAt: new Date(end.getTime() + 3 * HOUR_MS),
        reviewRequestedAt: end,
        reminder24hSentAt: new Date(start.getTime() - DAY_MS),
        reminder1hSentAt: new Date(start.getTime() - HOUR_MS),
        scheduledAt: bookedAt,
        createdAt: bookedAt,
        updatedAt: new Date(end.getTime() + 3 * HOUR_MS),
      });
    }
    reviewLinks.push({ reviewId: review.id, eventId: eventRows.at(-1)!.id, clientId: client.id });
  }

  const people = [...clients.values()].map((client) => ({
    ...client,
    emailVerifiedAt: client.createdAt,
    updatedAt: client.createdAt,
  }));
  await insertInBatches(people, (batch) => db.insert(users).values(batch));
  const [consumer] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.name, 'Consumer'));
  await insertInBatches(people, (batch) =>
    db
      .insert(userRoles)
      .values(batch.map((person) => ({ userId: person.id, roleId: consumer!.id }))),
  );
  await insertInBatches(eventRows, (batch) => db.insert(events).values(batch));
  await insertInBatches(eventRows, (batch) =>
    db.insert(advisorTimeClaims).values(
      batch.map((event) => ({
        advisorId: event.advisorId,
        clientId: event.clientId,
        kind: 'event' as const,
        eventId: event.id,
        during: timeRange(event.startsAt, event.endsAt),
        createdAt: event.createdAt,
      })),
    ),
  );
  const names = new Map(toBack.map((review) => [review.advisorId, review.advisorName]));
  const checkoutOf = new Map(eventRows.map((event) => [event.id, paidCheckoutOf(event)]));
  await insertInBatches([...checkoutOf.values()], (batch) => db.insert(checkouts).values(batch));
  await insertInBatches(eventRows, (batch) =>
    db.insert(charges).values(
      batch.map((event) => ({
        ...hourChargeLink(checkoutOf.get(event.id)!),
        eventId: event.id,
        clientId: event.clientId,
        advisorId: event.advisorId,
        amountCents: event.priceCents,
        gateway: 'sandbox' as const,
        gatewayRef: `sbx_ch_h${event.id.replace(/-/g, '').slice(0, 20)}`,
        idempotencyKey: `demo-history:${event.id}`,
        status: 'succeeded' as const,
        cardBrand: 'visa',
        cardLast4: '4242',
        description: `The Hour with ${names.get(event.advisorId) ?? 'your advisor'}`,
        createdAt: event.createdAt,
        updatedAt: event.createdAt,
      })),
    ),
  );
  await insertInBatches(eventRows, (batch) =>
    db.insert(eventStatusChanges).values(
      batch.map((event) => ({
        eventId: event.id,
        fromStatus: null,
        toStatus: 'Active' as const,
        action: 'book' as const,
        actorId: event.clientId,
        reason: 'Demo booking',
        changedAt: event.createdAt,
      })),
    ),
  );
  // Each review now names the client who wrote it and the meeting it is about.
  await insertInBatches(reviewLinks, (batch) =>
    db.execute(sql`
      update ${reviews} set consumer_id = link.client_id::uuid, event_id = link.event_id::uuid
      from (values ${sql.join(
        batch.map((link) => sql`(${link.reviewId}, ${link.clientId}, ${link.eventId})`),
        sql`, `,
      )}) as link(review_id, client_id, event_id)
      where ${reviews.id} = link.review_id::uuid`),
  );
  await countMeetingsHeld(db, now, 'all');
}
