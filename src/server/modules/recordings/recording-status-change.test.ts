// Every status change of a recording, read from the table itself: each allowed pair changes the
// row, each other pair is refused and leaves it as it was; a change from a stale read does nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordings } from '../../db/schema/recordings';
import type { RecordingRow } from '../../db/schema/recordings';
import {
  RECORDING_STATUSES,
  RECORDING_TRANSITIONS,
  canChangeRecordingStatus,
} from '../../../shared/domain/recording-status';
import type { RecordingStatus } from '../../../shared/domain/recording-status';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { advisorCaller } from '../../testing/test-booking';
import { changeRecordingStatus, RecordingStatusError } from './recording-status-change';
import { bookNext } from './recordings-test-support';

let t: TestApp;
let eventId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  await advisorCaller(t, 'priya-raman');
  ({ eventId } = await bookNext(t, 'priya-raman'));
});
afterAll(async () => {
  await t.close();
});

async function rowIn(status: RecordingStatus): Promise<RecordingRow> {
  const [row] = await t.database.db
    .insert(recordings)
    .values({ eventId, status, source: 'upload' })
    .returning();
  return row!;
}

const statusOf = async (id: string) =>
  (await t.database.db.select().from(recordings).where(eq(recordings.id, id)))[0]?.status;

const pairs = RECORDING_STATUSES.flatMap((from) =>
  RECORDING_STATUSES.map((to) => [from, to] as const),
);

describe('recording status changes', () => {
  it('covers every pair, and the table allows exactly what it lists', () => {
    expect(pairs).toHaveLength(RECORDING_STATUSES.length ** 2);
    for (const [from, to] of pairs) {
      expect(canChangeRecordingStatus(from, to)).toBe(RECORDING_TRANSITIONS[from].includes(to));
    }
  });

  it.each(pairs.filter(([from, to]) => canChangeRecordingStatus(from, to)))(
    'changes %s to %s',
    async (from, to) => {
      const row = await rowIn(from);
      const changed = await changeRecordingStatus(t.database.db, row, to, {}, new Date());
      expect(changed?.status).toBe(to);
      expect(await statusOf(row.id)).toBe(to);
    },
  );

  it.each(pairs.filter(([from, to]) => !canChangeRecordingStatus(from, to)))(
    'refuses %s to %s',
    async (from, to) => {
      const row = await rowIn(from);
      await expect(changeRecordingStatus(t.database.db, row, to, {}, new Date())).rejects.toThrow(
        RecordingStatusError,
      );
      expect(await statusOf(row.id)).toBe(from);
    },
  );

  it('does nothing when the row moved on since it was read', async () => {
    const row = await rowIn('Processing');
    await changeRecordingStatus(t.database.db, row, 'DeletedByUser', {}, new Date());
    expect(await changeRecordingStatus(t.database.db, row, 'SavedToS3', {}, new Date())).toBe(
      undefined,
    );
    expect(await statusOf(row.id)).toBe('DeletedByUser');
  });
});
