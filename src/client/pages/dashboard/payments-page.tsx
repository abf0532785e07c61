// dashboard/payments (docs/product.md#advisor-payments): what the advisor earned by month, less
// the referral fee, the payouts received and what is still owed, with a CSV of each month.
import { AdvisorEarnings } from '../../features/payouts/advisor-earnings';
import { AreaPage } from '../../frame/area-page';
import { DashboardNav } from './dashboard-nav';

export default function PaymentsPage() {
  return (
    <AreaPage
      eyebrow="Advisor Home"
      title="Payments"
      titleId="payments-title"
      lead="What your clients paid each month, the referral fee the marketplace keeps, refunds, and the payouts sent to you."
      nav={<DashboardNav />}
    >
      <AdvisorEarnings />
    </AreaPage>
  );
}
