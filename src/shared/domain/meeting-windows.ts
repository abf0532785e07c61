// Which preferred meeting time (docs/product.md#matching) an instant falls in, read on the
// visitor's own clock: weekday mornings, afternoons or evenings, or the weekend.
import { MEETING_WINDOWS } from '../contracts/matching';
import type { MeetingWindow } from '../contracts/matching';
import { isoWeekday, zonedDate, zonedParts } from '../time-zones';

const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export interface WindowedTime {
  window: MeetingWindow;
  /** 'Tuesday', in the visitor's zone. */
  weekday: string;
}

/** The window `instant` falls in for someone in `timeZone`, or null (early morning, late night). */
export function meetingWindowOf(instant: Date, timeZone: string): WindowedTime | null {
  const weekdayNumber = isoWeekday(zonedDate(instant, timeZone));
  const weekday = WEEKDAY_NAMES[weekdayNumber - 1] ?? WEEKDAY_NAMES[0];
  const { hour } = zonedParts(instant, timeZone);
  const weekend = weekdayNumber >= 6;
  const found = MEETING_WINDOWS.find(
    (window) =>
      (window.value === 'weekends') === weekend && hour >= window.fromHour && hour < window.toHour,
  );
  return found ? { window: found.value, weekday } : null;
}

/** "Tuesday mornings", or "Saturdays" for the weekend. */
export function describeWindowedTime({ window, weekday }: WindowedTime): string {
  if (window === 'weekends') return `${weekday}s`;
  const label = MEETING_WINDOWS.find((each) => each.value === window)?.label ?? window;
  return `${weekday} ${label.toLowerCase()}`;
}
