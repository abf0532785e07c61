// The email address: the current one (with a new confirmation link while it is unconfirmed), a
// change waiting for its link to be followed (with a way to send the link again), and the form
// that asks for a new one.
import '@mantine/core/styles/Input.css';
import { useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Button, TextInput } from '@mantine/core';
import {
  EMAIL_CHANGE_TOKEN_HOURS,
  PROFILE_MESSAGES,
  emailChangeRequestSchema,
} from '../../../shared/contracts/profile';
import type { Profile } from '../../../shared/contracts/profile';
import { useRequestEmailChange, useSendEmailVerification } from './profile-api';
import { useNotifications } from '../../ui/notifications';
import { ProfileSection } from './parts/profile-section';
import { messageOf } from '../../api/error-message';
import { useFormErrors } from '../../ui/form/use-form-errors';
import classes from './profile.module.css';

const FIELDS = ['email'] as const;

/** A notice about a link we emailed, with a button that sends it again. */
function LinkNotice({
  children,
  action,
  sentTo,
  send,
}: {
  children: ReactNode;
  action: string;
  sentTo: string;
  send: { isPending: boolean; mutate: (input: undefined, callbacks: SendCallbacks) => void };
}) {
  const notify = useNotifications();
  return (
    <div className={classes.pending} role="status">
      <p>{children}</p>
      <Button
        variant="default"
        size="xs"
        loading={send.isPending}
        onClick={() =>
          send.mutate(undefined, {
            onSuccess: () => notify.success(`We sent a new link to ${sentTo}.`),
            onError: (error) => notify.error(messageOf(error), 'The link was not sent'),
          })
        }
      >
        {action}
      </Button>
    </div>
  );
}

interface SendCallbacks {
  onSuccess: () => void;
  onError: (error: Error) => void;
}

function PendingChange({ pendingEmail }: { pendingEmail: string }) {
  const resend = useRequestEmailChange();
  const send = {
    isPending: resend.isPending,
    mutate: (_: undefined, callbacks: SendCallbacks) =>
      resend.mutate({ email: pendingEmail }, callbacks),
  };
  return (
    <LinkNotice action="Resend the link" sentTo={pendingEmail} send={send}>
      Waiting for confirmation: <strong>{pendingEmail}</strong>. Follow the link we sent to that
      address while signed in; it works for {EMAIL_CHANGE_TOKEN_HOURS} hours. Until then we keep
      writing to your current address.
    </LinkNotice>
  );
}

function UnconfirmedAddress({ email }: { email: string }) {
  const send = useSendEmailVerification();
  return (
    <LinkNotice action="Send a new confirmation link" sentTo={email} send={send}>
      <strong>{email}</strong> is not confirmed yet. Follow the link in the welcome email we sent
      there, or ask for a new one if it is lost or has expired.
    </LinkNotice>
  );
}

export function EmailSection({ profile }: { profile: Profile }) {
  const [email, setEmail] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormErrors(emailChangeRequestSchema, FIELDS, formRef);
  const request = useRequestEmailChange();
  const notify = useNotifications();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending) return;
    const change = form.validate({ email });
    if (!change) return;
    request.mutate(change, {
      onSuccess: () => {
        setEmail('');
        form.reset();
        notify.success(`Check ${change.email}: we sent a link to confirm it.`, 'Almost done');
      },
      onError: form.refused,
    });
  };

  return (
    <ProfileSection
      id="profile-email-title"
      title="Email"
      text="Where we send booking confirmations, reminders and receipts. You also sign in with it."
      problem={form.problem}
    >
      <p className={classes.current}>
        Current address: <strong>{profile.email}</strong>
      </p>
      {profile.emailVerified ? null : <UnconfirmedAddress email={profile.email} />}
      {profile.pendingEmail ? <PendingChange pendingEmail={profile.pendingEmail} /> : null}
      {profile.canChangeEmail ? (
        <form ref={formRef} className={classes.form} onSubmit={submit} noValidate>
          <TextInput
            name="email"
            type="email"
            label="New email address"
            description="We send a link to the new address; it counts once you follow it."
            autoComplete="email"
            required
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              form.recheck({ email: event.currentTarget.value });
            }}
            error={form.error('email')}
          />
          <div className={classes.actions}>
            <Button type="submit" loading={request.isPending}>
              Send confirmation link
            </Button>
          </div>
        </form>
      ) : (
        <p className={classes.note}>{PROFILE_MESSAGES.emailElsewhere}</p>
      )}
    </ProfileSection>
  );
}
