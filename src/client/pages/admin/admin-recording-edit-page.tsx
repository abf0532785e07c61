// admin/recordings/{recordingID}/edit (docs/product.md#admin-recordings): one recording, its
// stored copy and history, and the changes the recording rules allow.
import { Link, useParams } from 'react-router';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { AdminRecordingEdit } from '../../features/recordings-admin/admin-recording-edit';
import pageClasses from './admin-page.module.css';

export default function AdminRecordingEditPage() {
  const { recordingID = '' } = useParams();
  return (
    <section className={pageClasses.page} aria-labelledby="admin-recording-title">
      <p className={pageClasses.eyebrow}>
        <Link to={ADMIN_PAGES.recordings}>Recordings</Link>
      </p>
      <h1 id="admin-recording-title" className={pageClasses.title}>
        Recording
      </h1>
      <AdminRecordingEdit recordingId={recordingID} />
    </section>
  );
}
