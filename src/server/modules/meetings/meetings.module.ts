// The meetings module's part in the server and the worker (module-manifest.ts): what every
// meeting has, whatever sold it — changes, calendar invitations, e-mails and their sweeps.
import type { AccountsService } from '../../auth/accounts/accounts.service';
import type { AdvisorsService } from '../advisors/advisors.service';
import type { AvailabilityService } from '../availability/availability.service';
import { defineModule } from '../module-manifest';
import type { PaymentsService } from '../payments/payments.service';
import { createEmailChoiceLinks } from '../notifications/email-choice-links';
import { createMeetingCalendar } from './meeting-calendar';
import { createMeetingJobs } from './meeting-jobs.service';
import { createMeetingNotifier } from './meeting-notifier';
import { createMeetingsService } from './meetings.service';

interface MeetingsNeeds {
  accounts: AccountsService;
  advisors: AdvisorsService;
  availability: AvailabilityService;
  payments: PaymentsService;
}

export const meetingsModule = defineModule({
  name: 'meetings',
  create: (
    { db, config, mailer, video, log, now },
    { accounts, advisors, availability, payments }: MeetingsNeeds,
  ) => {
    const calendar = createMeetingCalendar({
      publicUrl: config.publicUrl,
      from: config.EMAIL_FROM,
    });
    const meetingNotifier = createMeetingNotifier({
      mailer,
      calendar,
      publicUrl: config.publicUrl,
      listAdmins: () => accounts.listAdminRecipients(),
      choiceLinks: createEmailChoiceLinks({ db, publicUrl: config.publicUrl }),
    });
    return {
      calendar,
      meetingNotifier,
      meetings: createMeetingsService({
        db,
        payments,
        video,
        availability,
        notifier: meetingNotifier,
        findAdvisorOfUser: (userId) => advisors.findAdvisorOfUser(userId),
        log,
        now,
        onCalendarChange: () => advisors.invalidate(),
        onHeldMeetingChange: (advisorId) => advisors.recountMeetingsHeld(advisorId),
      }),
      meetingJobs: createMeetingJobs({ db, video, notifier: meetingNotifier, log, now }),
    };
  },
  jobs: ({ meetingJobs }) => ({
    reminders: () => meetingJobs.sendDueReminders(),
    reviewRequests: () => meetingJobs.sendReviewRequests(),
    meetingLinks: () => meetingJobs.ensureMeetingLinks(),
  }),
});
