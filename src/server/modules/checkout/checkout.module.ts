// The checkout module's part in the server and the worker (module-manifest.ts): The Hour's
// checkout, which hears of its payments through its outcome handler (ADR 0019), and its sweeps.
import type { AdvisorsService } from '../advisors/advisors.service';
import type { AvailabilityService } from '../availability/availability.service';
import type { AgreementsService } from '../compliance/agreements.service';
import type { ComplianceService } from '../compliance/compliance.service';
import type { MeetingNotifier } from '../meetings/meeting-notifier';
import { defineModule } from '../module-manifest';
import type { PaymentsService } from '../payments/payments.service';
import { createResidencyRule } from '../account/residency-rule';
import { createCheckoutService } from './checkout.service';

interface CheckoutNeeds {
  advisors: AdvisorsService;
  availability: AvailabilityService;
  compliance: ComplianceService;
  userAgreements: AgreementsService;
  payments: PaymentsService;
  meetingNotifier: MeetingNotifier;
}

export const checkoutModule = defineModule({
  name: 'checkout',
  create: (
    { db, config, video, jobQueue, log, now },
    {
      advisors,
      availability,
      compliance,
      userAgreements,
      payments,
      meetingNotifier,
    }: CheckoutNeeds,
  ) => ({
    checkout: createCheckoutService({
      db,
      payments,
      video,
      availability,
      notifier: meetingNotifier,
      compliance,
      agreements: userAgreements,
      residency: createResidencyRule(db, now),
      onCalendarChange: () => advisors.invalidate(),
      log,
      now,
      publicUrl: config.publicUrl,
      queueCompletion: async (checkoutId) => {
        await jobQueue.send('completeCheckout', checkoutId, { checkoutId });
      },
    }),
  }),
  jobs: ({ checkout }) => ({
    expireHolds: () => checkout.expireLapsedCheckouts(),
    reconcilePayments: () => checkout.reconcilePayments(),
  }),
  tasks: ({ checkout }) => ({
    completeCheckout: async (data: Record<string, string>) => {
      if (!data.checkoutId) return 'no checkout';
      return checkout.completeCheckoutJob(data.checkoutId);
    },
  }),
});
