// The advisor's next few open times, in the viewer's zone (named), each linking to booking it.
// Fetched after hydration: times depend on the viewer's clock and zone and change with bookings.
import { Link } from 'react-router';
import { Skeleton } from '@mantine/core';
import { BOOKING_PAGES } from '../../../shared/routes/booking';
import { useOpenSlots } from '../availability/availability-api';
import { useHydrated } from '../../ui/use-hydrated';
import classes from './parts/open-times.module.css';

const SHOWN = 6;
const WINDOW_DAYS = 14;

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const zoneFormat = new Intl.DateTimeFormat('en-US', { timeZoneName: 'long' });

function zoneName(date: Date): string {
  return zoneFormat.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? '';
}

export function OpenTimes({ slug }: { slug: string }) {
  const hydrated = useHydrated();
  const { data, isError } = useOpenSlots(slug, WINDOW_DAYS, hydrated);
  if (!hydrated || (!data && !isError)) {
    return (
      <div className={classes.grid} aria-busy="true" aria-label="Loading open times">
        {Array.from({ length: SHOWN }, (_, index) => (
          <Skeleton key={index} height={52} radius="md" />
        ))}
      </div>
    );
  }
  if (isError || !data) {
    return (
      <p className={classes.note}>Open times could not be loaded. Pick a time to see them all.</p>
    );
  }
  const slots = data.slots.slice(0, SHOWN);
  if (slots.length === 0) {
    return <p className={classes.note}>No open times in the next {WINDOW_DAYS} days.</p>;
  }
  const first = new Date(slots[0]!.start);
  return (
    <>
      <ul className={classes.grid} aria-label="Next open times">
        {slots.map((slot) => {
          const start = new Date(slot.start);
          return (
            <li key={slot.start}>
              <Link
                to={`${BOOKING_PAGES.bookHour(slug)}?start=${encodeURIComponent(slot.start)}`}
                className={classes.slot}
              >
                <span className={classes.day}>{dayFormat.format(start)}</span>
                <time dateTime={slot.start} className={classes.time}>
                  {timeFormat.format(start)}
                </time>
              </Link>
            </li>
          );
        })}
      </ul>
      <p className={classes.note}>Times in {zoneName(first)}.</p>
    </>
  );
}
