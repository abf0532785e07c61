// A meeting's status as a badge: the shared word (src/shared/domain/meeting-status.ts, ADR 0070)
// in a colour of its own.
import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { Meeting } from '../../../shared/contracts/booking';
import { meetingStatusWord } from '../../../shared/domain/meeting-status';
import type { MeetingStatusWord } from '../../../shared/domain/meeting-status';

const COLORS: Record<MeetingStatusWord, string> = {
  Scheduled: 'navy',
  Completed: 'brand',
  Cancelled: 'gray',
  Refunded: 'blue',
  'No-show': 'gold',
};

export interface MeetingStatusBadgeProps {
  meeting: Pick<Meeting, 'status' | 'end'>;
  now: Date;
  /** In a list of upcoming meetings 'Scheduled' goes without saying. */
  quietWhenScheduled?: boolean;
}

export function MeetingStatusBadge({ meeting, now, quietWhenScheduled }: MeetingStatusBadgeProps) {
  const word = meetingStatusWord(meeting.status, meeting.end, now);
  if (quietWhenScheduled && word === 'Scheduled') return null;
  const color = COLORS[word];
  return (
    // The darkest text on the palest tint: the light variant's own pair is too faint (WCAG AA).
    <Badge variant="light" color={color} c={`${color}.9`} bg={`${color}.0`} radius="sm" size="lg">
      {word}
    </Badge>
  );
}
