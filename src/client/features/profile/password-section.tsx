// The password: the current one proves it is the account holder; the new one follows the shared
// limits. Accounts that sign in through another provider have none here.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, PasswordInput } from '@mantine/core';
import { useLocation } from 'react-router';
import { PROFILE_MESSAGES, passwordChangeSchema } from '../../../shared/contracts/profile';
import type { Profile } from '../../../shared/contracts/profile';
import { LIMITS } from '../../../shared/limits';
import { useChangePassword } from './profile-api';
import { useAuth } from '../../auth/auth-context';
import { useNotifications } from '../../ui/notifications';
import { ProfileSection } from './parts/profile-section';
import { useFormErrors } from '../../ui/form/use-form-errors';
import classes from './profile.module.css';

const FIELDS = ['currentPassword', 'newPassword'] as const;

export function PasswordSection({ profile }: { profile: Profile }) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormErrors(passwordChangeSchema, FIELDS, formRef);
  const change = useChangePassword();
  const notify = useNotifications();
  const auth = useAuth();
  const location = useLocation();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    const values = form.validate({ currentPassword, newPassword });
    if (!values) return;
    change.mutate(values, {
      onSuccess: () => {
        setCurrentPassword('');
        setNewPassword('');
        form.reset();
        notify.success(PROFILE_MESSAGES.passwordChanged);
        // The change ended every session, this one's too: sign in again with the new password.
        // Should that fail, the next API call finds the session ended all the same.
        auth
          .signOut(true)
          .then(() => auth.signIn(location.pathname))
          .catch(() => undefined);
      },
      onError: form.refused,
    });
  };

  if (!profile.hasPassword) {
    return (
      <ProfileSection id="profile-password-title" title="Password">
        <p className={classes.note}>{PROFILE_MESSAGES.noPassword}</p>
      </ProfileSection>
    );
  }

  return (
    <ProfileSection id="profile-password-title" title="Password" problem={form.problem}>
      <form ref={formRef} className={classes.form} onSubmit={submit} noValidate>
        <PasswordInput
          name="currentPassword"
          label="Current password"
          autoComplete="current-password"
          required
          value={currentPassword}
          onChange={(event) => {
            setCurrentPassword(event.currentTarget.value);
            form.recheck({ currentPassword: event.currentTarget.value, newPassword });
          }}
          error={form.error('currentPassword')}
        />
        <PasswordInput
          name="newPassword"
          label="New password"
          description={`${LIMITS.password.min} to ${LIMITS.password.max} characters.`}
          autoComplete="new-password"
          required
          value={newPassword}
          onChange={(event) => {
            setNewPassword(event.currentTarget.value);
            form.recheck({ currentPassword, newPassword: event.currentTarget.value });
          }}
          error={form.error('newPassword')}
        />
        <div className={classes.actions}>
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </div>
      </form>
    </ProfileSection>
  );
}
