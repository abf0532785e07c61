// The zone every account page shows times in. Until the person picks one, pages use the
// browser's zone, and this section says so.
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@mantine/core';
import { profileUpdateSchema } from '../../../shared/contracts/profile';
import type { Profile } from '../../../shared/contracts/profile';
import { useUpdateProfile } from './profile-api';
import { useNotifications } from '../../ui/notifications';
import { viewerTimeZone } from '../../ui/viewer-time-zone';
import { timeZoneName } from '../../ui/time-zone-choices';
import { TimeZoneSelect } from '../../ui/time-zone-select';
import { ProfileSection } from './parts/profile-section';
import { useFormErrors } from '../../ui/form/use-form-errors';
import classes from './profile.module.css';

const FIELDS = ['timeZone'] as const;

export function TimeZoneSection({ profile }: { profile: Profile }) {
  const browserZone = viewerTimeZone();
  const [timeZone, setTimeZone] = useState(profile.timeZoneChosen ? profile.timeZone : browserZone);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormErrors(profileUpdateSchema, FIELDS, formRef);
  const save = useUpdateProfile();
  const notify = useNotifications();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const update = form.validate({ timeZone });
    if (!update) return;
    save.mutate(update, {
      onSuccess: (saved) => notify.success(`Times now show in ${timeZoneName(saved.timeZone)}.`),
      onError: form.refused,
    });
  };

  return (
    <ProfileSection
      id="profile-zone-title"
      title="Time zone"
      text="Your meetings, receipts and notes show their times in this zone."
      problem={form.problem}
    >
      <form ref={formRef} className={classes.form} onSubmit={submit} noValidate>
        <TimeZoneSelect
          value={timeZone}
          onChange={setTimeZone}
          description={
            profile.timeZoneChosen
              ? undefined
              : `Not chosen yet: times show in this browser's zone (${timeZoneName(browserZone)}).`
          }
          error={form.error('timeZone')}
        />
        <div className={classes.actions}>
          <Button type="submit" loading={save.isPending}>
            Save time zone
          </Button>
        </div>
      </form>
    </ProfileSection>
  );
}
