// The admin's invitation form (docs/product.md#becoming-an-advisor): the applicant's email and
// name; the server sends the link and refuses an address already invited or already an advisor.
import '@mantine/core/styles/Input.css';
import { useRef, useState } from 'react';
import { Button, TextInput } from '@mantine/core';
import { Alert } from '../../ui/alert';
import { createInvitationSchema } from '../../../shared/contracts/onboarding';
import { useFormErrors } from '../../ui/form/use-form-errors';
import { useNotifications } from '../../ui/notifications';
import { useInvite } from './onboarding-api';
import classes from './onboarding.module.css';

const FIELDS = ['email', 'firstName', 'lastName'] as const;
const EMPTY = { email: '', firstName: '', lastName: '' };

export function InvitationForm() {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  const errors = useFormErrors(createInvitationSchema, FIELDS, form);
  const invite = useInvite();
  const notify = useNotifications();

  const change =
    (field: (typeof FIELDS)[number]) => (event: React.ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [field]: event.currentTarget.value };
      setValues(next);
      errors.recheck(next);
    };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = errors.validate(values);
    if (!input) return;
    invite.mutate(input, {
      onSuccess: (sent) => {
        notify.success(`Invitation sent to ${sent.email}.`);
        setValues(EMPTY);
        errors.reset();
      },
      onError: (error) => errors.refused(error),
    });
  };

  return (
    <form
      ref={form}
      className={classes.form}
      onSubmit={submit}
      noValidate
      aria-label="Invite an advisor"
    >
      <TextInput
        name="email"
        type="email"
        label="Email"
        autoComplete="off"
        value={values.email}
        onChange={change('email')}
        error={errors.error('email')}
        required
      />
      <TextInput
        name="firstName"
        label="First name"
        autoComplete="off"
        value={values.firstName}
        onChange={change('firstName')}
        error={errors.error('firstName')}
        required
      />
      <TextInput
        name="lastName"
        label="Last name"
        autoComplete="off"
        value={values.lastName}
        onChange={change('lastName')}
        error={errors.error('lastName')}
        required
      />
      {errors.problem && (
        <Alert color="red" variant="light" role="alert" style={{ gridColumn: '1 / -1' }}>
          {errors.problem}
        </Alert>
      )}
      <div className={classes.formActions}>
        <Button type="submit" loading={invite.isPending}>
          Send invitation
        </Button>
      </div>
    </form>
  );
}
