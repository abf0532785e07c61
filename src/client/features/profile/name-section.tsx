// The person's full name, as advisors and emails greet them.
import '@mantine/core/styles/Input.css';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, TextInput } from '@mantine/core';
import { LIMITS } from '../../../shared/limits';
import { profileUpdateSchema } from '../../../shared/contracts/profile';
import type { Profile } from '../../../shared/contracts/profile';
import { useUpdateProfile } from './profile-api';
import { useNotifications } from '../../ui/notifications';
import { ProfileSection } from './parts/profile-section';
import { useFormErrors } from '../../ui/form/use-form-errors';
import classes from './profile.module.css';

const FIELDS = ['fullName'] as const;

export function NameSection({ profile }: { profile: Profile }) {
  const [fullName, setFullName] = useState(profile.fullName);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormErrors(profileUpdateSchema, FIELDS, formRef);
  const save = useUpdateProfile();
  const notify = useNotifications();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const update = form.validate({ fullName });
    if (!update) return;
    save.mutate(update, {
      onSuccess: (saved) => {
        setFullName(saved.fullName);
        notify.success('Your name is saved.');
      },
      onError: form.refused,
    });
  };

  return (
    <ProfileSection
      id="profile-name-title"
      title="Name"
      text="How advisors and our emails address you."
      problem={form.problem}
    >
      <form ref={formRef} className={classes.form} onSubmit={submit} noValidate>
        <TextInput
          name="fullName"
          label="Full name"
          autoComplete="name"
          required
          maxLength={LIMITS.userName.max}
          value={fullName}
          onChange={(event) => {
            setFullName(event.currentTarget.value);
            form.recheck({ fullName: event.currentTarget.value });
          }}
          error={form.error('fullName')}
        />
        <div className={classes.actions}>
          <Button type="submit" loading={save.isPending}>
            Save name
          </Button>
        </div>
      </form>
    </ProfileSection>
  );
}
