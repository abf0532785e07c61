// Which optional emails the person wants. Booking confirmations, changes and receipts are always
// sent; these can be turned off.
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@mantine/core';
import {
  NOTIFICATION_KINDS,
  OPTIONAL_EMAILS_INTRO,
  profileUpdateSchema,
} from '../../../shared/contracts/profile';
import type { NotificationPreferences, Profile } from '../../../shared/contracts/profile';
import { useUpdateProfile } from './profile-api';
import { useNotifications } from '../../ui/notifications';
import { EmailChoiceSwitches } from './email-choice-switches';
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
      text={OPTIONAL_EMAILS_INTRO}
      problem={form.problem}
    >
      <form ref={formRef} className={classes.form} onSubmit={submit} noValidate>
        <EmailChoiceSwitches
          value={preferences}
          onChange={setPreferences}
          labelledBy="profile-emails-title"
          error={form.error}
        />
        <div className={classes.actions}>
          <Button type="submit" loading={save.isPending}>
            Save email preferences
          </Button>
        </div>
      </form>
    </ProfileSection>
  );
}
