// The reviews module's part in the server and the worker (module-manifest.ts).
import type { AdvisorsService } from '../advisors/advisors.service';
import { defineModule } from '../module-manifest';
import { createReviewsService } from './reviews.service';

export const reviewsModule = defineModule({
  name: 'reviews',
  create: ({ db, now }, { advisors }: { advisors: AdvisorsService }) => ({
    reviews: createReviewsService({
      db,
      findAdvisorOfUser: (userId) => advisors.findAdvisorOfUser(userId),
      now,
      onReviewChange: () => advisors.invalidate(),
    }),
  }),
});
