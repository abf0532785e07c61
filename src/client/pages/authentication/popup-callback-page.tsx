// authentication/popup-callback: the sign-in popup (ADR 0072) lands here and hands the provider's
// answer to the page that opened it, which closes the window.
import { logClientError } from '../../api/error-log';
import { useAuth } from '../../auth/auth-context';
import { useRunOnce } from '../../ui/use-run-once';

export default function PopupCallbackPage() {
  const { signInClient } = useAuth();
  useRunOnce(true, () => {
    signInClient()
      .then((manager) => manager.signinPopupCallback())
      .catch((error: unknown) => logClientError('popup sign-in', error));
  });
  return null;
}
