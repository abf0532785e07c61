// Closing the account: what goes, what we must keep and why, then a typed confirmation. Advisors
// and admins are told that the team closes their accounts.
import '@mantine/core/styles/Input.css';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, TextInput } from '@mantine/core';
import {
  ACCOUNT_DELETION_MESSAGES,
  ACCOUNT_DELETION_PHRASE,
  ACCOUNT_DELETION_TEXT,
  accountDeletionSchema,
} from '../../../shared/contracts/account-data';
import { SITE_PAGES } from '../../../shared/routes/site';
import { useDeleteAccount } from './account-safety-api';
import { useAuth } from '../../auth/auth-context';
import { useNotifications } from '../../ui/notifications';
import { ProfileSection } from './parts/profile-section';
import { useFormErrors } from '../../ui/form/use-form-errors';
import classes from './profile.module.css';

function Facts() {
  return (
    <div className={classes.facts}>
      <div>
        <h3 className={classes.factsTitle}>Deleted for good</h3>
        <ul className={classes.list}>
          {ACCOUNT_DELETION_TEXT.deleted.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className={classes.factsTitle}>Kept for five years</h3>
        <ul className={classes.list}>
          {ACCOUNT_DELETION_TEXT.kept.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <p className={classes.why}>{ACCOUNT_DELETION_TEXT.why}</p>
    </div>
  );
}

export function DeleteAccountSection() {
  const { roles, signOut } = useAuth();
  const [confirmation, setConfirmation] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormErrors(accountDeletionSchema, ['confirmation'], formRef);
  const remove = useDeleteAccount();
  const notify = useNotifications();
  const navigate = useNavigate();
  const staff = roles.some((role) => role === 'Advisor' || role === 'Admin');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (remove.isPending) return;
    const values = form.validate({ confirmation });
    if (!values) return;
    remove.mutate(values, {
      onSuccess: async () => {
        // Leave the signed-in area first: signed out on an account page, its guard would send
        // the person to the log-in page instead. flushSync: the router commits navigations in a
        // transition, which the sign-out's urgent update could overtake while the account page
        // is still the one on screen.
        await navigate(SITE_PAGES.home, { flushSync: true });
        await signOut(true);
        notify.success('Your account is deleted. Thank you for using Just Financial Advice.');
      },
      onError: form.refused,
    });
  };

  return (
    <ProfileSection
      id="profile-delete-title"
      title="Delete your account"
      text="Deleting your account signs you out everywhere and cannot be undone."
      problem={form.problem}
      tone="danger"
      wide
    >
      <Facts />
      {staff ? (
        <p className={classes.note}>{ACCOUNT_DELETION_MESSAGES.staffAccount}</p>
      ) : (
        <form ref={formRef} className={classes.deleteForm} onSubmit={submit} noValidate>
          <TextInput
            name="confirmation"
            label={`Type ${ACCOUNT_DELETION_PHRASE} to confirm`}
            autoComplete="off"
            spellCheck={false}
            value={confirmation}
            onChange={(event) => {
              setConfirmation(event.currentTarget.value);
              form.recheck({ confirmation: event.currentTarget.value });
            }}
            error={form.error('confirmation')}
          />
          <Button type="submit" color="red.9" loading={remove.isPending}>
            Delete my account
          </Button>
        </form>
      )}
    </ProfileSection>
  );
}
