// authentication/logout (docs/product.md#sign-in): with ?local=true forgets the user in this tab
// only; otherwise signs out at the provider too (RP-initiated logout), which returns to
// logout-callback.
import { useNavigate, useSearchParams } from 'react-router';
import { AUTH_PAGES } from '../../../shared/routes/identity';
import { logClientError } from '../../api/error-log';
import { useAuth } from '../../auth/auth-context';
import { AuthLoading } from '../../auth/auth-loading';
import { useRunOnce } from '../../ui/use-run-once';

export default function LogoutPage() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const local = params.get('local') === 'true';

  useRunOnce(true, () => {
    const loggedOut = () => navigate(AUTH_PAGES.loggedOut, { replace: true });
    if (local) {
      void signOut(true).then(loggedOut, loggedOut);
      return;
    }
    signOut(false).catch((error: unknown) => {
      // The provider is unreachable: at least forget the user here.
      logClientError('sign-out', error);
      void signOut(true).finally(loggedOut);
    });
  });

  return <AuthLoading label="Logging you out…" />;
}
