// admin/reports (docs/product.md#admin-reports): the marketplace's revenue, refunds, fees kept,
// payouts and bookings over a range of months, by month or by advisor, with its CSV.
import { Link } from 'react-router';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { AdminReportView } from '../../features/reports/admin-report-view';
import classes from './admin-page.module.css';

export default function AdminReportsPage() {
  return (
    <section className={classes.page} aria-labelledby="admin-reports-title">
      <p className={classes.eyebrow}>
        <Link to={AREA_ROOTS.admin}>Admin</Link>
      </p>
      <h1 id="admin-reports-title" className={classes.title}>
        Reports
      </h1>
      <p className={classes.lead}>
        What clients paid and got back, the fees the marketplace kept, what was paid out to advisors
        and affiliates, and the bookings of each offering, for the months you choose.
      </p>
      <AdminReportView />
    </section>
  );
}
