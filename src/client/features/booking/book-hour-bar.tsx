// The "Book The Hour" bar of an advisor's profile on phones (docs/product.md#booking): the price,
// the next open time and the way to book stay in reach at the bottom of a long page. It steps
// aside while the booking box of the page is on screen, so the two never show at once; on wide
// screens the booking box itself is sticky and this bar is not shown. Only for an advisor who
// takes new clients.
import { useEffect, useState } from 'react';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import type { AdvisorProfile } from '../../../shared/contracts/advisors';
import { formatHourlyRate, showsNextAvailability } from '../../../shared/format';
import { formatClockTime, formatMeetingTimeShort } from '../../../shared/meeting-time';
import { BOOKING_PAGES } from '../../../shared/routes/booking';
import { useHydrated } from '../../ui/use-hydrated';
import { viewerTimeZone } from '../../ui/viewer-time-zone';
import classes from './parts/book-hour-bar.module.css';

export interface BookHourBarProps {
  advisor: Pick<
    AdvisorProfile,
    'slug' | 'firstName' | 'hourlyRate' | 'nextAvailability' | 'acceptingClients'
  >;
  /** The id of the page's own booking box: while it shows, the bar is not needed. */
  bookingBoxId?: string;
}

function useBoxInView(id: string | undefined): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const box = id ? document.getElementById(id) : null;
    if (!box || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) =>
      setInView(entry?.isIntersecting ?? false),
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [id]);
  return inView;
}

function NextTime({ iso }: { iso: string | null }) {
  const hydrated = useHydrated();
  // The clock and zone differ between server and browser: the time shows after hydration.
  if (!hydrated) return <span className={classes.next}>The Hour · one-hour video meeting</span>;
  if (iso === null || !showsNextAvailability(iso, new Date())) {
    return <span className={classes.next}>See open times</span>;
  }
  // The viewer's own zone, so it goes unnamed; the full time is in the title.
  const zone = viewerTimeZone();
  return (
    <span className={classes.next}>
      Next:{' '}
      <time dateTime={iso} title={formatMeetingTimeShort(iso, zone)}>
        {shortOpening(iso, zone)}
      </time>
    </span>
  );
}

const WEEK_MS = 6 * 86_400_000;

/** 'Mon 8:00 AM' within the week, else 'Dec 9, 8:00 AM': short enough for a 390 px bar. */
function shortOpening(iso: string, zone: string): string {
  const at = new Date(iso);
  const soon = at.getTime() - Date.now() < WEEK_MS;
  const day = new Intl.DateTimeFormat(
    'en-US',
    soon
      ? { weekday: 'short', timeZone: zone }
      : { month: 'short', day: 'numeric', timeZone: zone },
  ).format(at);
  return `${day}${soon ? '' : ','} ${formatClockTime(iso, zone)}`;
}

export function BookHourBar({ advisor, bookingBoxId }: BookHourBarProps) {
  const boxInView = useBoxInView(bookingBoxId);
  if (!advisor.acceptingClients) return null;
  return (
    <div
      className={boxInView ? `${classes.bar} ${classes.away}` : classes.bar}
      role="region"
      aria-label={`Book The Hour with ${advisor.firstName}`}
      inert={boxInView}
    >
      <p className={classes.summary}>
        <span className={classes.price}>
          <strong>{formatHourlyRate(advisor.hourlyRate)}</strong> The Hour
        </span>
        <NextTime iso={advisor.nextAvailability} />
      </p>
      <Button
        component={Link}
        to={BOOKING_PAGES.bookHour(advisor.slug)}
        size="md"
        className={classes.action}
      >
        Book The Hour
      </Button>
    </div>
  );
}
