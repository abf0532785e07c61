// What another module may do with the meeting records: create a paid meeting inside its own
// transaction (the checkout's completion) and read one back with the people around it.
import type { Db } from '../../db/client';
import type { Event, NewEvent } from '../../db/schema/booking';
import { findEventRecord, insertEvent, recordStatusChange } from './events.repository';
import type { EventRecord } from './events.repository';

/** Creates an Active meeting and records who booked it and how it was paid, in `tx`. */
export async function insertBookedMeeting(
  tx: Db,
  values: Omit<NewEvent, 'status'>,
  booked: { actorId: string; reason: string; at: Date },
): Promise<Event> {
  const event = await insertEvent(tx, { ...values, status: 'Active' });
  await recordStatusChange(tx, {
    eventId: event.id,
    fromStatus: null,
    toStatus: 'Active',
    action: 'book',
    actorId: booked.actorId,
    reason: booked.reason,
    at: booked.at,
  });
  return event;
}

export const findMeetingRecord = (db: Db, eventId: string): Promise<EventRecord | undefined> =>
  findEventRecord(db, eventId);
