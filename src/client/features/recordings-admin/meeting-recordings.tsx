// A meeting's recordings on its console page, found with search-recordings/{meeting id}
// (docs/product.md#admin-recordings), each linked to its own page.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { adminRecordingSearchAnswerSchema } from '../../../shared/contracts/recordings-admin';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { RECORDINGS_ADMIN_API } from '../../../shared/routes/recordings-admin-api';
import { http } from '../../api/http';

const added = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function MeetingRecordings({ eventId, className }: { eventId: string; className?: string }) {
  const found = useQuery({
    queryKey: ['admin', 'meeting-recordings', eventId],
    queryFn: async () =>
      adminRecordingSearchAnswerSchema.parse(await http.get(RECORDINGS_ADMIN_API.search(eventId))),
  });
  // The search also matches other ids that contain the text: only this meeting's are shown.
  const recordings = (found.data ?? []).filter((row) => row.meeting.id === eventId);
  return (
    <section className={className} aria-labelledby="meeting-recordings">
      <h2 id="meeting-recordings">Recordings</h2>
      {found.isPending && <p>Looking for recordings…</p>}
      {found.isError && <p role="alert">The recordings could not be looked up.</p>}
      {found.isSuccess && recordings.length === 0 && <p>No recording of this meeting.</p>}
      {recordings.length > 0 && (
        <ul>
          {recordings.map((row) => (
            <li key={row.id}>
              <Link to={ADMIN_PAGES.recordingEdit(row.id)}>
                {row.status}, added {added(row.createdAt)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
