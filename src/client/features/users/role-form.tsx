// Creating, renaming and deleting a role (docs/product.md#admin-users, ADR 0041). Built-in roles
// are shown but cannot be renamed or deleted; a role someone holds cannot be deleted, and the page
// says how many hold it.
import '@mantine/core/styles/Input.css';
import { useRef, useState } from 'react';
import { Button, Loader, TextInput } from '@mantine/core';
import { Alert } from '../../ui/alert';
import { Link, useNavigate } from 'react-router';
import { ADMIN_USER_MESSAGES, roleCreateSchema } from '../../../shared/contracts/admin-users';
import type { RoleView } from '../../../shared/contracts/admin-users';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { statusOf } from '../../api/error-message';
import { useFormErrors } from '../../ui/form/use-form-errors';
import { useConfirm } from '../../ui/confirm-provider';
import { useNotifications } from '../../ui/notifications';
import { usersWithRole } from './roles-table';
import { useDeleteRole, useRole, useSaveRole } from './users-api';
import classes from './users.module.css';
import { adminFailureMessage } from '../console/admin-failure';

const FIELDS = ['name'] as const;

export function RoleForm({ role }: { role?: RoleView }) {
  const notify = useNotifications();
  const navigate = useNavigate();
  const save = useSaveRole();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormErrors(roleCreateSchema, FIELDS, formRef);
  const [name, setName] = useState(role?.name ?? '');
  const locked = role?.builtIn ?? false;

  return (
    <section className={classes.card} aria-labelledby="role-name">
      <h2 id="role-name" className={classes.cardTitle}>
        {role ? 'Name' : 'New role'}
      </h2>
      {locked && role && (
        <p className={classes.muted}>{ADMIN_USER_MESSAGES.builtInRole(role.name)}</p>
      )}
      <form
        ref={formRef}
        className={classes.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const valid = form.validate({ name });
          if (!valid) return;
          save.mutate(
            { ...(role ? { id: role.id } : {}), name: valid.name },
            {
              onSuccess: (saved) => {
                notify.success(
                  role
                    ? `The role is now called ${saved.name}.`
                    : `${saved.name} can be granted now.`,
                  role ? 'Role renamed' : 'Role created',
                );
                if (!role) void navigate(ADMIN_PAGES.roleEdit(saved.id));
              },
              // A refusal shows once, above the form: in the server's words, or naming what failed.
              onError: (error) =>
                form.refusedAs(error, (failure) => adminFailureMessage('saveRole', failure)),
            },
          );
        }}
      >
        {form.problem && <Alert color="red">{form.problem}</Alert>}
        <TextInput
          name="name"
          label="Role name"
          description="3 to 25 characters"
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            form.recheck({ name: event.currentTarget.value });
          }}
          error={form.error('name')}
          disabled={locked}
          required
        />
        {!locked && (
          <div className={classes.formActions}>
            <Button type="submit" loading={save.isPending}>
              {role ? 'Rename role' : 'Create role'}
            </Button>
          </div>
        )}
      </form>
    </section>
  );
}

function RoleDeleteCard({ role }: { role: RoleView }) {
  const confirm = useConfirm();
  const notify = useNotifications();
  const navigate = useNavigate();
  const remove = useDeleteRole();
  if (role.builtIn) return null;

  const ask = async () => {
    const ok = await confirm({
      title: `Delete the ${role.name} role?`,
      message: 'Nobody holds it. The audit log keeps the entries that name it.',
      confirmLabel: 'Delete role',
      destructive: true,
    });
    if (!ok) return;
    remove.mutate(role.id, {
      onSuccess: () => {
        notify.success(`The ${role.name} role is deleted.`, 'Role deleted');
        void navigate(ADMIN_PAGES.roles);
      },
      onError: (error) => notify.error(adminFailureMessage('deleteRole', error), 'Not deleted'),
    });
  };

  return (
    <section className={`${classes.card} ${classes.danger}`} aria-labelledby="role-delete">
      <h2 id="role-delete" className={classes.cardTitle}>
        Delete this role
      </h2>
      {role.userCount > 0 ? (
        <p role="status">
          {ADMIN_USER_MESSAGES.roleInUse(role.userCount)}{' '}
          <Link to={usersWithRole(role.name)}>See who holds it</Link>
        </p>
      ) : (
        <p className={classes.muted}>Nobody holds it, so it can go.</p>
      )}
      <Button
        color="red"
        variant="outline"
        onClick={() => void ask()}
        disabled={role.userCount > 0}
        loading={remove.isPending}
      >
        Delete role
      </Button>
    </section>
  );
}

export function RoleEditView({ roleId }: { roleId: string }) {
  const query = useRole(roleId);
  if (query.isPending) return <Loader aria-label="Loading the role" />;
  if (query.isError) {
    return (
      <Alert color={statusOf(query.error) === 404 ? 'gray' : 'red'} role="alert">
        {statusOf(query.error) === 404
          ? 'There is no such role. '
          : 'The role could not be loaded. '}
        <Link to={ADMIN_PAGES.roles}>Back to roles</Link>
      </Alert>
    );
  }
  const role = query.data;
  return (
    <>
      <p className={classes.muted}>
        <Link to={usersWithRole(role.name)}>
          {role.userCount.toLocaleString('en-US')}{' '}
          {role.userCount === 1 ? 'user holds' : 'users hold'} this role
        </Link>
      </p>
      <RoleForm key={role.name} role={role} />
      <RoleDeleteCard role={role} />
    </>
  );
}
