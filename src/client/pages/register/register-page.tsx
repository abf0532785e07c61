// /register (docs/product.md#public-site): the provider's register page, inside a sign-in request
// so the new account comes back signed in, to the same page logging in would come back to
// (`returnUrl`, else the last page visited); register?affiliate=true makes an affiliate.
import { useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../auth/auth-context';
import { AuthLoading } from '../../auth/auth-loading';
import { homeForRoles } from '../../frame/frame-links';
import { signInTarget } from '../../auth/sign-in-target';
import { useRunOnce } from '../../ui/use-run-once';
import { IDENTITY_PAGES } from '../../../shared/routes/identity';

/** The embedded provider's stand-alone register page, when the sign-in client cannot load. */
const PROVIDER_REGISTER_PAGE = IDENTITY_PAGES.register;

export default function RegisterPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const affiliate = params.get('affiliate') === 'true';

  useRunOnce(auth.status !== 'loading', () => {
    if (auth.status === 'signedIn') {
      void navigate(homeForRoles(auth.roles), { replace: true });
      return;
    }
    const { returnUrl, booking } = signInTarget(params);
    auth
      .signIn(returnUrl, { register: true, affiliate, ...(booking ? { booking } : {}) })
      .catch(() => {
        window.location.assign(`${PROVIDER_REGISTER_PAGE}${affiliate ? '?affiliate=true' : ''}`);
      });
  });

  return <AuthLoading label="Opening the registration page…" />;
}
