// The advisors module's part in the server and the worker (module-manifest.ts).
import type { ChangeFeed } from '../../cache/change-feed';
import { defineModule } from '../module-manifest';
import { createAdvisorsService } from './advisors.service';

export const advisorsModule = defineModule({
  name: 'advisors',
  create: ({ db, storage, now }, { changes }: { changes: ChangeFeed }) => ({
    advisors: createAdvisorsService({
      db,
      storage,
      now,
      // An advisor's answers and pages, and the lists, on every instance.
      onAdvisorChange: (advisorId) => changes.publish('advisors', advisorId),
      onAdvisorsChange: () => changes.publish('advisors'),
    }),
  }),
  jobs: ({ advisors }) => ({
    meetingsHeld: () => advisors.countEndedMeetings(),
  }),
});
