// /the-ongoing-terms/{theOngoingDetailId}: an advisor's Ongoing (docs/product.md#the-ongoing):
// their terms, the signup form and the first quarter's payment. Not found while its flag is off.
import { useParams } from 'react-router';
import { OfferingPage } from '../../features/plans/offering-page';
import { OfferingPurchase } from '../../features/plans/offering-purchase';

export default function OngoingTermsPage() {
  const id = useParams().theOngoingDetailId ?? '';
  return (
    <OfferingPage kind="ongoing" idOrSlug={id}>
      {(offering) => <OfferingPurchase offering={offering} />}
    </OfferingPage>
  );
}
