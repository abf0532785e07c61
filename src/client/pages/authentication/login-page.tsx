// authentication/login (docs/product.md#sign-in): remembers where to come back to, tries a silent
// sign-in, then redirects to the provider's log-in page.
import { useNavigate, useSearchParams } from 'react-router';
import { AUTH_PAGES } from '../../../shared/routes/identity';
import { useAuth } from '../../auth/auth-context';
import { AuthLoading } from '../../auth/auth-loading';
import { signInTarget } from '../../auth/sign-in-target';
import { signInFailure } from './sign-in-failure';
import { useFinishSignIn } from './use-finish-sign-in';
import { useRunOnce } from '../../ui/use-run-once';

export default function LoginPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const finish = useFinishSignIn();

  useRunOnce(auth.status !== 'loading', () => {
    // The guard passes the page it protected; the header's 'Log In' leaves the last page visited.
    const { returnUrl, booking } = signInTarget(params);
    auth.signIn(returnUrl, booking ? { booking } : {}).then(
      (result) => {
        if (result === 'signedIn') finish(true);
      },
      (error: unknown) =>
        navigate(AUTH_PAGES.loginFailed, { replace: true, state: signInFailure(error) }),
    );
  });

  return <AuthLoading label="Taking you to log in…" />;
}
