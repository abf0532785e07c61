// The kept next availability follows the calendar: the first open slot, skipping held time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { advisors } from '../../db/schema/advisors';
import { advisorAvailability } from '../../db/schema/availability';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { asRequestUser, createTestUser } from '../../testing/test-users';
import { makeResident } from '../../testing/test-residence';
import { defaultAvailabilityRules } from '../../../shared/domain/availability';
import { createAvailabilityService } from './availability.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => now });
});
afterAll(async () => {
  await t.close();
});

// A Monday at 08:00 in New York; the default notice pushes the first slot to Tuesday 09:00.
const now = new Date('2027-03-01T13:00:00Z');

function service() {
  return createAvailabilityService({
    db: t.database.db,
    findAdvisorRef: (slug) => t.app.services.advisors.findAdvisorRef(slug),
    findAdvisorOfUser: (userId) => t.app.services.advisors.findAdvisorOfUser(userId),
    now: () => now,
  });
}

async function nextOf(slug: string): Promise<Date | null> {
  const [row] = await t.database.db
    .select({ next: advisors.nextAvailability })
    .from(advisors)
    .where(eq(advisors.slug, slug));
  return row!.next;
}

describe('refreshNextAvailability', () => {
  it("writes each advisor's first open slot and moves past a held one", async () => {
    const [advisor] = await t.database.db
      .select({ id: advisors.id, slug: advisors.slug })
      .from(advisors)
      .where(eq(advisors.slug, 'thomas-nguyen'));
    await t.database.db
      .insert(advisorAvailability)
      .values({ advisorId: advisor!.id, rules: defaultAvailabilityRules('America/New_York') });

    const written = await service().refreshNextAvailability();
    const total = (await t.database.db.select({ id: advisors.id }).from(advisors)).length;
    expect(written).toBe(total);
    // Nothing moved: a second refresh writes nothing.
    expect(await service().refreshNextAvailability()).toBe(0);
    // 12 hours' notice from Monday 08:00 EST leaves Tuesday 09:00 EST (14:00Z) as the first slot.
    expect((await nextOf('thomas-nguyen'))?.toISOString()).toBe('2027-03-02T14:00:00.000Z');

    const client = await createTestUser(t.database.db);
    await makeResident(t.database.db, client.id, 'thomas-nguyen');
    await t.app.services.checkout.holdSlot(asRequestUser(client), {
      advisorSlug: 'thomas-nguyen',
      start: '2027-03-02T14:00:00.000Z',
      clientTimeZone: 'America/New_York',
    });
    expect(await service().refreshNextAvailability()).toBe(1);
    // The hour is held and the 15-minute buffer rules out 10:00, so the next is 11:00 EST.
    expect((await nextOf('thomas-nguyen'))?.toISOString()).toBe('2027-03-02T16:00:00.000Z');
  });
});
