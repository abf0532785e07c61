// admin/events/{eventID}/edit (docs/product.md#admin-operations): one meeting, its history and the
// status changes the state machine allows.
import { Link, useParams } from 'react-router';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { AdminEventEdit } from '../../features/meetings/admin-event-edit';
import pageClasses from './admin-page.module.css';

export default function AdminEventEditPage() {
  const { eventId = '' } = useParams();
  return (
    <section className={pageClasses.page} aria-labelledby="admin-event-title">
      <p className={pageClasses.eyebrow}>
        <Link to={ADMIN_PAGES.events}>Meetings</Link>
      </p>
      <h1 id="admin-event-title" className={pageClasses.title}>
        Meeting
      </h1>
      <AdminEventEdit eventId={eventId} />
    </section>
  );
}
