// Where the person lives (ADR 0054): advisors may only advise residents of the states they serve,
// so booking asks for it once and this section can change it.
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, NativeSelect } from '@mantine/core';
import { profileUpdateSchema } from '../../../shared/contracts/profile';
import type { Profile } from '../../../shared/contracts/profile';
import { RESIDENCE_CHOICES, residenceLabel } from '../../../shared/contracts/residence';
import { useUpdateProfile } from './profile-api';
import { useNotifications } from '../../ui/notifications';
import { ProfileSection } from './parts/profile-section';
import { useFormErrors } from '../../ui/form/use-form-errors';
import classes from './profile.module.css';

const FIELDS = ['residence'] as const;

export function ResidenceSection({ profile }: { profile: Profile }) {
  const [residence, setResidence] = useState(profile.residence ?? '');
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormErrors(profileUpdateSchema, FIELDS, formRef);
  const save = useUpdateProfile();
  const notify = useNotifications();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const update = form.validate({ residence: residence || undefined });
    if (!update) return;
    save.mutate(update, {
      onSuccess: (saved) =>
        notify.success(`Saved: ${residenceLabel(saved.residence ?? residence)}.`),
      onError: form.refused,
    });
  };

  return (
    <ProfileSection
      id="profile-residence-title"
      title="Where you live"
      text="Advisors may only advise residents of the states they serve, so booking uses this."
      problem={form.problem}
    >
      <form ref={formRef} className={classes.form} onSubmit={submit} noValidate>
        <NativeSelect
          name="residence"
          label="State of residence"
          data={[{ value: '', label: 'Not said yet', disabled: true }, ...RESIDENCE_CHOICES]}
          value={residence}
          onChange={(event) => setResidence(event.currentTarget.value)}
          error={form.error('residence')}
        />
        <div className={classes.actions}>
          <Button type="submit" loading={save.isPending}>
            Save where you live
          </Button>
        </div>
      </form>
    </ProfileSection>
  );
}
