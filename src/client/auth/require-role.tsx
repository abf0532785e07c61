// Route guards for the signed-in areas (docs/product.md#areas, docs/product.md#roles). A signed-out
// visitor is sent to sign in and brought back afterwards; a signed-in user without the role sees
// 'not allowed'. The areas are client-only, so the server never renders these.
import { useEffect } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { AREA_ROLES, hasAnyRole } from '../../shared/roles';
import { saveReturnUrl } from '../tracking/url-history';
import { useAuth } from './auth-context';
import { AuthLoading } from './auth-loading';
import { NotAllowed } from './not-allowed';
import type { Area } from './not-allowed';
import { loginUrlFor } from './sign-in-target';

function SignInRedirect({ returnUrl }: { returnUrl: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    saveReturnUrl(returnUrl);
    void navigate(loginUrlFor(returnUrl), { replace: true });
  }, [navigate, returnUrl]);
  return <AuthLoading label="Taking you to log in…" />;
}

export function RequireRole({ area, children }: { area: Area; children?: ReactNode }) {
  const auth = useAuth();
  const { pathname, search, hash } = useLocation();
  if (auth.status === 'loading') return <AuthLoading />;
  if (auth.status === 'signedOut') return <SignInRedirect returnUrl={pathname + search + hash} />;
  if (!hasAnyRole(auth.roles, AREA_ROLES[area])) return <NotAllowed area={area} />;
  return children ?? <Outlet />;
}

function AccountArea() {
  return <RequireRole area="account" />;
}
function DashboardArea() {
  return <RequireRole area="dashboard" />;
}
function AdminArea() {
  return <RequireRole area="admin" />;
}

/** Layout routes that guard each area (loaded with the area, see routes.tsx). */
export const AREA_GUARDS: Record<Area, ComponentType> = {
  account: AccountArea,
  dashboard: DashboardArea,
  admin: AdminArea,
};
