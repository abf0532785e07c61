// Staging (spec §2.8): every page but the root and the authentication pages is for admins only.
// The server already withholds content and data; this shows the visitor why.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { isOpenInStaging } from '../../shared/routes';
import { appInfoQuery } from '../api/system';
import { RequireRole } from './require-role';

export function StagingGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { data: appInfo } = useQuery(appInfoQuery());
  if (appInfo?.appEnv !== 'staging' || isOpenInStaging(pathname)) return children;
  return <RequireRole area="admin">{children}</RequireRole>;
}
