// Staging (docs/product.md#staging): every page but the root and the authentication pages is for
// admins only. The server already withholds content and data; this shows the visitor why. The guard
// itself loads only in staging, so production pages do not carry it.
import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { isOpenInStaging } from '../../shared/routes/identity';
import { appInfoQuery } from '../api/system';
import { AuthLoading } from './auth-loading';

const AdminOnly = lazy(async () => {
  const { RequireRole } = await import('./require-role');
  return {
    default: ({ children }: { children: ReactNode }) => (
      <RequireRole area="admin">{children}</RequireRole>
    ),
  };
});

export function StagingGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { data: appInfo } = useQuery(appInfoQuery());
  if (appInfo?.appEnv !== 'staging' || isOpenInStaging(pathname)) return children;
  return (
    <Suspense fallback={<AuthLoading />}>
      <AdminOnly>{children}</AdminOnly>
    </Suspense>
  );
}
