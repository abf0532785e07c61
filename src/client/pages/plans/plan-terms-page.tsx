// /theplan-terms/{slugOrThePlanDetailId?}: an advisor's Plan (docs/product.md#the-plan): their
// terms and price, the signup form and payment. Without an advisor: the terms every Plan shares.
import { useParams } from 'react-router';
import { OfferingPage } from '../../features/plans/offering-page';
import { OfferingPurchase } from '../../features/plans/offering-purchase';
import { PlanGeneralTerms } from '../../features/plans/plan-general-terms';

export default function PlanTermsPage() {
  const slugOrId = useParams().slugOrThePlanDetailId ?? '';
  if (!slugOrId) return <PlanGeneralTerms />;
  return (
    <OfferingPage kind="plan" idOrSlug={slugOrId}>
      {(offering) => <OfferingPurchase offering={offering} />}
    </OfferingPage>
  );
}
