// How the admin's Plan and Ongoing tables write days and amounts.

/** 'Mar 15, 2027' for a calendar day ('2027-03-15'), read as that day wherever the browser is. */
export function formatDay(day: string | null): string {
  if (!day) return '—';
  const date = new Date(day.length === 10 ? `${day}T12:00:00Z` : day);
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleDateString('en-US', {
    timeZone: day.length === 10 ? 'UTC' : undefined,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

/** A fresh reload id for an edit page's link: the page opens anew each time. */
export const freshReloadId = () => Date.now().toString(36);
