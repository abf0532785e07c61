// The plans module's part in the server and the worker (module-manifest.ts): The Plan and The
// Ongoing (docs/product.md#offerings). Each part adds its service here.
import type { ChangeFeed } from '../../cache/change-feed';
import type { AdvisorsService } from '../advisors/advisors.service';
import { defineModule } from '../module-manifest';
import type { SystemService } from '../system/system.service';
import { createOfferingsService } from './offerings.service';
import { createWaitlistService } from './waitlist.service';

export const plansModule = defineModule({
  name: 'plans',
  create: (
    { db, mailer, log, config },
    {
      advisors,
      system,
      changes,
    }: { advisors: AdvisorsService; system: SystemService; changes: ChangeFeed },
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
    return { offerings: { ...offerings, ...waitlist } };
  },
});
