// /advisor/:slug/book: choose a time for The Hour. The advisor and the promises on top, the week
// calendar of open times in the viewer's zone, and the chosen time with Continue beside it.
// `?start=` preselects a time (the profile links each open time here); `?tz=` keeps a zone the
// visitor picked across logging in.
import { useState } from 'react';
import { Button, Loader } from '@mantine/core';
import { Alert } from '../../ui/alert';
import { Link, useParams } from 'react-router';
import { buildAdvisorResultsUrl } from '../../../shared/advisor-search-url';
import type { AdvisorProfile } from '../../../shared/contracts/advisors';
import { isAppError } from '../../../shared/errors';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { BOOKING_PAGES } from '../../../shared/routes/booking';
import { isValidTimeZone } from '../../../shared/time-zones';
import { useAdvisorProfile } from '../../features/advisors/advisors-api';
import { useSlotWindows } from '../../features/booking/booking-api';
import { viewerTimeZone } from '../../ui/viewer-time-zone';
import { similarAdvisorsUrl } from '../../features/booking/booking-summary';
import { BookingHeader, BookingHeaderSkeleton } from '../../features/booking/booking-header';
import { SelectionPanel } from '../../features/booking/selection-panel';
import { mergeSlots, sameInstant } from '../../features/booking/slot-weeks';
import { TimeChooser } from '../../features/booking/time-chooser';
import { useHoldTime } from '../../features/booking/use-hold-time';
import { ResidenceField } from '../../features/booking/residence-field';
import { ResidenceRefusal } from '../../features/booking/residence-refusal';
import { useResidence } from '../../features/booking/use-residence';
import { useAddressParams } from '../../ui/use-address-params';
import { useRunOnce } from '../../ui/use-run-once';
import { isOutsideUs } from '../../../shared/contracts/residence';
import { residenceNotServedMessage } from '../../../shared/errors';
import { stateName } from '../../../shared/us-states';
import classes from './book-hour-page.module.css';

export const TIME_GONE_MESSAGE =
  'The time you picked is no longer open. Please choose another from the calendar.';

/** Query parameters of a return from sign-in (ADR 0054): where the client lives, and hold now. */
const RESIDENCE_PARAM = 'residence';
const HOLD_PARAM = 'hold';

function returnUrlFor(slug: string, start: string, timeZone: string, residence: string): string {
  const zone = timeZone === viewerTimeZone() ? '' : `&tz=${encodeURIComponent(timeZone)}`;
  const lives = residence ? `&${RESIDENCE_PARAM}=${encodeURIComponent(residence)}` : '';
  return `${BOOKING_PAGES.bookHour(slug)}?start=${encodeURIComponent(start)}${zone}${lives}&${HOLD_PARAM}=1`;
}

function NotTakingClients({ advisor }: { advisor: AdvisorProfile }) {
  return (
    <div className={classes.closed}>
      <h2 className={classes.closedTitle}>Not taking new clients</h2>
      <p>
        {advisor.firstName} isn’t accepting new clients right now, so booking is closed. Many of our
        advisors share the same specialities.
      </p>
      <div className={classes.actions}>
        <Button component={Link} to={similarAdvisorsUrl(advisor)}>
          Find a similar advisor
        </Button>
        <Button component={Link} to={ADVISOR_PAGES.profile(advisor.slug)} variant="default">
          Back to {advisor.firstName}’s profile
        </Button>
      </div>
    </div>
  );
}

function BookHour({ advisor }: { advisor: AdvisorProfile }) {
  const [params, keepInAddress] = useAddressParams();
  const requested = params.get('start');
  const [timeZone, setTimeZone] = useState(() => {
    const linked = params.get('tz');
    return linked && isValidTimeZone(linked) ? linked : viewerTimeZone();
  });
  const [choice, setChoice] = useState<string | null>(requested);
  const query = useSlotWindows(advisor.slug);
  const hold = useHoldTime(advisor.slug);
  const residence = useResidence(hold.signedIn, params.get(RESIDENCE_PARAM));

  const slots = query.data ? mergeSlots(query.data.pages.map((page) => page.slots)) : [];
  const chosen = choice ? (slots.find((slot) => sameInstant(slot.start, choice)) ?? null) : null;
  const requestedGone =
    query.isSuccess && requested !== null && choice === requested && chosen === null;

  // The chosen time, zone and state stay in the page's address, so leaving to log in or register
  // by any link, or reloading, comes back to them.
  const choose = (start: string) => {
    setChoice(start);
    keepInAddress({ start });
    hold.clearProblem();
  };
  const proceed = (replace = false) => {
    if (!chosen) return;
    const lives = residence.value;
    if (residence.asked && !lives) {
      residence.setMissing(true);
      return;
    }
    // The profile says which states the advisor serves: no need to sign in to be told no.
    if (lives && !isOutsideUs(lives) && !advisor.states.includes(lives)) {
      hold.refuse({ message: residenceNotServedMessage(stateName(lives)), notServed: lives });
      return;
    }
    hold.proceed({
      start: chosen.start,
      timeZone,
      returnUrl: returnUrlFor(advisor.slug, chosen.start, timeZone, lives),
      onTaken: () => {
        setChoice(null);
        keepInAddress({ start: null });
      },
      ...(residence.stated ? { residence: residence.stated } : {}),
      replace,
    });
  };

  // Back from signing in: hold the time once, and the checkout replaces this page in history.
  const returning = params.get(HOLD_PARAM) !== null;
  useRunOnce(returning && hold.signedIn && query.isSuccess && residence.ready, () => {
    keepInAddress({ [HOLD_PARAM]: null });
    if (chosen) proceed(true);
  });

  const problem = hold.problem ? (
    hold.problem.notServed !== undefined ? (
      <ResidenceRefusal message={hold.problem.message} state={hold.problem.notServed} />
    ) : (
      hold.problem.message
    )
  ) : requestedGone ? (
    TIME_GONE_MESSAGE
  ) : null;

  return (
    <div className={classes.layout}>
      <div className={classes.main}>
        <TimeChooser
          advisor={advisor}
          query={query}
          timeZone={timeZone}
          onTimeZone={(zone) => {
            setTimeZone(zone);
            keepInAddress({ tz: zone === viewerTimeZone() ? null : zone });
          }}
          choice={chosen?.start ?? null}
          onChoose={(slot) => choose(slot.start)}
        />
      </div>
      <aside className={classes.aside} aria-label="Your booking">
        <SelectionPanel
          advisor={advisor}
          slot={chosen}
          timeZone={timeZone}
          problem={problem}
          residenceField={
            residence.asked ||
            hold.problem?.askResidence ||
            hold.problem?.notServed !== undefined ? (
              <ResidenceField
                advisor={advisor}
                value={residence.value}
                onChange={(value) => {
                  residence.choose(value);
                  keepInAddress({ [RESIDENCE_PARAM]: value || null });
                  hold.clearProblem();
                }}
                error={residence.missing ? 'Choose where you live.' : null}
              />
            ) : undefined
          }
          signedIn={hold.signedIn}
          busy={hold.pending || hold.authLoading || (returning && hold.signedIn)}
          onContinue={() => proceed()}
        />
      </aside>
    </div>
  );
}

function ProfileProblem({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  return (
    <div className={classes.problem}>
      <Alert
        color={notFound ? 'gray' : 'red'}
        variant="light"
        role="alert"
        title={notFound ? 'We couldn’t find that advisor' : 'The advisor could not be loaded'}
      >
        <p className={classes.problemText}>
          {notFound
            ? 'The link may be out of date. Browse our advisors to find the right one for you.'
            : 'Something went wrong on our side. Please try again.'}
        </p>
        {notFound ? (
          <Button component={Link} to={buildAdvisorResultsUrl({ filters: [] })}>
            Browse advisors
          </Button>
        ) : (
          <Button onClick={onRetry}>Try again</Button>
        )}
      </Alert>
    </div>
  );
}

export default function BookHourPage() {
  const slug = useParams().slug ?? '';
  const profile = useAdvisorProfile(slug);
  if (profile.isPending) {
    return (
      <div className={classes.page}>
        <BookingHeaderSkeleton />
        <div className={classes.loading}>
          <Loader color="brand" aria-label="Loading the calendar" />
        </div>
      </div>
    );
  }
  if (!profile.data) {
    const notFound = isAppError(profile.error) && profile.error.status === 404;
    return <ProfileProblem notFound={notFound} onRetry={() => void profile.refetch()} />;
  }
  const advisor = profile.data;
  return (
    <div className={classes.page}>
      <BookingHeader advisor={advisor} />
      {advisor.acceptingClients ? (
        <BookHour advisor={advisor} />
      ) : (
        <NotTakingClients advisor={advisor} />
      )}
    </div>
  );
}
