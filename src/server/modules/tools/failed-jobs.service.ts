// Failed background jobs (docs/product.md#admin-tools): the list, and "Run again" through pg-boss's
// retry, audited. A job that is no longer failed (run again already, archived) is a 404.
import { failedJobQuerySchema, TOOLS_AUDIT, TOOLS_MESSAGES } from '../../../shared/contracts/tools';
import type { FailedJobPage, FailedJobQuery } from '../../../shared/contracts/tools';
import { AppError } from '../../../shared/errors';
import { recordAudit } from '../../db/audit-log';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import { parseInput } from '../../validation/parse-input';
import { findFailedJobName, listFailedJobs } from './failed-jobs.repository';
import { errorMessageOf } from './pg-boss-tables';
import type { ExecuteSql } from './pg-boss-tables';

export function createFailedJobs({
  db,
  executeSql,
  jobQueue,
}: {
  db: Db;
  executeSql: ExecuteSql;
  jobQueue: Pick<JobQueue, 'retry'>;
}) {
  return {
    async listFailedJobs(input: FailedJobQuery): Promise<FailedJobPage> {
      const query = parseInput(failedJobQuerySchema, input);
      const { rows, total } = await listFailedJobs(executeSql, query);
      return {
        items: rows.map((row) => ({
          id: row.id,
          name: row.name,
          createdAt: row.createdAt.toISOString(),
          failedAt: row.failedAt?.toISOString() ?? null,
          error: errorMessageOf(row.output),
          attempts: row.retryCount + 1,
        })),
        total,
        page: query.page,
        size: query.size,
      };
    },

    async retryJob(actorId: string, jobId: string): Promise<{ retried: true }> {
      const name = await findFailedJobName(executeSql, jobId);
      if (!name || !(await jobQueue.retry(name, jobId))) {
        throw new AppError('notFound', TOOLS_MESSAGES.jobNotFound);
      }
      await recordAudit(db, {
        actorId,
        action: TOOLS_AUDIT.jobRetried,
        target: `job:${jobId}`,
        detail: name,
        before: { state: 'failed' },
        after: { state: 'retry' },
      });
      return { retried: true };
    },
  };
}
