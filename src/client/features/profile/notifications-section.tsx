// Which optional emails the person wants. Booking confirmations, changes and receipts are always
// sent; these three can be turned off.
import '@mantine/core/styles/Switch.css';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Switch } from '@mantine/core';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_TEXT,
  profileUpdateSchema,
} from '../../../shared/contracts/profile';
import type { NotificationPreferences, Profile } from '../../../shared/contracts/profile';
import { useUpdateProfile } from './profile-api';
import { useNotifications } from '../../ui/notifications';
import { ProfileSection } from './parts/profile-section';
import { useFormErrors } from '../../ui/form/use-form-errors';
import classes from './profile.module.css';

const FIELDS = NOTIFICATION_KINDS.map((kind) => `notificationPreferences.${kind}`);

export function NotificationsSection({ profile }: { profile: Profile }) {
  const [preferences, setPreferences] = useState<NotificationPreferences>(
    profile.notificationPreferences,
  );
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormErrors(profileUpdateSchema, FIELDS, formRef);
  const save = useUpdateProfile();
  const notify = useNotifications();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const update = form.validate({ notificationPreferences: preferences });
    if (!update) return;
    save.mutate(update, {
      onSuccess: () => notify.success('Your email preferences are saved.'),
      onError: form.refused,
    });
  };

  return (
    <ProfileSection
      id="profile-emails-title"
      title="Emails you get"
      text="Booking confirmations, changes and receipts always come; these you can turn off."
      problem={form.problem}
    >
      <form ref={formRef} className={classes.form} onSubmit={submit} noValidate>
        <div className={classes.switches} role="group" aria-labelledby="profile-emails-title">
          {NOTIFICATION_KINDS.map((kind) => (
            <Switch
              key={kind}
              name={`notificationPreferences.${kind}`}
              label={NOTIFICATION_TEXT[kind].label}
              description={NOTIFICATION_TEXT[kind].description}
              checked={preferences[kind]}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                setPreferences((current) => ({ ...current, [kind]: on }));
              }}
              error={form.error(`notificationPreferences.${kind}`)}
            />
          ))}
        </div>
        <div className={classes.actions}>
          <Button type="submit" loading={save.isPending}>
            Save email preferences
          </Button>
        </div>
      </form>
    </ProfileSection>
  );
}
