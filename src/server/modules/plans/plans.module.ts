// The plans module's part in the server and the worker (module-manifest.ts): The Plan and The
// Ongoing (docs/product.md#offerings). Each part adds its service here.
import type { ChangeFeed } from '../../cache/change-feed';
import type { AdvisorsService } from '../advisors/advisors.service';
import type { AvailabilityService } from '../availability/availability.service';
import type { MeetingNotifier } from '../meetings/meeting-notifier';
import { defineModule } from '../module-manifest';
import type { SystemService } from '../system/system.service';
import type { VaultService } from '../vault/vault.service';
import { createEngagementsService } from './engagements.service';
import { createOfferingsService } from './offerings.service';
import { createWaitlistService } from './waitlist.service';

export const plansModule = defineModule({
  name: 'plans',
  create: (
    { db, mailer, log, config, video, now },
    {
      advisors,
      system,
      changes,
      availability,
      meetingNotifier,
      vault,
    }: {
      advisors: AdvisorsService;
      system: SystemService;
      changes: ChangeFeed;
      availability: AvailabilityService;
      meetingNotifier: MeetingNotifier;
      vault: VaultService;
    },
  ) => {
    // Prices and offerings saved on any instance refresh the profiles and cards of every one.
    changes.subscribe('advisors', () => advisors.invalidate());
    const offerings = createOfferingsService({
      db,
      advisors,
      system,
      onOfferingsChange: () => changes.publish('advisors'),
    });
    const waitlist = createWaitlistService({
      db,
      mailer,
      log,
      publicUrl: config.publicUrl,
      isOngoingOn: offerings.isOngoingOn,
    });
    const engagements = createEngagementsService({
      db,
      video,
      availability,
      notifier: meetingNotifier,
      vault,
      mailer,
      findAdvisorOfUser: (userId) => advisors.findAdvisorOfUser(userId),
      onCalendarChange: () => advisors.invalidate(),
      publicUrl: config.publicUrl,
      log,
      now,
    });
    return { offerings: { ...offerings, ...waitlist }, engagements };
  },
  jobs: ({ engagements }) => ({
    checkupReminders: () => engagements.sendCheckupReminders(),
    completePlans: () => engagements.completeFinishedPlans(),
  }),
});
