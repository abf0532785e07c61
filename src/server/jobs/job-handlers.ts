// What each background job does, in terms of the services.
import type { Services } from '../app';
import type { JobHandlers, TaskHandlers } from './job-runner';

export function jobHandlersOf(services: Services): JobHandlers {
  return {
    expireHolds: () => services.checkout.expireLapsedCheckouts(),
    reminders: () => services.meetingJobs.sendDueReminders(),
    reviewRequests: () => services.meetingJobs.sendReviewRequests(),
    meetingLinks: () => services.meetingJobs.ensureMeetingLinks(),
    refundRetries: () => services.payments.retryUnfinishedRefunds(),
    reconcilePayments: () => services.checkout.reconcilePayments(),
    recordingRetries: () => services.recordings.retryFailed(),
    nextAvailability: async () => {
      const changed = await services.availability.refreshNextAvailability();
      if (changed > 0) services.advisors.invalidate();
      return changed;
    },
  };
}

/** What each one-off job does; each throws to be tried again later. */
export function taskHandlersOf(services: Services): TaskHandlers {
  return {
    completeCheckout: async (data) => {
      if (!data.checkoutId) return 'no checkout';
      return services.checkout.completeCheckoutJob(data.checkoutId);
    },
  };
}
