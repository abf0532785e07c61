// The signed-in advisor's own availability rules over HTTP: who may read and change them, what a
// bad set of rules answers, and that saved hours are what clients are offered next.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  availabilitySettingsSchema,
  openSlotsSchema,
} from '../../../shared/contracts/availability';
import { defaultAvailabilityRules } from '../../../shared/domain/availability';
import type { AvailabilityRules } from '../../../shared/domain/availability';
import type { Role } from '../../../shared/roles';
import { AVAILABILITY_API } from '../../../shared/routes/availability-api';
import { zonedDate, zonedParts } from '../../../shared/time-zones';
import { users } from '../../db/schema/accounts';
import { advisors } from '../../db/schema/advisors';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { bearer, mintAccessToken } from '../../testing/test-tokens';
import { createTestUser } from '../../testing/test-users';

const SLUG = 'thomas-nguyen';
const ADVISOR_EMAIL = 'thomas.nguyen@justfinancialadvice.com';

let t: TestApp;
let advisorHeaders: Record<string, string>;
let advisorZone: string;

async function headersOf(user: { id: string; email: string; fullName: string }, roles: Role[]) {
  return bearer(await mintAccessToken(t.database.db, t.config, { ...user, roles }));
}

async function headersFor(roles: Role[]) {
  return headersOf(await createTestUser(t.database.db, { roles }), roles);
}

beforeAll(async () => {
  t = await createTestApp();
  const [user] = await t.database.db.select().from(users).where(eq(users.email, ADVISOR_EMAIL));
  const [advisor] = await t.database.db
    .select({ timeZone: advisors.timeZone, userId: advisors.userId })
    .from(advisors)
    .where(eq(advisors.slug, SLUG));
  if (!user || advisor?.userId !== user.id) throw new Error(`${SLUG} is not linked to its user.`);
  advisorZone = advisor.timeZone;
  advisorHeaders = await headersOf(user, ['Advisor']);
});
afterAll(async () => {
  await t.close();
});

const read = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: AVAILABILITY_API.dashboard, headers });

const save = (body: unknown, headers: Record<string, string> = advisorHeaders) =>
  t.app.inject({
    method: 'PUT',
    url: AVAILABILITY_API.dashboard,
    headers,
    payload: body as object,
  });

describe('api/dashboard/availability', () => {
  it('turns away anonymous callers and accounts that are not advisors', async () => {
    const rules = defaultAvailabilityRules('America/New_York');
    expect((await read()).statusCode).toBe(401);
    expect((await save(rules, {})).statusCode).toBe(401);
    const consumer = await headersFor(['Consumer']);
    expect((await read(consumer)).statusCode).toBe(403);
    expect((await save(rules, consumer)).statusCode).toBe(403);
  });

  it('answers 404 with a plain message to an advisor account without a profile', async () => {
    const headers = await headersFor(['Advisor']);
    for (const response of [
      await read(headers),
      await save(defaultAvailabilityRules('UTC'), headers),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'notFound',
        message: 'This account has no advisor profile.',
      });
    }
  });

  it('gives a new advisor the defaults in their zone, never cached', async () => {
    const response = await read(advisorHeaders);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = availabilitySettingsSchema.parse(response.json());
    expect(body.isDefault).toBe(true);
    expect(body.rules).toEqual(
      JSON.parse(JSON.stringify(defaultAvailabilityRules(advisorZone))) as unknown,
    );
  });

  it('refuses bad rules with field messages and keeps the old ones', async () => {
    const bad = {
      ...defaultAvailabilityRules(advisorZone),
      timeZone: 'Mars/Olympus_Mons',
      weekly: { 1: [{ start: '10:00', end: '09:00' }] },
      bufferMinutes: -5,
    };
    const response = await save(bad);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; fieldErrors: Record<string, string[]> }>();
    expect(body.code).toBe('validation');
    expect(body.fieldErrors['weekly.1.0.end']).toEqual(['The end must be after the start.']);
    expect(body.fieldErrors.timeZone).toEqual(['Choose a time zone from the list.']);
    expect(body.fieldErrors.bufferMinutes?.[0]).toMatch(/whole minutes/);

    const garbled = await save({ timeZone: 'UTC', weekly: 'all day' });
    expect(garbled.statusCode).toBe(400);
    expect(availabilitySettingsSchema.parse((await read(advisorHeaders)).json()).isDefault).toBe(
      true,
    );
  });

  it('saves valid rules, reads them back, and offers clients only the new hours', async () => {
    const today = zonedDate(Date.now(), advisorZone);
    const morning = [{ start: '10:00', end: '12:00' }];
    const rules: AvailabilityRules = {
      ...defaultAvailabilityRules(advisorZone),
      weekly: {
        1: morning,
        2: morning,
        3: morning,
        4: morning,
        5: morning,
        6: morning,
        7: morning,
      },
      overrides: [{ date: today, intervals: [] }],
      minimumNoticeMinutes: 0,
      horizonDays: 14,
      bufferMinutes: 0,
    };
    const saved = await save(rules);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers['cache-control']).toBe('no-store');
    expect(availabilitySettingsSchema.parse(saved.json())).toEqual({ rules, isDefault: false });

    const again = availabilitySettingsSchema.parse((await read(advisorHeaders)).json());
    expect(again).toEqual({ rules, isDefault: false });

    const slots = await t.app.inject({
      method: 'GET',
      url: `${AVAILABILITY_API.advisorSlots(SLUG)}?days=14`,
    });
    expect(slots.statusCode, slots.body).toBe(200);
    const offered = openSlotsSchema.parse(slots.json()).slots;
    expect(offered.length).toBeGreaterThan(0);
    for (const slot of offered) {
      const start = zonedParts(new Date(slot.start), advisorZone);
      const end = zonedParts(new Date(slot.end), advisorZone);
      expect(zonedDate(new Date(slot.start), advisorZone)).not.toBe(today);
      expect(start.hour).toBeGreaterThanOrEqual(10);
      expect(end.hour * 60 + end.minute).toBeLessThanOrEqual(12 * 60);
    }
  });
});
