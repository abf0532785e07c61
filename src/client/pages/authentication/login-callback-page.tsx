// authentication/login-callback (docs/product.md#sign-in): completes the sign-in the provider sent
// back, then returns the visitor to the page they came from.
import { useNavigate } from 'react-router';
import { AUTH_PAGES } from '../../../shared/routes/identity';
import { useAuth } from '../../auth/auth-context';
import { AuthLoading } from '../../auth/auth-loading';
import { signInFailure } from './sign-in-failure';
import { useFinishSignIn } from './use-finish-sign-in';
import { useRunOnce } from '../../ui/use-run-once';

export default function LoginCallbackPage() {
  const { completeSignIn } = useAuth();
  const navigate = useNavigate();
  const finish = useFinishSignIn();

  useRunOnce(true, () => {
    completeSignIn().then(finish, (error: unknown) =>
      navigate(AUTH_PAGES.loginFailed, { replace: true, state: signInFailure(error) }),
    );
  });

  return <AuthLoading label="Signing you in…" />;
}
