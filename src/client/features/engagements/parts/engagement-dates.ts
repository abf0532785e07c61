// Dates of an engagement as the portal shows them: calendar days (YYYY-MM-DD) in words, and where
// today falls in a Plan's weeks.
const DAY_MS = 86_400_000;

/** 'March 3, 2027' for a calendar day, whatever the viewer's zone. */
export function formatDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Today's calendar day where the viewer is. */
export function today(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** The week (1-based) `day` falls in from `startsOn`: 0 before the start, above `weeks` after. */
export function weekOf(startsOn: string, day: string): number {
  const days = Math.round(
    (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${startsOn}T00:00:00Z`)) / DAY_MS,
  );
  return days < 0 ? 0 : Math.floor(days / 7) + 1;
}
