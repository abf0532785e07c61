// Reading meetings: one meeting, the client's and the advisor's lists (upcoming soonest first,
// past newest first), the admin's pages with history, and a meeting for its calendar file.
import type { Db } from '../../db/client';
import type { RequestUser } from '../../auth/access/request-user';
import type {
  AdminEvent,
  AdminEventPage,
  AdminEventsQuery,
  Meeting,
  MeetingList,
} from '../../../shared/contracts/booking';
import { MEETING_MESSAGES } from '../../../shared/contracts/booking';
import { CONSOLE_SEARCH_RESULTS } from '../../../shared/constants';
import { pageOf } from '../../db/paged-query';
import { adminActionsOf } from './meeting-view';
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

    /** The console's meetings table: filtered, searched by people, sorted, one page. */
    async listAdminEvents(user: RequestUser, query: AdminEventsQuery): Promise<AdminEventPage> {
      const filter = { when: query.filter, now: now(), search: query.q };
      return pageOf(query, {
        rows: async (limit, offset) =>
          viewsOf(
            await listEventRecords(db, filter, {
              order: query.dir,
              sort: query.sort,
              limit,
              offset,
            }),
            user,
          ),
        total: () => countEvents(db, filter),
      });
    },

    /** The spec's search-events call: the newest meetings whose people or id match the text. */
    async searchAdminEvents(user: RequestUser, text: string): Promise<Meeting[]> {
      const filter = { when: 'all' as const, now: now(), search: text.trim() };
      return viewsOf(
        await listEventRecords(db, filter, { order: 'desc', limit: CONSOLE_SEARCH_RESULTS }),
        user,
      );
    },

    async getAdminEvent(user: RequestUser, eventId: string): Promise<AdminEvent> {
      const { record } = await visibleRecord(user, eventId);
      const meeting = await viewOf(eventId, user);
      const history = await listStatusChanges(db, eventId);
      return {
        ...meeting,
        history: history.map((change) => ({ ...change, at: change.at.toISOString() })),
        adminActions: adminActionsOf(record, now()),
      };
    },

    /** A calendar file of the meeting for its client or advisor. */
    async calendarRecord(user: RequestUser, eventId: string): Promise<EventRecord> {
      return (await visibleRecord(user, eventId)).record;
    },
  };
}
