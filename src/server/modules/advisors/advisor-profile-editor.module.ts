// The advisor's own public-profile editor in the server (module-manifest.ts), listed after the
// plans module: offering prices are written through the offerings service, so there is one place
// that writes them (docs/product.md#profile-editor).
import type { ChangeFeed } from '../../cache/change-feed';
import { defineModule } from '../module-manifest';
import type { OfferingsService } from '../plans/offerings.service';
import type { AdvisorsService } from './advisors.service';
import { createAdvisorProfileEditorService } from './advisor-profile-editor.service';

interface ProfileEditorNeeds {
  advisors: AdvisorsService;
  offerings: OfferingsService;
  changes: ChangeFeed;
}

export const advisorProfileEditorModule = defineModule({
  name: 'advisor-profile-editor',
  create: ({ db }, { advisors, offerings, changes }: ProfileEditorNeeds) => ({
    advisorProfileEditor: createAdvisorProfileEditorService({
      db,
      advisors,
      offerings,
      // The plans module subscribes the advisors' caches to this topic on every instance.
      onProfileChange: (advisorId) => changes.publish('advisors', advisorId),
    }),
  }),
});
