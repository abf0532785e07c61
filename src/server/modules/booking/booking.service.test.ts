// The database refuses overlapping claims on one advisor's time, however many arrive at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisors } from '../../db/schema/advisors';
import { advisorTimeClaims } from '../../db/schema/booking';
import { createTestDatabase } from '../../testing/test-database';
import type { TestDatabase } from '../../testing/test-database';
import { createTestUser } from '../../testing/test-users';
import { inject } from 'vitest';
import { AppError } from '../../../shared/errors';
import { SLOT_HOLD_MINUTES, SLOT_TAKEN_MESSAGE } from '../../../shared/domain/availability';
import { createBookingService } from './booking.service';

let database: TestDatabase;
let advisorIds: string[];
let clientIds: string[];

beforeAll(async () => {
  database = await createTestDatabase({ seed: true, templatePath: inject('pgliteTemplate') });
  advisorIds = (await database.db.select({ id: advisors.id }).from(advisors).limit(2)).map(
    (row) => row.id,
  );
  clientIds = [];
  for (let index = 0; index < 3; index += 1) {
    clientIds.push((await createTestUser(database.db)).id);
  }
});
afterAll(async () => {
  await database.dispose();
});

const at = (iso: string) => new Date(iso);

describe('holding a slot', () => {
  it('lets exactly one of 50 concurrent holds of one slot win; the rest get a clear 409', async () => {
    const booking = createBookingService({
      db: database.db,
      now: () => at('2027-01-04T12:00:00Z'),
    });
    const attempts = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) =>
        booking.holdSlot({
          advisorId: advisorIds[0]!,
          clientId: clientIds[index % clientIds.length]!,
          start: at('2027-01-05T15:00:00Z'),
        }),
      ),
    );
    const won = attempts.filter((attempt) => attempt.status === 'fulfilled');
    const lost = attempts.filter((attempt) => attempt.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    for (const attempt of lost) {
      const reason = (attempt as PromiseRejectedResult).reason as AppError;
      expect(reason).toBeInstanceOf(AppError);
      expect(reason.status).toBe(409);
      expect(reason.message).toBe(SLOT_TAKEN_MESSAGE);
    }
  });

  it('refuses a partly overlapping hour but lets meetings touch and other advisors book', async () => {
    const booking = createBookingService({
      db: database.db,
      now: () => at('2027-01-04T12:00:00Z'),
    });
    const advisorId = advisorIds[1]!;
    const clientId = clientIds[0]!;
    await booking.holdSlot({ advisorId, clientId, start: at('2027-01-06T15:00:00Z') });
    await expect(
      booking.holdSlot({ advisorId, clientId, start: at('2027-01-06T15:30:00Z') }),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      booking.holdSlot({ advisorId, clientId, start: at('2027-01-06T16:00:00Z') }),
    ).resolves.toBeDefined();
    await expect(
      booking.holdSlot({ advisorId, clientId, start: at('2027-01-06T14:00:00Z') }),
    ).resolves.toBeDefined();
    await expect(
      booking.holdSlot({ advisorId: advisorIds[0]!, clientId, start: at('2027-01-06T15:00:00Z') }),
    ).resolves.toBeDefined();
  });

  it('frees an abandoned hold by itself once it lapses', async () => {
    const advisorId = advisorIds[0]!;
    const start = at('2027-02-01T15:00:00Z');
    const first = createBookingService({ db: database.db, now: () => at('2027-01-20T12:00:00Z') });
    const hold = await first.holdSlot({ advisorId, clientId: clientIds[0]!, start });
    expect(hold.expiresAt.toISOString()).toBe(
      new Date(at('2027-01-20T12:00:00Z').getTime() + SLOT_HOLD_MINUTES * 60_000).toISOString(),
    );
    // Still held a minute before it lapses…
    const early = createBookingService({
      db: database.db,
      now: () => new Date(hold.expiresAt.getTime() - 60_000),
    });
    await expect(
      early.holdSlot({ advisorId, clientId: clientIds[1]!, start }),
    ).rejects.toMatchObject({ status: 409 });
    // …and free for the next client once it has.
    const late = createBookingService({
      db: database.db,
      now: () => new Date(hold.expiresAt.getTime() + 1),
    });
    await expect(
      late.holdSlot({ advisorId, clientId: clientIds[1]!, start }),
    ).resolves.toBeDefined();
  });

  it('lets the expiry job clear lapsed holds for every advisor', async () => {
    const job = createBookingService({ db: database.db, now: () => at('2030-01-01T00:00:00Z') });
    const released = await job.releaseLapsedHolds();
    expect(released).toBeGreaterThan(0);
    const left = await database.db.select().from(advisorTimeClaims);
    expect(left).toEqual([]);
  });
});
