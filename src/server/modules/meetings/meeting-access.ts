// Who may see a meeting and how it reads to them: its client, its advisor and admins; everyone
// else is told it does not exist. Shared by the meeting lists and the meeting changes.
import type { Db } from '../../db/client';
import type { RequestUser } from '../../auth/access/request-user';
import type { PaymentsService } from '../payments/payments.service';
import type { Meeting } from '../../../shared/contracts/booking';
import { AppError } from '../../../shared/errors';
import { findEventRecord } from './events.repository';
import type { EventRecord } from './events.repository';
import { actorsOf, toMeeting } from './meeting-view';
import type { MeetingActor } from './meeting-view';

export type MeetingAccess = ReturnType<typeof createMeetingAccess>;

export function createMeetingAccess({
  db,
  payments,
  now,
}: {
  db: Db;
  payments: PaymentsService;
  now: () => Date;
}) {
  /** The meeting if the user is its client, its advisor or an admin; otherwise it "does not exist". */
  async function visibleRecord(
    user: RequestUser,
    eventId: string,
  ): Promise<{ record: EventRecord; actors: MeetingActor[] }> {
    const record = await findEventRecord(db, eventId);
    const actors = record ? actorsOf(record, user) : [];
    if (!record || actors.length === 0) throw new AppError('notFound');
    return { record, actors };
  }

  async function viewsOf(records: EventRecord[], user: RequestUser): Promise<Meeting[]> {
    const refunds = await payments.refundsOfEvents(records.map((record) => record.event.id));
    const byEvent = new Map(refunds.map((refund) => [refund.eventId, refund]));
    const at = now();
    return records.map((record) =>
      toMeeting(record, actorsOf(record, user), byEvent.get(record.event.id), at),
    );
  }

  async function viewOf(eventId: string, user: RequestUser): Promise<Meeting> {
    const { record } = await visibleRecord(user, eventId);
    const [meeting] = await viewsOf([record], user);
    return meeting!;
  }

  async function freshRecord(eventId: string): Promise<EventRecord> {
    const record = await findEventRecord(db, eventId);
    if (!record) throw new AppError('notFound');
    return record;
  }

  return { visibleRecord, viewsOf, viewOf, freshRecord };
}
