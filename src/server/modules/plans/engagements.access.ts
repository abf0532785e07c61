// What every part of the engagements service shares: its dependencies, the access checks it
// hands its parts, and the rule of when another included meeting may be booked.
import type { Db } from '../../db/client';
import type { EngagementRow } from '../../db/schema/plans';
import type { RequestUser } from '../../auth/access/request-user';
import type { Mailer } from '../../integrations/email/email';
import type { VideoProvider } from '../../integrations/video/video';
import type { AvailabilityService, FindAdvisorOfUser } from '../availability/availability.service';
import type { MeetingNotifier } from '../meetings/meeting-notifier';
import type { VaultService } from '../vault/vault.service';
import type { BillingInvoice } from '../../../shared/contracts/billing';
import { ENGAGEMENT_MESSAGES } from '../../../shared/contracts/engagements';
import type { Engagement } from '../../../shared/contracts/engagements';
import { ACTIVE_EVENT_STATUSES } from '../../../shared/domain/event-status';
import type { EventStatus } from '../../../shared/domain/event-status';
import { countEngagementMeetings } from './engagements.repository';
import type { EngagementWithPeople } from './engagements.repository';

export interface EngagementsDeps {
  db: Db;
  video: VideoProvider;
  availability: AvailabilityService;
  notifier: MeetingNotifier;
  vault: VaultService;
  mailer: Mailer;
  findAdvisorOfUser: FindAdvisorOfUser;
  /** The signup's invoices as the portal shows them to its client or its advisor. */
  signupInvoices: (signupId: string, audience: Audience) => Promise<BillingInvoice[]>;
  /** Invalidates cached advisor cards after a booking moved their next availability. */
  onCalendarChange?: () => void;
  publicUrl: string;
  log?: { error(object: unknown, message: string): void };
  now?: () => Date;
}

export type EngagementPeople = NonNullable<EngagementWithPeople>;

/** Who reads the portal: its client, or the advisor who delivers it. */
export type Audience = 'client' | 'advisor';

export interface EngagementAccess {
  /** The client's own engagement; anyone else's does not exist (404). */
  clientEngagement: (user: RequestUser, id: string) => Promise<EngagementPeople>;
  /** An engagement the signed-in advisor delivers; anyone else's does not exist (404). */
  advisorEngagement: (user: RequestUser, id: string) => Promise<EngagementPeople>;
  viewOf: (id: string, audience: Audience) => Promise<Engagement>;
  now: () => Date;
}

/** Meetings that used up one of a Plan's included meetings: booked, held, or missed. */
export const COUNTED_MEETING_STATUSES: readonly EventStatus[] = [
  ...ACTIVE_EVENT_STATUSES,
  'NoShow',
];

/** YYYY-MM-DD of an instant, in UTC (engagement dates are calendar days). */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Why no more meetings can be booked on the engagement now, or null when one can: an engagement
 * that ended, a Plan whose included meetings are used, an Ongoing with a check-in still ahead.
 */
export async function bookingRefusal(
  db: Db,
  engagement: EngagementRow,
  at: Date,
): Promise<string | null> {
  if (engagement.status !== 'active') return ENGAGEMENT_MESSAGES.ended;
  if (engagement.endsOn && engagement.endsOn < dayOf(at)) return ENGAGEMENT_MESSAGES.ended;
  if (engagement.meetingsIncluded !== null) {
    const used = await countEngagementMeetings(db, engagement.id, COUNTED_MEETING_STATUSES);
    return used >= engagement.meetingsIncluded ? ENGAGEMENT_MESSAGES.allMeetingsBooked : null;
  }
  const ahead = await countEngagementMeetings(db, engagement.id, ACTIVE_EVENT_STATUSES, at);
  return ahead > 0 ? ENGAGEMENT_MESSAGES.oneCheckInAtATime : null;
}
