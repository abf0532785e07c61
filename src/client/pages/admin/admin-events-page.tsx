// admin/events (docs/product.md#admin-operations): every Hour meeting in a console table; each
// opens its edit page, where an admin changes its status through the state machine.
import { Link } from 'react-router';
import { REFUND_PERCENT } from '../../../shared/constants';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { AdminEventsTable } from '../../features/meetings/admin-events-table';
import { useDisplayTimeZone } from '../../ui/use-display-time-zone';
import pageClasses from './admin-page.module.css';

export default function AdminEventsPage() {
  const timeZone = useDisplayTimeZone();
  return (
    <section className={pageClasses.page} aria-labelledby="admin-events-title">
      <p className={pageClasses.eyebrow}>
        <Link to={AREA_ROOTS.admin}>Admin</Link>
      </p>
      <h1 id="admin-events-title" className={pageClasses.title}>
        Meetings
      </h1>
      <p className={pageClasses.lead}>
        Find a meeting by its client or advisor and open it to cancel, refund ({REFUND_PERCENT}% of
        the fee) or change its status. Times are in your time zone ({timeZone}).
      </p>
      <AdminEventsTable />
    </section>
  );
}
