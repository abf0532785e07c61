// Acting as a user from the users table (docs/product.md#impersonation): not for admins.
import { useState } from 'react';
import { Button } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { UserRow } from '../../../shared/contracts/admin-users';
import { useAuth } from '../../auth/auth-context';
import { homeForRoles } from '../../frame/frame-links';
import { useNotifications } from '../../ui/notifications';
import { adminFailureMessage } from '../console/admin-failure';

export function ImpersonateButton({ user }: { user: UserRow }) {
  const { impersonation } = useAuth();
  const navigate = useNavigate();
  const notify = useNotifications();
  const [busy, setBusy] = useState(false);
  if (user.roles.includes('Admin')) return null;

  const impersonate = () => {
    setBusy(true);
    impersonation
      .start(user.id)
      .then((active) => navigate(homeForRoles(active.roles)))
      .catch((error: unknown) => {
        setBusy(false);
        notify.error(
          adminFailureMessage('impersonate', error),
          `Could not impersonate ${user.fullName}`,
        );
      });
  };

  return (
    <Button
      size="xs"
      variant="light"
      onClick={impersonate}
      loading={busy}
      aria-label={`Impersonate ${user.fullName}`}
    >
      Impersonate
    </Button>
  );
}
