// Reports the stored campaign data once the signed-in person is known (tracking/referral.ts).
// Not while an admin acts as someone: the admin's browser says nothing of how they arrived.
import { useEffect } from 'react';
import { useAuth } from '../auth/auth-context';
import { sendReferralReport } from './referral';

export function useReferralReport(): void {
  const { status, user } = useAuth();
  const userId = status === 'signedIn' && user && !user.impersonation ? user.id : null;
  useEffect(() => {
    if (userId) void sendReferralReport(userId);
  }, [userId]);
}
