// An advisor's next open time in the viewer's own time zone, named. Clock and zone differ
// between server and browser, so the server and the hydrating render show a neutral line and
// the time appears right after hydration.
import { showsNextAvailability } from '../../../shared/format';
import { useHydrated } from '../../ui/use-hydrated';
import classes from './advisor-profile-page.module.css';

const openingFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** 'Friday, November 27 at 6:00 AM EST' in the viewer's zone. */
export function formatOpening(iso: string): string {
  return openingFormat.format(new Date(iso)).replace(/, (\d{1,2}:\d{2})/, ' at $1');
}

export function NextOpening({ iso }: { iso: string | null }) {
  const hydrated = useHydrated();
  const open = hydrated && iso !== null && showsNextAvailability(iso, new Date());
  let time;
  if (!hydrated) time = <span className={classes.openingTime}>Checking the calendar…</span>;
  else if (open && iso !== null) {
    time = (
      <time dateTime={iso} className={classes.openingTime}>
        {formatOpening(iso)}
      </time>
    );
  } else time = <span className={classes.openingTime}>No open times right now</span>;
  return (
    <p className={classes.opening}>
      <span
        className={open ? `${classes.dot} ${classes.dotOpen}` : classes.dot}
        aria-hidden="true"
      />
      <span>
        <span className={classes.openingLabel}>Next available</span>
        {time}
      </span>
    </p>
  );
}
