// What the deletion and download tests share: a client with a past meeting, its charge, intake
// answers, a review, a vault file and a recording in the store, and a way to sign in with a password.
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/accounts/passwords';
import { users } from '../../db/schema/accounts';
import { events } from '../../db/schema/booking';
import { recordings } from '../../db/schema/recordings';
import { reviews } from '../../db/schema/reviews';
import { vaultFiles } from '../../db/schema/vault';
import type { TestApp } from '../../testing/test-app';
import type { TestClock } from '../../testing/test-clock';
import { advisorCaller, bookMeeting, openSlots, signedInCaller } from '../../testing/test-booking';

export const SLUG = 'thomas-nguyen';
export const PASSWORD = 'a long and private passphrase';

const put = (t: TestApp, key: string, text: string, contentType: string) =>
  t.app.services.storage.put(key, Readable.from(Buffer.from(text)), {
    contentType,
    maxBytes: 1_000_000,
  });

/** A client whose meeting has ended (the clock moves past it), with every kind of record. */
export async function clientWithHistory(t: TestApp, clock: TestClock) {
  const client = await signedInCaller(t, ['Consumer']);
  await t.database.db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, client.user.id));
  const slots = await openSlots(t.app, SLUG, 21);
  const slot = slots[Math.floor(Math.random() * slots.length)]!;
  const { eventId } = await bookMeeting(t.app, client, SLUG, slot.start);
  const [event] = await t.database.db.select().from(events).where(eq(events.id, eventId));
  await t.database.db
    .update(events)
    .set({ notes: 'Max out the 401(k) match first.', notesSentAt: event!.endsAt })
    .where(eq(events.id, eventId));
  const [advisor] = await t.database.db
    .select({ advisorId: events.advisorId })
    .from(events)
    .where(eq(events.id, eventId));
  await t.database.db.insert(reviews).values({
    advisorId: advisor!.advisorId,
    consumerId: client.user.id,
    eventId,
    reviewerName: client.user.fullName,
    rating: 5,
    title: 'Clear and kind',
    body: 'Answered every question.',
  });
  const fileKey = `vault/${client.user.id}/${crypto.randomUUID()}`;
  await put(t, fileKey, 'tax return 2025', 'application/pdf');
  await t.database.db.insert(vaultFiles).values({
    ownerId: client.user.id,
    name: 'Tax return 2025.pdf',
    storageKey: fileKey,
    contentType: 'application/pdf',
    sizeBytes: 15,
  });
  const recordingKey = `recordings/${eventId}/${crypto.randomUUID()}`;
  await put(t, recordingKey, 'video bytes', 'video/mp4');
  await t.database.db.insert(recordings).values({
    eventId,
    status: 'SavedToS3',
    source: 'upload',
    storageKey: recordingKey,
    contentType: 'video/mp4',
    sizeBytes: 11,
  });
  clock.set(new Date(event!.endsAt.getTime() + 3_600_000));
  return { client, eventId, fileKey, recordingKey };
}

export { advisorCaller };
