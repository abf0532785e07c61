// admin/recordings (docs/product.md#admin-recordings): every meeting recording in a console
// table, with its orphans; each opens its edit page.
import { Link } from 'react-router';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { AdminRecordingsTable } from '../../features/recordings-admin/admin-recordings-table';
import { useDisplayTimeZone } from '../../ui/use-display-time-zone';
import pageClasses from './admin-page.module.css';

export default function AdminRecordingsPage() {
  const timeZone = useDisplayTimeZone();
  return (
    <section className={pageClasses.page} aria-labelledby="admin-recordings-title">
      <p className={pageClasses.eyebrow}>
        <Link to={AREA_ROOTS.admin}>Admin</Link>
      </p>
      <h1 id="admin-recordings-title" className={pageClasses.title}>
        Recordings
      </h1>
      <p className={pageClasses.lead}>
        Every meeting recording, fetched from Zoom or uploaded. Open one to play it, fetch it again,
        delete Zoom&rsquo;s copy or delete it for good. Orphans belong to meetings that were
        canceled or that the client did not want recorded. Times are in your time zone ({timeZone}).
      </p>
      <AdminRecordingsTable />
    </section>
  );
}
