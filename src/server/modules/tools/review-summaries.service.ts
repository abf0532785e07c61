// "Regenerate every advisor's review summary" (docs/product.md#admin-tools): queued as a job (one
// waiting at a time), run advisor by advisor through the reviews module's own regeneration (each
// audited there), its result kept by pg-boss as the job's output and shown on the tools page.
import { summaryRunResultSchema, TOOLS_AUDIT } from '../../../shared/contracts/tools';
import type {
  SummaryRun,
  SummaryRunAnswer,
  SummaryRunResult,
  SummaryRunState,
} from '../../../shared/contracts/tools';
import { recordAudit } from '../../db/audit-log';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import { TASKS } from '../../jobs/queues';
import type { ServiceLog } from '../../platform';
import type { ReviewsService } from '../reviews/reviews.service';
import { errorMessageOf } from './pg-boss-tables';
import type { ExecuteSql } from './pg-boss-tables';
import { findLatestRun, listAdvisorUserIds } from './review-summaries.repository';
import type { JobRunRow } from './review-summaries.repository';

const QUEUE = TASKS.regenerateReviewSummaries.name;
/** One run for everyone: a second start while one waits is that one. */
const RUN_KEY = 'all-advisors';

const STATES: Record<string, SummaryRunState> = {
  created: 'queued',
  retry: 'queued',
  active: 'running',
  completed: 'completed',
  failed: 'failed',
  cancelled: 'failed',
};

function runOf(row: JobRunRow): SummaryRun {
  const state = STATES[row.state] ?? 'queued';
  const result = state === 'completed' ? summaryRunResultSchema.safeParse(row.output) : undefined;
  return {
    id: row.id,
    state,
    queuedAt: row.createdAt.toISOString(),
    finishedAt: row.completedAt?.toISOString() ?? null,
    result: result?.success ? result.data : null,
    error: state === 'failed' ? errorMessageOf(row.output) : null,
  };
}

export function createReviewSummaries({
  db,
  executeSql,
  jobQueue,
  reviews,
  log,
}: {
  db: Db;
  executeSql: ExecuteSql;
  jobQueue: Pick<JobQueue, 'send'>;
  reviews: Pick<ReviewsService, 'regenerateSummary'>;
  log: ServiceLog;
}) {
  async function latestRun(): Promise<SummaryRunAnswer> {
    const row = await findLatestRun(executeSql, QUEUE);
    return { run: row ? runOf(row) : null };
  }

  return {
    latestRun,

    async queueRegeneration(actorId: string): Promise<SummaryRunAnswer> {
      const jobId = await jobQueue.send('regenerateReviewSummaries', RUN_KEY, { actorId });
      if (jobId) {
        await recordAudit(db, {
          actorId,
          action: TOOLS_AUDIT.summariesQueued,
          target: `job:${jobId}`,
          detail: 'Regenerate every advisor’s review summary',
        });
      }
      return latestRun();
    },

    /** The job: every advisor's summary, one at a time; one failing does not stop the others. */
    async regenerateAll(actorId: string): Promise<SummaryRunResult> {
      const userIds = await listAdvisorUserIds(db);
      let regenerated = 0;
      let failed = 0;
      for (const userId of userIds) {
        try {
          await reviews.regenerateSummary({ id: actorId }, userId);
          regenerated += 1;
        } catch (error) {
          failed += 1;
          log.error({ err: error, userId }, 'regenerating a review summary failed');
        }
      }
      return { advisors: userIds.length, regenerated, failed };
    },
  };
}
