// Reading meetings: one meeting, the client's and the advisor's lists (upcoming soonest first,
// past newest first), the admin's pages with history, and a meeting for its calendar file.
import type { Db } from '../../db/client';
import type { RequestUser } from '../../auth/access/request-user';
import type {
  AdminEvent,
  AdminEventPage,
  AdminEventsQuery,
  MeetingList,
} from '../../../shared/contracts/booking';
import { ADMIN_EVENT_PAGE_SIZE, MEETING_MESSAGES } from '../../../shared/contracts/booking';
import { AppError } from '../../../shared/errors';
import { countEvents, listEventRecords, listStatusChanges } from './events.repository';
import type { EventRecord } from './events.repository';
import type { MeetingAccess } from './meeting-access';
import type { FindAdvisorOfUser } from '../availability/availability.service';

const MEETING_LIST_LIMIT = 200;

export function createMeetingLists(
  deps: { db: Db; findAdvisorOfUser: FindAdvisorOfUser; now: () => Date },
  access: MeetingAccess,
) {
  const { db, now } = deps;
  const { visibleRecord, viewsOf, viewOf } = access;

  async function listBoth(
    whose: { clientId: string } | { advisorId: string },
    user: RequestUser,
  ): Promise<MeetingList> {
    const at = now();
    const [upcoming, past] = await Promise.all([
      listEventRecords(
        db,
        { ...whose, when: 'upcoming', now: at },
        { order: 'asc', limit: MEETING_LIST_LIMIT },
      ),
      listEventRecords(
        db,
        { ...whose, when: 'past', now: at },
        { order: 'desc', limit: MEETING_LIST_LIMIT },
      ),
    ]);
    return { upcoming: await viewsOf(upcoming, user), past: await viewsOf(past, user) };
  }

  return {
    getMeeting: (user: RequestUser, eventId: string) => viewOf(eventId, user),

    /** The signed-in client's meetings: upcoming soonest first, past newest first. */
    async listClientMeetings(user: RequestUser): Promise<MeetingList> {
      return listBoth({ clientId: user.id }, user);
    },

    /** The signed-in advisor's meetings, the same way round. */
    async listAdvisorMeetings(user: RequestUser): Promise<MeetingList> {
      const advisor = await deps.findAdvisorOfUser(user.id);
      if (!advisor) throw new AppError('notFound', MEETING_MESSAGES.noAdvisorProfile);
      return listBoth({ advisorId: advisor.id }, user);
    },

    async listAdminEvents(user: RequestUser, query: AdminEventsQuery): Promise<AdminEventPage> {
      const filter = { when: query.filter, now: now() };
      const [records, total] = await Promise.all([
        listEventRecords(db, filter, {
          order: query.filter === 'upcoming' ? 'asc' : 'desc',
          limit: ADMIN_EVENT_PAGE_SIZE,
          offset: (query.page - 1) * ADMIN_EVENT_PAGE_SIZE,
        }),
        countEvents(db, filter),
      ]);
      return {
        events: await viewsOf(records, user),
        total,
        page: query.page,
        pageSize: ADMIN_EVENT_PAGE_SIZE,
      };
    },

    async getAdminEvent(user: RequestUser, eventId: string): Promise<AdminEvent> {
      const meeting = await viewOf(eventId, user);
      const history = await listStatusChanges(db, eventId);
      return {
        ...meeting,
        history: history.map((change) => ({ ...change, at: change.at.toISOString() })),
      };
    },

    /** A calendar file of the meeting for its client or advisor. */
    async calendarRecord(user: RequestUser, eventId: string): Promise<EventRecord> {
      return (await visibleRecord(user, eventId)).record;
    },
  };
}
