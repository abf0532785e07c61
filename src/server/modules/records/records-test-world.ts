// The world the compliance report's tests read: the demo seed, its demo advisor signed in for six
// hours, an admin, another advisor and a client, and the date ranges that hold the seed's records.
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ComplianceReport } from '../../../shared/contracts/records';
import { addDays, zonedDate } from '../../../shared/time-zones';
import { users } from '../../db/schema/accounts';
import { advisors } from '../../db/schema/advisors';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { HISTORY_CLEAR_DAYS } from '../../db/seed/demo-meeting-history';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { advisorCaller, signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import { bearer, mintAccessToken } from '../../testing/test-tokens';

export const DEMO_SLUG = 'thomas-nguyen';
const DEMO_EMAIL = DEMO_ACCOUNTS.find((account) => account.advisorSlug === DEMO_SLUG)!.email;

type Range = { from: string; to: string };

export interface RecordsWorld {
  t: TestApp;
  demo: Caller;
  advisor: typeof advisors.$inferSelect;
  admin: Caller;
  other: Caller;
  consumer: Caller;
  today: string;
  /**
   * A range holding the demo advisor's own demo records: from before the engagements started to a
   * month ahead. The meetings behind the demo reviews lie further back (demo-meeting-history.ts).
   */
  wide: Range;
  /** A year back to a month ahead: the reviews too. */
  year: Range;
  get: (url: string, caller: Caller) => Promise<LightMyRequestResponse>;
  /** The report at `url` as `caller` reads it, which must answer 200. */
  reportOf: (url: string, caller?: Caller) => Promise<ComplianceReport>;
}

export async function createRecordsWorld(): Promise<RecordsWorld> {
  const t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  const db = t.database.db;
  const [user] = await db.select().from(users).where(eq(users.email, DEMO_EMAIL));
  const [advisor] = (await db.select().from(advisors).where(eq(advisors.slug, DEMO_SLUG))) as [
    typeof advisors.$inferSelect,
  ];
  const token = await mintAccessToken(
    db,
    t.config,
    { ...user!, roles: ['Advisor'] },
    { expiresInS: 6 * 3600 },
  );
  const demo: Caller = { user: { ...user!, roles: ['Advisor'] }, headers: bearer(token) };
  const admin = await signedInCaller(t, ['Admin'], { fullName: 'Ada Admin' });
  const other = await advisorCaller(t, 'grace-park');
  const consumer = await signedInCaller(t, ['Consumer']);
  const today = zonedDate(new Date(), advisor.timeZone);
  const get: RecordsWorld['get'] = (url, caller) =>
    t.app.inject({ method: 'GET', url, headers: caller.headers });
  const reportOf: RecordsWorld['reportOf'] = async (url, caller = demo) => {
    const response = await get(url, caller);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ComplianceReport>();
  };
  return {
    t,
    demo,
    advisor,
    admin,
    other,
    consumer,
    today,
    wide: { from: addDays(today, 1 - HISTORY_CLEAR_DAYS), to: addDays(today, 30) },
    year: { from: addDays(today, -365), to: addDays(today, 30) },
    get,
    reportOf,
  };
}
