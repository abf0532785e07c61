// dashboard/reviews (docs/product.md#dashboard): what clients wrote after their meetings, newest
// first, with the advisor's public response to each. Hidden reviews stay listed, marked with the
// admin's reason.
import { AreaPage } from '../../frame/area-page';
import { DashboardNav } from './dashboard-nav';
import { DashboardReviewList } from '../../features/reviews/dashboard-review-list';

export default function ReviewsPage() {
  return (
    <AreaPage
      eyebrow="Advisor Home"
      title="Reviews"
      titleId="reviews-title"
      lead="What your clients wrote after their meetings. Reviews are never filtered; an admin hides one only for abuse. Your responses appear under each review on your profile."
      nav={<DashboardNav />}
    >
      <DashboardReviewList />
    </AreaPage>
  );
}
