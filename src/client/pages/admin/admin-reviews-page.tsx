// admin/reviews (docs/product.md#reviews): every review as published. Reviews are never filtered
// or hidden, except by an admin for abuse: this is where that happens, with a reason on record.
import { Link } from 'react-router';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { AdminReviewsTable } from '../../features/reviews/admin-reviews-table';
import pageClasses from './admin-page.module.css';

export default function AdminReviewsPage() {
  return (
    <section className={pageClasses.page} aria-labelledby="admin-reviews-title">
      <p className={pageClasses.eyebrow}>
        <Link to={AREA_ROOTS.admin}>Admin</Link>
      </p>
      <h1 id="admin-reviews-title" className={pageClasses.title}>
        Reviews
      </h1>
      <p className={pageClasses.lead}>
        Clients’ reviews are published as written. Hide one only when it is abusive; the review and
        the reason stay on record, the advisor sees the reason, and the audit log keeps the change.
      </p>
      <AdminReviewsTable />
    </section>
  );
}
