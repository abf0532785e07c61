// How the compliance report page writes days and statuses (docs/product.md#compliance-report).

/** An instant as its day in the advisor's zone ('Nov 27, 2026'). */
export function dayFormatter(timeZone: string) {
  const format = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  });
  return (instant: string) => format.format(new Date(instant));
}

/** A calendar day (yyyy-MM-dd) as written, whatever the reader's zone ('Nov 27, 2026'). */
export const plainDay = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

export const status = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
