// What an admin may change of a person (docs/product.md#admin-users): name, email address, time
// zone and whether they belong to the firm. Password and sign-ins stay the person's own.
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Input.css';
import { useRef, useState } from 'react';
import { Button, Checkbox, TextInput } from '@mantine/core';
import { Alert } from '../../ui/alert';
import { LIMITS } from '../../../shared/limits';
import { userEditSchema } from '../../../shared/contracts/admin-users';
import type { UserDetail, UserEdit } from '../../../shared/contracts/admin-users';
import { useFormErrors } from '../../ui/form/use-form-errors';
import { useNotifications } from '../../ui/notifications';
import { TimeZoneSelect } from '../../ui/time-zone-select';
import { useEditUser } from './users-api';
import classes from './users.module.css';
import { adminFailureMessage } from '../console/admin-failure';

const FIELDS = ['fullName', 'email', 'timeZone', 'firmMember'] as const;

export function UserEditForm({ user }: { user: UserDetail }) {
  const notify = useNotifications();
  const save = useEditUser(user.id);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormErrors(userEditSchema, FIELDS, formRef);
  const [values, setValues] = useState<UserEdit>({
    fullName: user.fullName,
    email: user.email,
    timeZone: user.timeZone,
    firmMember: user.firmMember,
  });
  const set = (change: Partial<UserEdit>) => {
    const next = { ...values, ...change };
    setValues(next);
    form.recheck(next);
  };

  return (
    <section className={classes.card} aria-labelledby="user-edit">
      <h2 id="user-edit" className={classes.cardTitle}>
        Details
      </h2>
      <form
        ref={formRef}
        className={classes.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const edit = form.validate(values);
          if (!edit) return;
          save.mutate(edit, {
            onSuccess: (saved) =>
              notify.success(`${saved.fullName}'s details are saved.`, 'User updated'),
            // A refusal shows once, above the form: in the server's words, or naming what failed.
            onError: (error) =>
              form.refusedAs(error, (failure) => adminFailureMessage('editUser', failure)),
          });
        }}
      >
        {form.problem && <Alert color="red">{form.problem}</Alert>}
        <TextInput
          name="fullName"
          label="Full name"
          value={values.fullName}
          onChange={(event) => set({ fullName: event.currentTarget.value })}
          error={form.error('fullName')}
          required
          maxLength={LIMITS.userName.max}
        />
        <TextInput
          name="email"
          type="email"
          label="Email"
          description="Takes effect at once; no confirmation email is sent."
          value={values.email}
          onChange={(event) => set({ email: event.currentTarget.value })}
          error={form.error('email')}
          required
        />
        <TimeZoneSelect
          value={values.timeZone}
          onChange={(timeZone) => set({ timeZone })}
          error={form.error('timeZone')}
        />
        <Checkbox
          name="firmMember"
          label="Belongs to the firm (an admin who also sees Advisor Home)"
          checked={values.firmMember}
          onChange={(event) => set({ firmMember: event.currentTarget.checked })}
        />
        <div className={classes.formActions}>
          <Button type="submit" loading={save.isPending}>
            Save details
          </Button>
        </div>
      </form>
    </section>
  );
}
