// The day a file arrived, short and with the year ('Mar 20, 2026'), in the viewer's zone.

const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatFileDate(instant: string, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone,
    });
    formatters.set(timeZone, formatter);
  }
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? '' : formatter.format(date);
}
