// What the availability page shows before the form: loading, a failure, or an account that has
// no advisor profile to hold availability.
import { Button, Skeleton } from '@mantine/core';
import { Link } from 'react-router';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { SITE_PAGES } from '../../../shared/routes/site';
import classes from './parts/availability-states.module.css';

export function AvailabilitySkeleton() {
  return (
    <div className={classes.skeleton} aria-busy="true" aria-label="Loading your availability">
      <Skeleton height={96} radius="lg" />
      <Skeleton height={420} radius="lg" />
      <div className={classes.skeletonColumns}>
        <Skeleton height={180} radius="lg" />
        <Skeleton height={180} radius="lg" />
      </div>
    </div>
  );
}

export function AvailabilityLoadError({
  onRetry,
  retrying,
}: {
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div className={classes.card} role="alert">
      <h2 className={classes.title}>Your availability could not be loaded</h2>
      <p className={classes.text}>
        Something went wrong on our side or with the connection. Your saved hours are safe.
      </p>
      <div className={classes.actions}>
        <Button onClick={onRetry} loading={retrying}>
          Try again
        </Button>
      </div>
    </div>
  );
}

export function NoAdvisorProfile() {
  return (
    <div className={classes.card}>
      <h2 className={classes.title}>There is no advisor profile on this account yet</h2>
      <p className={classes.text}>
        Availability belongs to an advisor profile. If you have just joined, we may still be linking
        your profile to this account. Get in touch and we will sort it out.
      </p>
      <div className={classes.actions}>
        <Button component={Link} to={SITE_PAGES.contact}>
          Contact us
        </Button>
        <Button component={Link} to={AREA_ROOTS.dashboard} variant="default">
          Back to Advisor Home
        </Button>
      </div>
    </div>
  );
}
