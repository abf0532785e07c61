// The onboarding module's part in the server and the worker (module-manifest.ts): invitations,
// the first-run checklist and vetting (docs/product.md#becoming-an-advisor).
import type { ChangeFeed } from '../../cache/change-feed';
import type { AdvisorsService } from '../advisors/advisors.service';
import { defineModule } from '../module-manifest';
import { createChecklistService } from './checklist.service';
import { createInvitationsService } from './invitations.service';
import { createVettingService } from './vetting.service';

export const onboardingModule = defineModule({
  name: 'onboarding',
  create: (
    { db, mailer, storage, config, now, forgetUser },
    { advisors, changes }: { advisors: AdvisorsService; changes: ChangeFeed },
  ) => ({
    advisorInvitations: createInvitationsService({
      db,
      mailer,
      publicUrl: config.publicUrl,
      now,
      ...(forgetUser ? { onRolesChange: forgetUser } : {}),
    }),
    onboardingChecklist: createChecklistService({ db, storage, now }),
    advisorVetting: createVettingService({
      db,
      storage,
      now,
      // Search, the home page and the sitemap on every instance forget who is listed.
      onListingChange: async (advisorId) => {
        advisors.invalidate();
        await changes.publish('advisors', advisorId);
      },
    }),
  }),
});
