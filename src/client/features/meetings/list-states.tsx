// What a meeting list shows instead of meetings: placeholders while loading, a failure with a
// way to try again, or an empty list with where to go next.
import type { ReactNode } from 'react';
import { Button, Skeleton } from '@mantine/core';
import classes from './parts/list-states.module.css';

const PLACEHOLDER_CARDS = 2;

export function MeetingListSkeleton({ label }: { label: string }) {
  return (
    <div className={classes.skeleton} aria-busy="true" aria-label={label}>
      {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
        <Skeleton key={index} height={210} radius="lg" />
      ))}
    </div>
  );
}

export function MeetingListError({
  title,
  onRetry,
  retrying,
  text = 'Something went wrong on our side or with the connection. Your bookings are safe.',
}: {
  title: string;
  onRetry: () => void;
  retrying: boolean;
  /** What to say under the title; the default suits the meeting lists. */
  text?: string;
}) {
  return (
    <div className={`${classes.panel} ${classes.panelError}`} role="alert">
      <h2 className={classes.title}>{title}</h2>
      <p className={classes.text}>{text}</p>
      <div className={classes.actions}>
        <Button onClick={onRetry} loading={retrying}>
          Try again
        </Button>
      </div>
    </div>
  );
}

export function MeetingListEmpty({
  title,
  text,
  actions,
  headingLevel = 2,
}: {
  title: string;
  text: ReactNode;
  actions?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={classes.panel}>
      <Heading className={classes.title}>{title}</Heading>
      <p className={classes.text}>{text}</p>
      {actions ? <div className={classes.actions}>{actions}</div> : null}
    </div>
  );
}
