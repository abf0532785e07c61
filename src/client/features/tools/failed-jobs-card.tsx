// Failed background jobs (docs/product.md#admin-tools): name, when, the error and the tries made,
// each with "Run again" (pg-boss's retry). Failed jobs are archived after 12 hours.
import { FAILED_JOB_SORTS } from '../../../shared/contracts/tools';
import type { FailedJob, FailedJobSort } from '../../../shared/contracts/tools';
import { TOOLS_API } from '../../../shared/routes/tools-api';
import { ConsoleTable } from '../console/console-table';
import type { ConsoleColumn } from '../console/console-table';
import { consolePageState, useConsolePage } from '../console/use-console-page';
import { useConsoleQuery } from '../console/use-console-query';
import { RowActionButton } from './row-action-button';
import { FAILED_JOBS_TABLE, useRetryJob } from './tools-api';
import classes from './tools.module.css';

const DEFAULTS = { sort: 'failedAt', dir: 'desc', prefix: 'jobs' } as const;

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—';

function RunAgain({ job }: { job: FailedJob }) {
  return (
    <RowActionButton
      id={job.id}
      label="Run again"
      ariaLabel={`Run again: ${job.name}`}
      action={useRetryJob()}
      said={() => [`${job.name} runs again within moments.`, 'Job queued']}
      failedTitle="Not run again"
    />
  );
}

const COLUMNS: ConsoleColumn<FailedJob, FailedJobSort>[] = [
  { key: 'failed', label: 'Failed', sort: 'failedAt', render: (job) => when(job.failedAt) },
  {
    key: 'name',
    label: 'Job',
    sort: 'name',
    primary: true,
    render: (job) => (
      <span className={classes.stack}>
        <span>{job.name}</span>
        <span className={classes.small}>Queued {when(job.createdAt)}</span>
      </span>
    ),
  },
  {
    key: 'error',
    label: 'Error',
    render: (job) => <span className={classes.stack}>{job.error || '—'}</span>,
  },
  { key: 'attempts', label: 'Tries', numeric: true, render: (job) => job.attempts },
  { key: 'action', label: 'Action', render: (job) => <RunAgain job={job} /> },
];

export function FailedJobsCard() {
  const state = useConsoleQuery(FAILED_JOB_SORTS, DEFAULTS);
  const page = useConsolePage<FailedJob>(FAILED_JOBS_TABLE, TOOLS_API.failedJobs, state.apiSearch);
  return (
    <section className={classes.wide} aria-labelledby="tools-jobs">
      <h2 id="tools-jobs" className={classes.cardTitle}>
        Failed jobs
      </h2>
      <p className={classes.muted}>
        Background jobs that failed after their last try, kept for 12 hours. “Run again” runs one
        once more.
      </p>
      <ConsoleTable
        caption="Failed jobs"
        columns={COLUMNS}
        state={state}
        {...consolePageState(page)}
        rowKey={(job) => job.id}
        noun={['failed job', 'failed jobs']}
        searchLabel="Search job names and errors"
        empty="No failed jobs."
      />
    </section>
  );
}
