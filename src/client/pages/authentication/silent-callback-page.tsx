// authentication/silent-callback: the hidden frame of a silent sign-in lands here and hands the
// provider's answer to the page that opened it.
import { logClientError } from '../../api/error-log';
import { useAuth } from '../../auth/auth-context';
import { useRunOnce } from '../../ui/use-run-once';

export default function SilentCallbackPage() {
  const { signInClient } = useAuth();
  useRunOnce(true, () => {
    signInClient()
      .then((manager) => manager.signinSilentCallback())
      .catch((error: unknown) => logClientError('silent sign-in', error));
  });
  return null;
}
