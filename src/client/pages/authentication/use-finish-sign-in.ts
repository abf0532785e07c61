// After a sign-in: back to the page the visitor came from (the stored return URL), otherwise to
// the home of their roles once the active user is known.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { useAuth } from '../../auth/auth-context';
import { homeForRoles } from '../../frame/frame-links';
import { takeReturnUrl } from '../../tracking/url-history';

export function useFinishSignIn(): (signedIn: boolean) => void {
  const { status, roles } = useAuth();
  const navigate = useNavigate();
  const [finished, setFinished] = useState<'signedIn' | 'signedOut' | null>(null);
  const navigated = useRef(false);

  useEffect(() => {
    // Waits until the provider shows the outcome, so the roles are known.
    if (finished === null || status !== finished || navigated.current) return;
    navigated.current = true;
    const fallback = status === 'signedIn' ? homeForRoles(roles) : AREA_ROOTS.account;
    void navigate(takeReturnUrl() ?? fallback, { replace: true });
  }, [finished, status, roles, navigate]);

  return (signedIn) => setFinished(signedIn ? 'signedIn' : 'signedOut');
}
