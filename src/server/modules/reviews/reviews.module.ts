// The reviews module's part in the server and the worker (module-manifest.ts).
import type { ChangeFeed } from '../../cache/change-feed';
import type { AdvisorsService } from '../advisors/advisors.service';
import { defineModule } from '../module-manifest';
import { createReviewsService } from './reviews.service';

export const reviewsModule = defineModule({
  name: 'reviews',
  create: (
    { db, now },
    { advisors, changes }: { advisors: AdvisorsService; changes: ChangeFeed },
  ) => ({
    reviews: createReviewsService({
      db,
      findAdvisorOfUser: (userId) => advisors.findAdvisorOfUser(userId),
      now,
      // Profiles, cards and the home page's totals on every instance (the plans module subscribes
      // the advisors' caches to the topic).
      onReviewChange: (advisorId) => void changes.publish('advisors', advisorId),
    }),
  }),
});
