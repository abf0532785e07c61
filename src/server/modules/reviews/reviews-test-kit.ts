// What the reviews tests share: a clock set before Thomas Nguyen's open times, an app that knows his
// advisor id, meetings booked with him, reviews posted of them, and his review summary in SQL.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { NewReview } from '../../../shared/contracts/reviews';
import { REVIEW_API } from '../../../shared/routes/reviews-api';
import { advisors } from '../../db/schema/advisors';
import { reviews } from '../../db/schema/reviews';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { createTestClock } from '../../testing/test-clock';
import { bookMeeting, openSlots } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';

export const BEFORE_MEETINGS = '2027-01-04T12:00:00Z';
export const SLUG = 'thomas-nguyen';
const HOUR_MS = 3_600_000;

/** Call start() in beforeAll before any helper; close the app it returns in afterAll. */
export function reviewsTestKit() {
  const clock = createTestClock(BEFORE_MEETINGS);
  let started: { t: TestApp; advisorId: string } | undefined;
  const app = () => {
    if (!started) throw new Error('reviewsTestKit: call start() in beforeAll first.');
    return started;
  };

  async function start() {
    const t = await createTestApp({ now: clock.now, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
    const [row] = await t.database.db
      .select({ id: advisors.id })
      .from(advisors)
      .where(eq(advisors.slug, SLUG));
    started = { t, advisorId: row!.id };
    return started;
  }

  /** A client's paid meeting with the advisor at the next open time; the clock stays before it. */
  async function bookedMeeting(client: Caller, slug = SLUG) {
    const { t } = app();
    clock.set(BEFORE_MEETINGS);
    const [slot] = await openSlots(t.app, slug);
    const { eventId } = await bookMeeting(t.app, client, slug, slot!.start);
    return { eventId, start: new Date(slot!.start) };
  }

  /** Moves the clock past the meeting's start. */
  function after(start: Date) {
    clock.set(new Date(start.getTime() + HOUR_MS));
  }

  function review(eventId: string, overrides: Partial<NewReview> = {}): NewReview {
    return {
      advisorId: app().advisorId,
      eventId,
      rating: 4,
      title: 'Clear and patient',
      body: 'Thomas answered every question about our retirement date and the portfolio risk.',
      ...overrides,
    };
  }

  function post(caller: Caller, payload: object) {
    return app().t.app.inject({
      method: 'POST',
      url: REVIEW_API.reviews,
      headers: caller.headers,
      payload,
    });
  }

  /** The advisor's stored review summary beside the one computed from their visible reviews. */
  async function summaryInSql(id: string) {
    const { db } = app().t.database;
    const [stored] = await db
      .select({ average: advisors.reviewAverage, count: advisors.reviewCount })
      .from(advisors)
      .where(eq(advisors.id, id));
    const [computed] = await db
      .select({
        average: sql<number>`coalesce(avg(${reviews.rating}), 0)::float8`,
        count: sql<number>`count(*)::int`,
      })
      .from(reviews)
      .where(and(eq(reviews.advisorId, id), isNull(reviews.hiddenAt)));
    return { stored: stored!, computed: computed! };
  }

  return { clock, start, bookedMeeting, after, review, post, summaryInSql };
}
