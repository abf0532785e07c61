// The plans module's part in the server and the worker (module-manifest.ts): The Plan and The
// Ongoing (docs/product.md#offerings). Each part adds its service here.
import type { AccountsService } from '../../auth/accounts/accounts.service';
import type { ChangeFeed } from '../../cache/change-feed';
import type { AdvisorsService } from '../advisors/advisors.service';
import type { AvailabilityService } from '../availability/availability.service';
import type { AgreementsService } from '../compliance/agreements.service';
import type { ComplianceService } from '../compliance/compliance.service';
import type { MeetingNotifier } from '../meetings/meeting-notifier';
import { defineModule } from '../module-manifest';
import type { BillingService } from '../payments/billing.service';
import type { PaymentsService } from '../payments/payments.service';
import type { SystemService } from '../system/system.service';
import type { VaultService } from '../vault/vault.service';
import { createResidencyRule } from '../account/residency-rule';
import { createEngagementStart } from './engagement-start';
import { createEngagementsService } from './engagements.service';
import { createFollowUpDesk } from './follow-up-desk';
import { createFollowUpReminders } from './follow-up-reminders';
import { createMoneyBackNotice } from './money-back-notice';
import { createOfferingsService } from './offerings.service';
import { createOngoingBilling } from './ongoing-billing';
import { createPlansAdminService } from './plans-admin.service';
import { createSignupByHand } from './signup-by-hand';
import { createSignupsService } from './signups.service';
import { createWaitlistService } from './waitlist.service';

interface PlansNeeds {
  accounts: AccountsService;
  advisors: AdvisorsService;
  system: SystemService;
  changes: ChangeFeed;
  availability: AvailabilityService;
  compliance: ComplianceService;
  userAgreements: AgreementsService;
  meetingNotifier: MeetingNotifier;
  vault: VaultService;
  payments: PaymentsService;
  billing: BillingService;
}

export const plansModule = defineModule({
  name: 'plans',
  create: (
    { db, mailer, log, config, video, now },
    {
      accounts,
      advisors,
      system,
      changes,
      availability,
      compliance,
      userAgreements,
      meetingNotifier,
      vault,
      payments,
      billing,
    }: PlansNeeds,
  ) => {
    billing.handleMoneyBackRequests(
      createMoneyBackNotice({
        mailer,
        publicUrl: config.publicUrl,
        listAdmins: () => accounts.listAdminRecipients(),
        now,
      }),
    );
    // Prices and offerings saved on any instance refresh the profiles and cards of every one.
    changes.subscribe('advisors', () => advisors.invalidate());
    const offerings = createOfferingsService({
      db,
      advisors,
      system,
      onOfferingsChange: (advisorId) => changes.publish('advisors', advisorId),
    });
    const waitlist = createWaitlistService({
      db,
      mailer,
      log,
      publicUrl: config.publicUrl,
      isSold: offerings.isSold,
    });
    // A freed place shows in the offering's public answers on every instance, and the waitlist
    // hears of it.
    const placeFreed = async (offeringId: string) => {
      await offerings.placesChanged(offeringId);
      return waitlist.placeFreed(offeringId);
    };
    const engagements = createEngagementsService({
      db,
      video,
      availability,
      notifier: meetingNotifier,
      vault,
      mailer,
      findAdvisorOfUser: (userId) => advisors.findAdvisorOfUser(userId),
      signupInvoices: (signupId, audience) => billing.getSignupInvoices(signupId, audience),
      onCalendarChange: () => advisors.invalidate(),
      publicUrl: config.publicUrl,
      log,
      now,
    });
    const start = createEngagementStart({
      db,
      mailer,
      log,
      now,
      publicUrl: config.publicUrl,
      isFlagOn: (flag) => system.getFeatureFlag(flag),
    });
    const ongoingBilling = createOngoingBilling({
      db,
      payments,
      placeFreed,
      mailer,
      log,
      now,
      publicUrl: config.publicUrl,
    });
    const plansAdmin = createPlansAdminService({
      db,
      invoices: payments,
      cancelOngoing: (actor, engagementId, reason) =>
        ongoingBilling.cancelOngoing(actor, engagementId, reason),
      placeFreed,
      arrangeSignup: createSignupByHand({ db, offerings, start, now }),
      now,
    });
    return {
      offerings: { ...offerings, ...waitlist, placeFreed },
      engagements,
      plansAdmin,
      followUpDesk: createFollowUpDesk({
        db,
        plansAdmin,
        findAdvisorOfUser: (userId) => advisors.findAdvisorOfUser(userId),
      }),
      followUpReminders: createFollowUpReminders({
        db,
        mailer,
        publicUrl: config.publicUrl,
        listAdmins: () => accounts.listAdminRecipients(),
        now,
      }),
      signups: createSignupsService({
        db,
        residency: createResidencyRule(db, now),
        offerings,
        payments,
        compliance,
        agreements: userAgreements,
        start,
        now,
        publicUrl: config.publicUrl,
      }),
      ongoingBilling,
    };
  },
  jobs: ({ engagements, ongoingBilling, followUpReminders }) => ({
    checkupReminders: () => engagements.sendCheckupReminders(),
    completePlans: () => engagements.completeFinishedPlans(),
    expireSignups: () => ongoingBilling.expireLapsedSignups(),
    ongoingInvoices: () => ongoingBilling.issueDueOngoingInvoices(),
    endCancelledOngoing: () => ongoingBilling.endCancelledOngoing(),
    followUpReminders: () => followUpReminders.sendDue(),
  }),
});
