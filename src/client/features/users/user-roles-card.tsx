// A user's roles on their edit page (docs/product.md#admin-users): grant one or remove one, each
// after a confirmation; the change takes effect at once, on their next request.
import '@mantine/core/styles/Badge.css';
import { useState } from 'react';
import { Badge, Button, CloseButton, NativeSelect } from '@mantine/core';
import type { UserDetail } from '../../../shared/contracts/admin-users';
import { useConfirm } from '../../ui/confirm-provider';
import { useNotifications } from '../../ui/notifications';
import { useChangeRole, useRoleNames } from './users-api';
import classes from './users.module.css';
import { Hint } from '../../ui/hint';
import { adminFailureMessage } from '../console/admin-failure';

export function UserRolesCard({ user }: { user: UserDetail }) {
  const confirm = useConfirm();
  const notify = useNotifications();
  const change = useChangeRole(user.id);
  const roleNames = useRoleNames();
  const grantable = (roleNames.data ?? []).filter((name) => !user.roles.includes(name));
  const [choice, setChoice] = useState('');
  const chosen = grantable.includes(choice) ? choice : (grantable[0] ?? '');

  const run = async (role: string, grant: boolean) => {
    const ok = await confirm({
      title: grant ? `Grant ${role} to ${user.fullName}?` : `Remove ${role} from ${user.fullName}?`,
      message: grant
        ? `${user.fullName} gets everything the ${role} role opens, from their next page on.`
        : `${user.fullName} loses what the ${role} role opens, from their next page on.`,
      confirmLabel: grant ? `Grant ${role}` : `Remove ${role}`,
      destructive: !grant,
    });
    if (!ok) return;
    change.mutate(
      { role, grant },
      {
        onSuccess: () =>
          notify.success(
            grant
              ? `${user.fullName} now holds ${role}.`
              : `${user.fullName} no longer holds ${role}.`,
            grant ? 'Role granted' : 'Role removed',
          ),
        onError: (error) =>
          notify.error(adminFailureMessage('changeUserRoles', error), 'Roles not changed'),
      },
    );
  };

  return (
    <section className={classes.card} aria-labelledby="user-roles">
      <h2 id="user-roles" className={classes.cardTitle}>
        Roles
      </h2>
      {user.roles.length === 0 ? (
        <p className={classes.muted}>No role: this person can sign in but no area opens.</p>
      ) : (
        <ul className={classes.roleList}>
          {user.roles.map((role) => (
            <li key={role}>
              <Badge
                variant="light"
                color="brand"
                radius="sm"
                size="lg"
                rightSection={
                  <Hint label={`Remove ${role}`}>
                    <CloseButton
                      size="xs"
                      aria-label={`Remove ${role}`}
                      onClick={() => void run(role, false)}
                      disabled={change.isPending}
                    />
                  </Hint>
                }
              >
                {role}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      {grantable.length > 0 && (
        <div className={classes.grant}>
          <NativeSelect
            label="Role to grant"
            value={chosen}
            data={grantable}
            onChange={(event) => setChoice(event.currentTarget.value)}
          />
          <Button
            variant="light"
            onClick={() => void run(chosen, true)}
            loading={change.isPending}
            disabled={!chosen}
          >
            Grant role
          </Button>
        </div>
      )}
    </section>
  );
}
