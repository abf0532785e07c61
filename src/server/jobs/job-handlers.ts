// What each background job does, in terms of the services.
import type { Services } from '../app';
import type { JobHandlers } from './job-runner';

export function jobHandlersOf(services: Services): JobHandlers {
  return {
    expireHolds: () => services.booking.expireLapsedCheckouts(),
    reminders: () => services.meetingJobs.sendDueReminders(),
    reviewRequests: () => services.meetingJobs.sendReviewRequests(),
    meetingLinks: () => services.meetingJobs.ensureMeetingLinks(),
    refundRetries: () => services.payments.retryUnfinishedRefunds(),
    recordingRetries: () => services.recordings.retryFailed(),
    nextAvailability: async () => {
      const changed = await services.availability.refreshNextAvailability();
      if (changed > 0) services.advisors.invalidate();
      return changed;
    },
  };
}
