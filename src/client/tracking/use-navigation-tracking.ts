// Records campaign data and visited URLs on every client-side location change, and reports the
// campaign data once for a signed-in account.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { saveUtmData } from './utm';
import { rememberVisitedUrl } from './url-history';
import { useReferralReport } from './use-referral-report';

export function useNavigationTracking(): void {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    saveUtmData(search);
    rememberVisitedUrl(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  useReferralReport();
}
