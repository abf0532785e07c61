// A meeting canceled from an upcoming list leaves that list on the next load, but the person who
// canceled it should see it there, canceled, with its refund. These keep it in place.
import { useCallback, useState } from 'react';
import type { Meeting } from '../../../shared/contracts/booking';

/** The upcoming list with the kept meetings put back (or swapped in) in start order. */
export function withKeptMeetings(upcoming: readonly Meeting[], kept: readonly Meeting[]) {
  const keptById = new Map(kept.map((meeting) => [meeting.id, meeting]));
  const listed = upcoming.map((meeting) => keptById.get(meeting.id) ?? meeting);
  const listedIds = new Set(upcoming.map((meeting) => meeting.id));
  const missing = kept.filter((meeting) => !listedIds.has(meeting.id));
  return [...listed, ...missing].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

export function useKeptCanceled() {
  const [kept, setKept] = useState<Meeting[]>([]);
  const keep = useCallback(
    (meeting: Meeting) =>
      setKept((current) => [...current.filter((each) => each.id !== meeting.id), meeting]),
    [],
  );
  return { kept, keep };
}
