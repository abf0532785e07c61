// The email choices a link in an email opens, signed out (ADR 0064): whose they are (the address
// half hidden), the kind the person came to turn off as one button, and every choice with Save.
// A link that does not work says so and where to go instead.
import '@mantine/core/styles/Loader.css';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Loader } from '@mantine/core';
import { Alert } from '../../ui/alert';
import { Link } from 'react-router';
import { turnOffLabel } from '../../../shared/contracts/email-choices';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_TEXT,
  OPTIONAL_EMAILS_INTRO,
} from '../../../shared/contracts/profile';
import type { NotificationKind, NotificationPreferences } from '../../../shared/contracts/profile';
import { isAppError } from '../../../shared/errors';
import { SITE_PAGES } from '../../../shared/routes/site';
import { messageOf } from '../../api/error-message';
import { useNotifications } from '../../ui/notifications';
import { EmailChoiceSwitches } from '../profile/email-choice-switches';
import { useEmailChoices, useSaveEmailChoices } from './email-choices-api';
import classes from './email-choices.module.css';

const sameChoices = (a: NotificationPreferences, b: NotificationPreferences) =>
  NOTIFICATION_KINDS.every((kind) => a[kind] === b[kind]);

function TurnOff({
  kind,
  saved,
  pending,
  onTurnOff,
}: {
  kind: NotificationKind;
  saved: NotificationPreferences;
  pending: boolean;
  onTurnOff: () => void;
}) {
  const label = NOTIFICATION_TEXT[kind].label.toLowerCase();
  if (!saved[kind]) {
    return (
      <div className={classes.turnOff} role="status">
        <h2>You are unsubscribed from {label}</h2>
        <p>We will not send you these emails. You can turn them on again below at any time.</p>
      </div>
    );
  }
  return (
    <section className={classes.turnOff} aria-labelledby="email-choices-turn-off">
      <h2 id="email-choices-turn-off">Stop {label}?</h2>
      <p>{NOTIFICATION_TEXT[kind].description} Your other choices stay as they are.</p>
      <Button onClick={onTurnOff} loading={pending}>
        {turnOffLabel(kind)}
      </Button>
    </section>
  );
}

export function EmailChoicesView({
  token,
  turnOff,
}: {
  token: string;
  turnOff: NotificationKind | null;
}) {
  const choices = useEmailChoices(token);
  const save = useSaveEmailChoices(token);
  const notify = useNotifications();
  const [draft, setDraft] = useState<NotificationPreferences | null>(null);
  const [savedOnce, setSavedOnce] = useState(false);

  if (token && choices.isPending) {
    return (
      <div className={classes.center} aria-busy="true">
        <Loader aria-label="Loading your email choices" />
      </div>
    );
  }
  if (!token || choices.isError) {
    const broken = !token || (isAppError(choices.error) && choices.error.status === 404);
    return (
      <>
        <h1 className={classes.title}>
          {broken ? 'This link does not work' : 'Your email choices could not be loaded'}
        </h1>
        <p className={classes.lead}>
          {broken
            ? 'It is incomplete, or the address of the account changed since the email was sent. Log in and open your profile to choose your emails.'
            : messageOf(choices.error)}
        </p>
        <div className={classes.actions}>
          {broken ? (
            <Button component={Link} to={SITE_PAGES.home} variant="default">
              Go to the home page
            </Button>
          ) : (
            <Button variant="default" onClick={() => void choices.refetch()}>
              Try again
            </Button>
          )}
        </div>
      </>
    );
  }

  const saved = choices.data!.notificationPreferences;
  const value = draft ?? saved;
  const changed = !sameChoices(value, saved);

  const store = (next: NotificationPreferences, said: string, after?: () => void) =>
    save.mutate(next, {
      onSuccess: () => {
        setSavedOnce(true);
        after?.();
        notify.success(said);
      },
      onError: (error) => notify.error(messageOf(error)),
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    store(value, 'Your email choices are saved.', () => setDraft(null));
  };

  return (
    <>
      <p className={classes.eyebrow}>Email choices</p>
      <h1 className={classes.title}>Choose the emails you get</h1>
      <p className={classes.lead}>
        For <strong>{choices.data!.emailHint}</strong>. {OPTIONAL_EMAILS_INTRO} No need to log in.
      </p>
      {turnOff && (
        <TurnOff
          kind={turnOff}
          saved={saved}
          pending={save.isPending}
          onTurnOff={() =>
            store(
              { ...saved, [turnOff]: false },
              `You are unsubscribed from ${NOTIFICATION_TEXT[turnOff].label.toLowerCase()}.`,
              () => setDraft((current) => (current ? { ...current, [turnOff]: false } : null)),
            )
          }
        />
      )}
      {save.isError && (
        <Alert color="red" variant="light" role="alert" mb="md" title="Not saved">
          {messageOf(save.error)}
        </Alert>
      )}
      <form className={classes.form} onSubmit={submit} noValidate>
        <h2 id="email-choices-list" className={classes.formTitle}>
          Every email you can turn off
        </h2>
        <EmailChoiceSwitches value={value} onChange={setDraft} labelledBy="email-choices-list" />
        <div className={classes.actions}>
          <Button type="submit" loading={save.isPending} disabled={!changed}>
            Save email choices
          </Button>
          {savedOnce && !changed && (
            <span className={classes.saved} role="status">
              Saved
            </span>
          )}
        </div>
      </form>
    </>
  );
}
