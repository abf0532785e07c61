// SQL of the review summaries tool (docs/product.md#admin-tools): the advisors with an account
// (the summary is regenerated through the account, as the per-advisor call does), and the latest
// run of the job from pg-boss's tables, archived runs included.
import { asc, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { advisors } from '../../db/schema/advisors';
import { ARCHIVE_TABLE, JOB_TABLE, jobTablesExist, toDate } from './pg-boss-tables';
import type { ExecuteSql } from './pg-boss-tables';

export async function listAdvisorUserIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ userId: advisors.userId })
    .from(advisors)
    .where(isNotNull(advisors.userId))
    .orderBy(asc(advisors.userId));
  return rows.flatMap((row) => (row.userId ? [row.userId] : []));
}

export interface JobRunRow {
  id: string;
  state: string;
  createdAt: Date;
  completedAt: Date | null;
  output: unknown;
}

export async function findLatestRun(
  executeSql: ExecuteSql,
  queue: string,
): Promise<JobRunRow | null> {
  if (!(await jobTablesExist(executeSql))) return null;
  const columns = 'id, state::text as state, created_on, completed_on, output';
  const { rows } = await executeSql(
    `select * from (
       select ${columns} from ${JOB_TABLE} where name = $1
       union all
       select ${columns} from ${ARCHIVE_TABLE} where name = $1
     ) runs order by created_on desc, id desc limit 1`,
    [queue],
  );
  const row = rows[0] as Record<string, unknown> | undefined;
  if (!row) return null;
  return {
    id: String(row.id),
    state: String(row.state),
    createdAt: toDate(row.created_on),
    completedAt: row.completed_on ? toDate(row.completed_on) : null,
    output: row.output,
  };
}
