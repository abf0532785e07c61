// The plans module's part in the server and the worker (module-manifest.ts): The Plan and The
// Ongoing (docs/product.md#offerings). Each part adds its service here.
import type { AdvisorsService } from '../advisors/advisors.service';
import { defineModule } from '../module-manifest';
import type { SystemService } from '../system/system.service';
import { createOfferingsService } from './offerings.service';
import { createWaitlistService } from './waitlist.service';

export const plansModule = defineModule({
  name: 'plans',
  create: (
    { db, mailer, log, config },
    { advisors, system }: { advisors: AdvisorsService; system: SystemService },
  ) => {
    const offerings = createOfferingsService({ db, advisors, system });
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
