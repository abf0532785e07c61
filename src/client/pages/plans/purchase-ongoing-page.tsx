// /purchase/the-ongoing/{theOngoingDetailId}: the start of buying an advisor's Ongoing. Not
// found while its flag is off.
import { useParams } from 'react-router';
import { OfferingPage } from '../../features/plans/offering-page';
import { OngoingOverview } from '../../features/plans/ongoing-overview';

export default function PurchaseOngoingPage() {
  const id = useParams().theOngoingDetailId ?? '';
  return (
    <OfferingPage kind="ongoing" idOrSlug={id}>
      {(offering) => <OngoingOverview offering={offering} />}
    </OfferingPage>
  );
}
