// SQL of the failed jobs list (docs/product.md#admin-tools): pg-boss keeps a failed job in its job
// table until it archives it (12 hours by default); only those can be run again.
import type { FailedJobSort } from '../../../shared/contracts/tools';
import type { ConsoleQuery } from '../../../shared/contracts/console';
import { likePattern } from '../../db/paged-query';
import { JOB_TABLE, jobTablesExist, toDate } from './pg-boss-tables';
import type { ExecuteSql } from './pg-boss-tables';

export interface FailedJobRow {
  id: string;
  name: string;
  createdAt: Date;
  failedAt: Date | null;
  retryCount: number;
  output: unknown;
}

const SORT_COLUMNS: Record<FailedJobSort, string> = { failedAt: 'completed_on', name: 'name' };
/** pg-boss's own queues (its maintenance) are not the product's jobs. */
const NOT_INTERNAL = `name not like '\\_\\_pgboss%'`;

export async function listFailedJobs(executeSql: ExecuteSql, query: ConsoleQuery<FailedJobSort>) {
  if (!(await jobTablesExist(executeSql))) return { rows: [] as FailedJobRow[], total: 0 };
  const values: unknown[] = [];
  let where = `state = 'failed' and ${NOT_INTERNAL}`;
  if (query.q) {
    values.push(likePattern(query.q));
    where += ` and (name ilike $1 or output::text ilike $1)`;
  }
  const direction = query.dir === 'asc' ? 'asc' : 'desc';
  const order = `${SORT_COLUMNS[query.sort]} ${direction} nulls last, id ${direction}`;
  const offset = (query.page - 1) * query.size;
  const [page, counted] = await Promise.all([
    executeSql(
      `select id, name, created_on, completed_on, retry_count, output from ${JOB_TABLE}
       where ${where} order by ${order} limit ${query.size} offset ${offset}`,
      values,
    ),
    executeSql(`select count(*)::int as total from ${JOB_TABLE} where ${where}`, values),
  ]);
  const rows = (page.rows as Record<string, unknown>[]).map((row): FailedJobRow => ({
    id: String(row.id),
    name: String(row.name),
    createdAt: toDate(row.created_on),
    failedAt: row.completed_on ? toDate(row.completed_on) : null,
    retryCount: Number(row.retry_count),
    output: row.output,
  }));
  return { rows, total: Number((counted.rows[0] as { total?: number } | undefined)?.total ?? 0) };
}

/** The queue of a job that is failed now, or null. */
export async function findFailedJobName(
  executeSql: ExecuteSql,
  jobId: string,
): Promise<string | null> {
  if (!(await jobTablesExist(executeSql))) return null;
  const { rows } = await executeSql(
    `select name from ${JOB_TABLE} where id = $1 and state = 'failed' and ${NOT_INTERNAL}`,
    [jobId],
  );
  const row = rows[0] as { name?: string } | undefined;
  return row?.name ?? null;
}
