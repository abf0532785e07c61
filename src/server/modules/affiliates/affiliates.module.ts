// The affiliates module's part in the server and the worker (module-manifest.ts): links and their
// landing pages, referrals, and the affiliates' earnings and payouts (ADR 0039).
import { defineModule } from '../module-manifest';
import { createAffiliateLinks } from './affiliate-links';
import { createAffiliatePayoutsService } from './affiliate-payouts.service';
import { createAffiliatesService } from './affiliates.service';

export const affiliatesModule = defineModule({
  name: 'affiliates',
  create: ({ db, now, config, forgetUser }) => {
    const links = createAffiliateLinks(db);
    const affiliatePayouts = createAffiliatePayoutsService({ db, now, links });
    return {
      affiliatePayouts,
      affiliates: createAffiliatesService({
        db,
        now,
        publicUrl: config.publicUrl,
        links,
        payouts: affiliatePayouts,
        ...(forgetUser ? { onRolesChange: forgetUser } : {}),
      }),
    };
  },
});
