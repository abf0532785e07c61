// Deleting a user (docs/product.md#admin-users, ADR 0041): the confirmation states what is removed
// and what is kept, as the account-closing path does it.
import { Button } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ADMIN_DELETION_TEXT } from '../../../shared/contracts/admin-users';
import type { UserDetail } from '../../../shared/contracts/admin-users';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { useConfirm } from '../../ui/confirm-provider';
import { useNotifications } from '../../ui/notifications';
import { useDeleteUser } from './users-api';
import classes from './users.module.css';
import { adminFailureMessage } from '../console/admin-failure';

function DeletionText() {
  return (
    <div className={classes.deletion}>
      <p className={classes.listTitle}>Removed</p>
      <ul>
        {ADMIN_DELETION_TEXT.removed.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className={classes.listTitle}>Kept</p>
      <ul>
        {ADMIN_DELETION_TEXT.kept.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className={classes.muted}>{ADMIN_DELETION_TEXT.why}</p>
    </div>
  );
}

export function UserDeleteCard({ user }: { user: UserDetail }) {
  const confirm = useConfirm();
  const notify = useNotifications();
  const navigate = useNavigate();
  const remove = useDeleteUser(user.id);

  const ask = async () => {
    const ok = await confirm({
      title: `Delete ${user.fullName}'s account?`,
      message: <DeletionText />,
      confirmLabel: 'Delete account',
      destructive: true,
    });
    if (!ok) return;
    remove.mutate(undefined, {
      onSuccess: () => {
        notify.success(
          `${user.fullName}'s personal details are removed; their records are kept.`,
          'Account deleted',
        );
        void navigate(ADMIN_PAGES.users);
      },
      onError: (error) => notify.error(adminFailureMessage('deleteUser', error), 'Not deleted'),
    });
  };

  return (
    <section className={`${classes.card} ${classes.danger}`} aria-labelledby="user-delete">
      <h2 id="user-delete" className={classes.cardTitle}>
        Delete this account
      </h2>
      <p className={classes.muted}>
        Personal details go; financial and compliance records stay under “Deleted user”. It cannot
        be undone.
      </p>
      <Button color="red" variant="outline" onClick={() => void ask()} loading={remove.isPending}>
        Delete account
      </Button>
    </section>
  );
}
