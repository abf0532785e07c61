// An advisor's open times over HTTP: their hours in their zone, minus what is held or booked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AVAILABILITY_API } from '../../../shared/routes/availability-api';
import { openSlotsSchema } from '../../../shared/contracts/availability';
import { DEFAULT_MINIMUM_NOTICE_MINUTES } from '../../../shared/domain/availability';
import { zonedParts } from '../../../shared/time-zones';
import { advisors } from '../../db/schema/advisors';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { asRequestUser, createTestUser } from '../../testing/test-users';
import { makeResident } from '../../testing/test-residence';

let t: TestApp;
let advisor: { id: string; slug: string; timeZone: string };
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.database.db
    .select({ id: advisors.id, slug: advisors.slug, timeZone: advisors.timeZone })
    .from(advisors)
    .where(eq(advisors.slug, 'thomas-nguyen'));
  advisor = row!;
});
afterAll(async () => {
  await t.close();
});

async function slots(query = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `${AVAILABILITY_API.advisorSlots(advisor.slug)}${query}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return openSlotsSchema.parse(response.json());
}

describe('GET api/advisors/profile/{slug}/slots', () => {
  it("offers one-hour slots on weekdays within the advisor's hours, after the notice", async () => {
    const body = await slots('?days=14');
    expect(body.advisorTimeZone).toBe(advisor.timeZone);
    expect(body.slots.length).toBeGreaterThan(20);
    const earliest = Date.now() + DEFAULT_MINIMUM_NOTICE_MINUTES * 60_000 - 5_000;
    for (const slot of body.slots) {
      const start = new Date(slot.start);
      expect(new Date(slot.end).getTime() - start.getTime()).toBe(3_600_000);
      expect(start.getTime()).toBeGreaterThanOrEqual(earliest);
      const local = zonedParts(start, advisor.timeZone);
      expect(local.hour).toBeGreaterThanOrEqual(9);
      expect(local.hour).toBeLessThan(17);
    }
  });

  it('leaves out a time another client holds', async () => {
    const before = await slots('?days=14');
    const target = before.slots[3]!;
    const client = await createTestUser(t.database.db);
    await makeResident(t.database.db, client.id, advisor.slug);
    await t.app.services.checkout.holdSlot(asRequestUser(client), {
      advisorSlug: advisor.slug,
      start: target.start,
      clientTimeZone: 'America/Chicago',
    });
    const during = await slots('?days=14');
    expect(during.slots.map((slot) => slot.start)).not.toContain(target.start);
  });

  it('narrows to the window asked for and refuses bad windows', async () => {
    const from = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const body = await slots(`?from=${encodeURIComponent(from)}&days=2`);
    for (const slot of body.slots) {
      expect(new Date(slot.start).getTime()).toBeGreaterThanOrEqual(new Date(from).getTime());
      expect(new Date(slot.start).getTime()).toBeLessThan(
        new Date(from).getTime() + 2 * 86_400_000,
      );
    }
    for (const query of ['?days=0', '?days=400', '?from=yesterday']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${AVAILABILITY_API.advisorSlots(advisor.slug)}${query}`,
      });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('answers 404 for an unknown advisor', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: AVAILABILITY_API.advisorSlots('nobody-here'),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'noMatchingAdvisor' });
  });
});
