// The slot engine: open slots of one advisor from their rules and what is already booked. Pure
// (no database, no clock): the caller passes `from` (now) and the busy intervals.
import type { AvailabilityRules, LocalInterval } from '../../../shared/domain/availability';
import { addDays, isoWeekday, zonedDate, zonedTimeToEpochMs } from '../../../shared/time-zones';

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

export interface TimeRange {
  start: Date;
  end: Date;
}

export interface OpenSlotsInput {
  rules: AvailabilityRules;
  /** Active events and holds of the advisor, in any order; they may overlap. */
  busy: readonly TimeRange[];
  /** Now: minimum notice and horizon count from here. */
  from: Date;
  /** Optional end of the window asked for (a week view): slots start before it. */
  until?: Date;
}

interface Span {
  start: number;
  end: number;
}

/** Time off and busy intervals (widened by the buffer), sorted and merged into disjoint spans. */
function blockedSpans(rules: AvailabilityRules, busy: readonly TimeRange[]): Span[] {
  const bufferMs = rules.bufferMinutes * MS_PER_MINUTE;
  const spans: Span[] = [];
  for (const off of rules.timeOff) {
    spans.push({ start: Date.parse(off.start), end: Date.parse(off.end) });
  }
  for (const range of busy) {
    spans.push({ start: range.start.getTime() - bufferMs, end: range.end.getTime() + bufferMs });
  }
  spans.sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

function byStart(a: LocalInterval, b: LocalInterval): number {
  return a.start < b.start ? -1 : a.start > b.start ? 1 : 0;
}

/**
 * Open slots in time order. Each local day's working intervals (an override replaces the weekly
 * hours of its date) are cut into slots of `slotMinutes` of elapsed time from the interval's
 * start, so 09:00–17:00 gives 09:00 … 16:00 local whatever the UTC offset is that day. A slot is
 * dropped when it touches time off, comes within the buffer of a busy interval, starts before
 * from + minimum notice, after from + horizon, or at/after `until`.
 */
export function computeOpenSlots({ rules, busy, from, until }: OpenSlotsInput): TimeRange[] {
  const slotMs = rules.slotMinutes * MS_PER_MINUTE;
  const earliestStart = from.getTime() + rules.minimumNoticeMinutes * MS_PER_MINUTE;
  const horizonEnd = from.getTime() + rules.horizonDays * MS_PER_DAY;
  const latestStart = until ? Math.min(horizonEnd, until.getTime() - 1) : horizonEnd;
  if (slotMs <= 0 || latestStart < earliestStart) return [];

  const blocked = blockedSpans(rules, busy);
  const overrides = new Map(rules.overrides.map((o) => [o.date, o.intervals]));
  const slots: TimeRange[] = [];
  let b = 0; // sweep position in `blocked`: slots are produced in time order

  const lastDate = zonedDate(latestStart, rules.timeZone);
  for (let date = zonedDate(earliestStart, rules.timeZone); date <= lastDate;) {
    const weekday = isoWeekday(date) as keyof AvailabilityRules['weekly'];
    const intervals = overrides.get(date) ?? rules.weekly[weekday] ?? [];
    for (const interval of intervals.length > 1 ? [...intervals].sort(byStart) : intervals) {
      const intervalEnd = zonedTimeToEpochMs(date, interval.end, rules.timeZone);
      let start = zonedTimeToEpochMs(date, interval.start, rules.timeZone);
      for (; start + slotMs <= intervalEnd && start <= latestStart; start += slotMs) {
        if (start < earliestStart) continue;
        const end = start + slotMs;
        while (b < blocked.length && (blocked[b]?.end ?? 0) <= start) b++;
        const next = blocked[b];
        if (next && next.start < end) continue;
        slots.push({ start: new Date(start), end: new Date(end) });
      }
    }
    date = addDays(date, 1);
  }
  return slots;
}
