// Reading pg-boss's own tables (schema JOB_SCHEMA) for what its API does not offer: lists of failed
// jobs and the latest run of a queue. Read only; every change goes through pg-boss itself. The
// schema exists once any process has started pg-boss; before that there is nothing to read.
import type { Database } from '../../db/client';
import { JOB_SCHEMA } from '../../jobs/job-queue';

export type ExecuteSql = Database['executeSql'];

export const JOB_TABLE = `${JOB_SCHEMA}.job`;
export const ARCHIVE_TABLE = `${JOB_SCHEMA}.archive`;

export async function jobTablesExist(executeSql: ExecuteSql): Promise<boolean> {
  const { rows } = await executeSql('select to_regclass($1) is not null as "exists"', [JOB_TABLE]);
  return (rows[0] as { exists?: boolean } | undefined)?.exists === true;
}

/** The message of a failed job's output: a thrown error's, or a timeout's ({ value: … }). */
export function errorMessageOf(output: unknown): string {
  if (output && typeof output === 'object') {
    const record = output as { message?: unknown; value?: unknown };
    if (typeof record.message === 'string') return record.message;
    if (record.value && typeof record.value === 'object') {
      const inner = (record.value as { message?: unknown }).message;
      if (typeof inner === 'string') return inner;
    }
    if (typeof record.value === 'string') return record.value;
    return JSON.stringify(output);
  }
  return output === null || output === undefined ? '' : String(output);
}

export const toDate = (value: unknown): Date =>
  value instanceof Date ? value : new Date(String(value));
