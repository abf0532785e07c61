// How a meeting's status reads in a list: an Active meeting that is over reads as completed,
// one under way as in progress; the others are named after their status (docs/product.md#statuses).
import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { Meeting } from '../../../shared/contracts/booking';
import { isActiveEventStatus } from '../../../shared/domain/event-status';
import type { EventStatus } from '../../../shared/domain/event-status';

type Shown = { label: string; color: string };

const CLOSED: Record<Exclude<EventStatus, 'Active' | 'ActiveNoNotesRequired'>, Shown> = {
  Canceled: { label: 'Canceled', color: 'gray' },
  Refunded: { label: 'Refunded', color: 'blue' },
  NoShow: { label: 'No-show', color: 'gold' },
};

export function meetingStatusShown(meeting: Meeting, now: Date): Shown {
  if (!isActiveEventStatus(meeting.status)) {
    return CLOSED[meeting.status as keyof typeof CLOSED];
  }
  if (now.getTime() >= Date.parse(meeting.end)) return { label: 'Completed', color: 'brand' };
  if (now.getTime() >= Date.parse(meeting.start)) return { label: 'In progress', color: 'teal' };
  return { label: 'Booked', color: 'navy' };
}

export interface MeetingStatusBadgeProps {
  meeting: Meeting;
  now: Date;
  /** In a list of upcoming meetings 'Booked' goes without saying. */
  quietWhenBooked?: boolean;
}

export function MeetingStatusBadge({ meeting, now, quietWhenBooked }: MeetingStatusBadgeProps) {
  const { label, color } = meetingStatusShown(meeting, now);
  if (quietWhenBooked && label === 'Booked') return null;
  return (
    // The darkest text on the palest tint: the light variant's own pair is too faint (WCAG AA).
    <Badge variant="light" color={color} c={`${color}.9`} bg={`${color}.0`} radius="sm" size="lg">
      {label}
    </Badge>
  );
}
