// /purchase/the-plan/success and /purchase/the-ongoing/success?signup={id}: the confirmation
// after paying, for its signed-in client, linking to the new engagement.
import { useSearchParams } from 'react-router';
import { RequireRole } from '../../auth/require-role';
import { PurchaseSuccess } from '../../features/plans/purchase-success';
import { NotFoundContent } from '../../frame/not-found-content';

export default function PurchaseSuccessPage() {
  const [params] = useSearchParams();
  const signupId = params.get('signup') ?? '';
  return (
    <RequireRole area="account">
      {signupId ? <PurchaseSuccess signupId={signupId} /> : <NotFoundContent />}
    </RequireRole>
  );
}
