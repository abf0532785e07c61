// The admin tools module's part in the server and the worker (module-manifest.ts):
// docs/product.md#admin-tools. Its two jobs run wherever jobs run.
import type { ChangeFeed } from '../../cache/change-feed';
import { defineModule } from '../module-manifest';
import type { ReviewsService } from '../reviews/reviews.service';
import { createCachedData } from './cached-data.service';
import { createFailedJobs } from './failed-jobs.service';
import { createReviewSummaries } from './review-summaries.service';
import { createStuckEmails } from './stuck-emails.service';

export const toolsModule = defineModule({
  name: 'tools',
  create: (
    { db, database, jobQueue, mailer, log, now },
    { changes, reviews }: { changes: ChangeFeed; reviews: ReviewsService },
  ) => {
    const executeSql = database.executeSql;
    return {
      tools: {
        cachedData: createCachedData({ db, changes, now }),
        reviewSummaries: createReviewSummaries({ db, executeSql, jobQueue, reviews, log }),
        stuckEmails: createStuckEmails({ db, mailer, jobQueue, now }),
        failedJobs: createFailedJobs({ db, executeSql, jobQueue }),
      },
    };
  },
  tasks: ({ tools }) => ({
    regenerateReviewSummaries: async (data: Record<string, string>) => {
      if (!data.actorId) throw new Error('The job names no admin who started it.');
      return tools.reviewSummaries.regenerateAll(data.actorId);
    },
    resendEmail: async (data: Record<string, string>) => {
      if (!data.emailId) throw new Error('The job names no email.');
      return tools.stuckEmails.resend(data.emailId);
    },
  }),
});

export type ToolsService = ReturnType<typeof toolsModule.create>['tools'];
