// A person's Hour meetings on their console page, found with search-events/{email}
// (docs/product.md#admin-operations), newest first as the search answers, each linked to its page.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { z } from 'zod';
import { meetingSchema } from '../../../shared/contracts/booking';
import { meetingStatusWord } from '../../../shared/domain/meeting-status';
import { OPERATIONS_API } from '../../../shared/routes/operations-api';
import { OPERATIONS_PAGES } from '../../../shared/routes/operations';
import { http } from '../../api/http';

const MEETINGS_SHOWN = 10;

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function PersonMeetings({ email, className }: { email: string; className?: string }) {
  const found = useQuery({
    queryKey: ['admin', 'person-meetings', email],
    queryFn: async () =>
      z.array(meetingSchema).parse(await http.get(OPERATIONS_API.searchEvents(email))),
  });
  const lower = email.toLowerCase();
  // The search matches names and advisors too: only meetings this person took part in are shown.
  const meetings = (found.data ?? [])
    .filter((meeting) => meeting.client.email.toLowerCase() === lower)
    .slice(0, MEETINGS_SHOWN);
  return (
    <section className={className} aria-labelledby="person-meetings">
      <h2 id="person-meetings">Hour meetings</h2>
      {found.isPending && <p>Looking for meetings…</p>}
      {found.isError && <p role="alert">The meetings could not be looked up.</p>}
      {found.isSuccess && meetings.length === 0 && <p>No Hour meeting booked.</p>}
      {meetings.length > 0 && (
        <ul>
          {meetings.map((meeting) => (
            <li key={meeting.id}>
              <Link to={OPERATIONS_PAGES.eventEdit(meeting.id)}>
                {when(meeting.start)} with {meeting.advisor.name} (
                {meetingStatusWord(meeting.status, meeting.end, new Date())})
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
