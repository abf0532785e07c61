// A checkout that can no longer be completed: given back, lapsed and taken, lost while paying,
// or not found at all. Each says what happened and offers the way on.
import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { buildAdvisorResultsUrl } from '../../../shared/advisor-search-url';
import { BOOKING_MESSAGES } from '../../../shared/contracts/booking';
import type { Checkout } from '../../../shared/contracts/booking';
import { ERROR_MESSAGES } from '../../../shared/errors';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { BOOKING_PAGES } from '../../../shared/routes/booking';
import classes from './checkout-page.module.css';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={classes.closed} aria-labelledby="closed-title">
      <p className={classes.eyebrow}>Complete your booking</p>
      <h1 id="closed-title" className={classes.closedTitle}>
        {title}
      </h1>
      {children}
    </section>
  );
}

export function CheckoutNotFound() {
  return (
    <Panel title="We couldn’t find this booking">
      <p>
        The link may be out of date, or the booking belongs to another account. Your meetings are
        always in My Account.
      </p>
      <div className={classes.closedActions}>
        <Button component={Link} to={AREA_ROOTS.account}>
          Go to My Account
        </Button>
        <Button component={Link} to={buildAdvisorResultsUrl({ filters: [] })} variant="default">
          Browse advisors
        </Button>
      </div>
    </Panel>
  );
}

export function CheckoutClosed({
  checkout,
  message,
}: {
  checkout: Checkout;
  /** What the server said when the time was lost, if that is how the page got here. */
  message: string | null;
}) {
  const first = checkout.advisor.name.split(' ')[0] ?? checkout.advisor.name;
  const released = checkout.status === 'released' && !message;
  const refunded = checkout.status === 'refunded' ? BOOKING_MESSAGES.timeLostRefunded : null;
  return (
    <Panel title={released ? 'You gave this time back' : 'This time is no longer held'}>
      <p>
        {released
          ? `The time is free for others again. You can choose a new time with ${first} whenever you like.`
          : (message ?? refunded ?? ERROR_MESSAGES.holdExpired)}
      </p>
      <div className={classes.closedActions}>
        <Button component={Link} to={BOOKING_PAGES.bookHour(checkout.advisor.slug)}>
          Choose a time with {first}
        </Button>
        <Button
          component={Link}
          to={ADVISOR_PAGES.profile(checkout.advisor.slug)}
          variant="default"
        >
          View {first}’s profile
        </Button>
      </div>
    </Panel>
  );
}
