// "Regenerate every advisor's review summary" (docs/product.md#admin-tools): a background job;
// the card shows the latest run's state and, once done, what it did.
import { Button, Loader } from '@mantine/core';
import type { SummaryRun } from '../../../shared/contracts/tools';
import { useConfirm } from '../../ui/confirm-provider';
import { useNotifications } from '../../ui/notifications';
import { useStartSummaries, useSummaryRun } from './tools-api';
import classes from './tools.module.css';
import { adminFailureMessage } from '../console/admin-failure';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function RunState({ run }: { run: SummaryRun }) {
  if (run.state === 'queued' || run.state === 'running') {
    return (
      <div className={classes.result} role="status">
        <p className={classes.resultTitle}>
          <Loader size="xs" mr={8} />
          {run.state === 'queued' ? 'Waiting to start…' : 'Regenerating…'}
        </p>
        <p className={classes.small}>Queued {when(run.queuedAt)}</p>
      </div>
    );
  }
  if (run.state === 'failed') {
    return (
      <div className={classes.error} role="status">
        <p className={classes.resultTitle}>The last run failed</p>
        <p className={classes.small}>{run.error || 'No reason was recorded.'}</p>
        <p className={classes.small}>
          It is listed under Failed jobs below, where it can be run again.
        </p>
      </div>
    );
  }
  return (
    <div className={classes.result} role="status">
      <p className={classes.resultTitle}>
        Last run {run.finishedAt ? when(run.finishedAt) : when(run.queuedAt)}
      </p>
      {run.result ? (
        <p className={classes.muted}>
          {run.result.regenerated} of {run.result.advisors} advisors’ summaries regenerated
          {run.result.failed > 0 ? `; ${run.result.failed} failed (see the server log)` : ''}.
        </p>
      ) : (
        <p className={classes.muted}>Done.</p>
      )}
    </div>
  );
}

export function ReviewSummariesCard() {
  const latest = useSummaryRun();
  const start = useStartSummaries();
  const confirm = useConfirm();
  const notify = useNotifications();
  const run = latest.data?.run ?? null;
  const busy = run?.state === 'queued' || run?.state === 'running';

  const ask = async () => {
    const ok = await confirm({
      title: 'Regenerate every advisor’s review summary?',
      message:
        'Each advisor’s average rating and review count are recomputed from their visible reviews, one advisor at a time, in the background. Each change is recorded in the audit log.',
      confirmLabel: 'Regenerate all',
    });
    if (!ok) return;
    start.mutate(undefined, {
      onError: (error) =>
        notify.error(adminFailureMessage('regenerateReviewSummaries', error), 'Not started'),
    });
  };

  return (
    <section className={classes.card} aria-labelledby="tools-summaries">
      <h2 id="tools-summaries" className={classes.cardTitle}>
        Regenerate review summaries
      </h2>
      <p className={classes.muted}>
        Recomputes the rating and count that profiles, cards and search show for every advisor.
      </p>
      {latest.isError && (
        <p className={classes.error} role="alert">
          The latest run could not be read.
        </p>
      )}
      {run && <RunState run={run} />}
      <div className={classes.actions}>
        <Button
          variant="default"
          onClick={() => void ask()}
          loading={start.isPending}
          disabled={busy}
        >
          Regenerate all
        </Button>
      </div>
    </section>
  );
}
