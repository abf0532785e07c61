// The figures on Advisor Home: meetings this week (a Monday-first week in the advisor's own
// zone) and meetings still waiting for their notes.
import type { Meeting } from '../../../shared/contracts/booking';
import { needsNotes } from '../../../shared/domain/event-status';
import { addDays, zonedDate } from '../../../shared/time-zones';
import { mondayOf } from '../../features/meetings/slot-days';

/** Upcoming meetings that start in the current week, Monday to Sunday, in each meeting's advisor zone. */
export function meetingsThisWeek(upcoming: readonly Meeting[], now: Date): Meeting[] {
  return upcoming.filter((meeting) => {
    const zone = meeting.advisor.timeZone;
    const monday = mondayOf(zonedDate(now, zone));
    const date = zonedDate(new Date(meeting.start), zone);
    return date >= monday && date <= addDays(monday, 6);
  });
}

/** Past meetings that took place and still wait for the advisor's notes. */
export function meetingsNeedingNotes(past: readonly Meeting[]): Meeting[] {
  return past.filter((meeting) => needsNotes(meeting.status) && meeting.notesSentAt === null);
}
