// authentication/logout-callback (docs/product.md#sign-in): the provider has ended its session;
// finish here and show the logged-out page.
import { useNavigate } from 'react-router';
import { AUTH_PAGES } from '../../../shared/routes/identity';
import { logClientError } from '../../api/error-log';
import { useAuth } from '../../auth/auth-context';
import { AuthLoading } from '../../auth/auth-loading';
import { useRunOnce } from '../../ui/use-run-once';

export default function LogoutCallbackPage() {
  const { completeSignOut } = useAuth();
  const navigate = useNavigate();

  useRunOnce(true, () => {
    completeSignOut()
      .catch((error: unknown) => logClientError('sign-out', error))
      .finally(() => navigate(AUTH_PAGES.loggedOut, { replace: true }));
  });

  return <AuthLoading label="Logging you out…" />;
}
