// The availability module's part in the server and the worker (module-manifest.ts).
import type { ChangeFeed } from '../../cache/change-feed';
import type { AdvisorsService } from '../advisors/advisors.service';
import { defineModule } from '../module-manifest';
import { createAvailabilityService } from './availability.service';

export const availabilityModule = defineModule({
  name: 'availability',
  create: (
    { db, now },
    { advisors, changes }: { advisors: AdvisorsService; changes: ChangeFeed },
  ) => ({
    availability: createAvailabilityService({
      db,
      findAdvisorRef: (slug) => advisors.findAdvisorRef(slug),
      findAdvisorOfUser: (userId) => advisors.findAdvisorOfUser(userId),
      now,
      // Open times and the pages and answers showing them, on every instance.
      onOpenTimesChange: (advisorId) => changes.publish('open-times', advisorId),
    }),
  }),
  jobs: ({ availability, advisors }) => ({
    nextAvailability: async () => {
      const changed = await availability.refreshNextAvailability();
      if (changed > 0) advisors.invalidate();
      return changed;
    },
  }),
});
