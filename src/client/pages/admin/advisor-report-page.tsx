// admin/users/:userId/report (docs/product.md#compliance-report, docs/product.md#admin): any
// advisor's books and records for a date range, as the advisor sees them, opened from Users.
import { Link, useParams } from 'react-router';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { ComplianceReport } from '../../features/records/compliance-report';
import classes from './admin-page.module.css';

export default function AdvisorReportPage() {
  const { userId = '' } = useParams();
  return (
    <section className={classes.page} aria-labelledby="advisor-report-title">
      <p className={classes.eyebrow}>
        <Link to={AREA_ROOTS.admin}>Admin</Link> / <Link to={ADMIN_PAGES.users}>Users</Link>
      </p>
      <h1 id="advisor-report-title" className={classes.title}>
        Compliance report
      </h1>
      <p className={classes.lead}>
        The advisor&apos;s books and records for a period, kept five years: meetings, engagements,
        fees charged and refunded, agreements and disclosures accepted, reviews and responses, and
        notes sent.
      </p>
      <ComplianceReport audience="admin" userId={userId} />
    </section>
  );
}
