// The "Calendar sync" section of the availability page (docs/product.md#calendar-sync): the
// advisor's private feed of meetings to subscribe to, and the external calendars whose busy
// times keep clients from booking over them.
import '@mantine/core/styles/Input.css';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Skeleton, TextInput } from '@mantine/core';
import { Alert } from '../../ui/alert';
import { addExternalCalendarSchema } from '../../../shared/contracts/calendar-sync';
import type { ExternalCalendar } from '../../../shared/contracts/calendar-sync';
import { formatMeetingTimeShort } from '../../../shared/meeting-time';
import { fieldErrorsOf } from '../../api/http';
import { useConfirm } from '../../ui/confirm-provider';
import { CopyLink } from '../affiliates/copy-link';
import {
  useAddExternalCalendar,
  useCalendarFeed,
  useCreateCalendarFeed,
  useDeleteCalendarFeed,
  useExternalCalendars,
  useRemoveExternalCalendar,
} from './calendar-sync-api';
import classes from './calendar-sync.module.css';

const problemOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something went wrong. Try again.';

function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert color="red" role="alert" title={`${what} could not be loaded`}>
      <Button size="xs" variant="default" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}

function FeedPanel({ timeZone }: { timeZone: string }) {
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const remove = useDeleteCalendarFeed();
  const confirm = useConfirm();
  const shownUrl = create.data?.url;

  const regenerate = async () => {
    const sure = await confirm({
      title: 'Make a new feed address?',
      message:
        'The current address stops working at once. Calendars subscribed to it need the new one.',
      confirmLabel: 'Make a new address',
      destructive: true,
    });
    if (sure) create.mutate();
  };
  const turnOff = async () => {
    const sure = await confirm({
      title: 'Turn the feed off?',
      message: 'Calendars subscribed to it stop receiving your meetings.',
      confirmLabel: 'Turn off',
      destructive: true,
    });
    if (sure) {
      create.reset();
      remove.mutate();
    }
  };

  let body;
  if (feed.isError) {
    body = <LoadError what="Your feed" onRetry={() => void feed.refetch()} />;
  } else if (!feed.data) {
    body = <Skeleton height={72} radius="md" aria-label="Loading your feed" />;
  } else if (!feed.data.active) {
    body = (
      <div className={classes.actions}>
        <Button onClick={() => create.mutate()} loading={create.isPending}>
          Create my calendar feed
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        {shownUrl ? (
          <div className={classes.feedUrl}>
            <CopyLink url={shownUrl} label="Your feed address" />
            <p className={classes.note}>
              Copy it now: for your privacy it is shown only once. Keep it to yourself — anyone with
              the address sees your meeting times and clients’ first names.
            </p>
          </div>
        ) : (
          <p className={classes.status}>
            Your feed is on, made {formatMeetingTimeShort(feed.data.createdAt ?? '', timeZone)}. Its
            address was shown when it was made; make a new one if you need it again.
          </p>
        )}
        <div className={classes.actions}>
          <Button variant="default" onClick={() => void regenerate()} loading={create.isPending}>
            Make a new address
          </Button>
          <Button
            variant="subtle"
            color="red"
            onClick={() => void turnOff()}
            loading={remove.isPending}
          >
            Turn off
          </Button>
        </div>
      </>
    );
  }

  return (
    <div className={classes.panel}>
      <h3 className={classes.panelTitle}>Your meetings in your own calendar</h3>
      <p className={classes.description}>
        A private address that Google Calendar, Outlook and Apple Calendar can subscribe to. Your
        booked meetings appear there with the video link; clients are named by first name and last
        initial.
      </p>
      {body}
      {(create.isError || remove.isError) && (
        <p className={classes.error} role="alert">
          {problemOf(create.error ?? remove.error)}
        </p>
      )}
      <details className={classes.howTo}>
        <summary>How to subscribe</summary>
        <ul>
          <li>
            <strong>Google Calendar</strong> (on a computer): Other calendars → + → From URL, paste
            the address, Add calendar.
          </li>
          <li>
            <strong>Outlook</strong>: Add calendar → Subscribe from web, paste the address, Import.
          </li>
          <li>
            <strong>Apple Calendar</strong>: File → New Calendar Subscription, paste the address,
            Subscribe.
          </li>
        </ul>
        <p className={classes.note}>
          Calendar apps refresh subscriptions on their own schedule, from every few minutes to about
          a day (Google), so a new booking can take a while to appear.
        </p>
      </details>
    </div>
  );
}

function CalendarRow({ calendar, timeZone }: { calendar: ExternalCalendar; timeZone: string }) {
  const remove = useRemoveExternalCalendar();
  const confirm = useConfirm();
  const removeIt = async () => {
    const sure = await confirm({
      title: `Remove “${calendar.label}”?`,
      message: 'Its busy times stop blocking your open times.',
      confirmLabel: 'Remove',
      destructive: true,
    });
    if (sure) remove.mutate(calendar.id);
  };
  return (
    <li className={classes.calendar}>
      <div className={classes.calendarText}>
        <span className={classes.calendarLabel}>{calendar.label}</span>
        <span className={classes.calendarUrl}>{new URL(calendar.url).host}</span>
        <span className={classes.note}>
          {calendar.lastImportedAt
            ? `Last imported ${formatMeetingTimeShort(calendar.lastImportedAt, timeZone)} · ${calendar.busyCount} busy ${calendar.busyCount === 1 ? 'time' : 'times'}`
            : 'Not imported yet'}
        </span>
        {calendar.lastError && (
          <span className={classes.error} role="status">
            Last try failed: {calendar.lastError}
            {calendar.lastImportedAt ? ' The busy times from the last import still count.' : ''}
          </span>
        )}
      </div>
      <Button
        variant="subtle"
        color="red"
        size="xs"
        onClick={() => void removeIt()}
        loading={remove.isPending}
        aria-label={`Remove ${calendar.label}`}
      >
        Remove
      </Button>
    </li>
  );
}

function ExternalCalendarsPanel({ timeZone }: { timeZone: string }) {
  const list = useExternalCalendars();
  const add = useAddExternalCalendar();
  const [label, setLabel] = useState('');
  const [url, setUrl] = useState('');
  const [errors, setErrors] = useState<{ label?: string; url?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = addExternalCalendarSchema.safeParse({ label, url });
    if (!parsed.success) {
      const found: { label?: string; url?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'label' || field === 'url') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: () => {
        setLabel('');
        setUrl('');
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        setErrors({ label: fields.label?.[0], url: fields.url?.[0] });
      },
    });
  };

  const calendars = list.data?.calendars ?? [];
  const full = list.data ? calendars.length >= list.data.max : false;
  const unplaced = add.isError && !errors.label && !errors.url ? problemOf(add.error) : null;

  return (
    <div className={classes.panel}>
      <h3 className={classes.panelTitle}>Busy times from your other calendars</h3>
      <p className={classes.description}>
        Add the private iCal (.ics) address of a calendar you keep elsewhere. Its busy times for the
        next 60 days are checked every 15 minutes and clients cannot book over them. Events marked
        free are ignored.
      </p>
      {list.isError ? (
        <LoadError what="Your calendars" onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Skeleton height={64} radius="md" aria-label="Loading your calendars" />
      ) : calendars.length === 0 ? (
        <p className={classes.status}>No calendars added yet.</p>
      ) : (
        <ul className={classes.calendars} aria-label="Imported calendars">
          {calendars.map((calendar) => (
            <CalendarRow key={calendar.id} calendar={calendar} timeZone={timeZone} />
          ))}
        </ul>
      )}
      {list.data && (
        <form className={classes.adder} onSubmit={submit} noValidate aria-label="Add a calendar">
          <TextInput
            label="Label"
            placeholder="Personal"
            value={label}
            onChange={(event) => setLabel(event.currentTarget.value)}
            error={errors.label}
            disabled={full}
            className={classes.labelField}
          />
          <TextInput
            label="Calendar address (iCal)"
            placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            error={errors.url}
            disabled={full}
            className={classes.urlField}
            inputMode="url"
          />
          <Button type="submit" loading={add.isPending} disabled={full}>
            Add calendar
          </Button>
          {full && (
            <p className={classes.note}>
              You have added the most calendars allowed ({list.data.max}). Remove one to add
              another.
            </p>
          )}
          {unplaced && (
            <p className={classes.error} role="alert">
              {unplaced}
            </p>
          )}
        </form>
      )}
    </div>
  );
}

export function CalendarSyncSection({ timeZone }: { timeZone: string }) {
  return (
    <section className={classes.section} aria-labelledby="calendar-sync-title">
      <h2 id="calendar-sync-title" className={classes.title}>
        Calendar sync
      </h2>
      <div className={classes.panels}>
        <FeedPanel timeZone={timeZone} />
        <ExternalCalendarsPanel timeZone={timeZone} />
      </div>
    </section>
  );
}
