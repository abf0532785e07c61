// "Clear cached data" (docs/product.md#admin-tools): every server forgets its derived data and
// reads it again; the answer lists what was cleared.
import { Button } from '@mantine/core';
import { CACHED_DATA } from '../../../shared/contracts/tools';
import { useConfirm } from '../../ui/confirm-provider';
import { useNotifications } from '../../ui/notifications';
import { useClearCachedData } from './tools-api';
import classes from './tools.module.css';
import { adminFailureMessage } from '../console/admin-failure';

const time = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { timeStyle: 'short' });

export function CachedDataCard() {
  const clear = useClearCachedData();
  const confirm = useConfirm();
  const notify = useNotifications();

  const ask = async () => {
    const ok = await confirm({
      title: 'Clear cached data on every server?',
      message:
        'Each server reads these again from the database on its next request; the first pages after it may be a little slower.',
      confirmLabel: 'Clear cached data',
    });
    if (!ok) return;
    clear.mutate(undefined, {
      onError: (error) =>
        notify.error(adminFailureMessage('clearCachedData', error), 'Not cleared'),
    });
  };

  return (
    <section className={classes.card} aria-labelledby="tools-cache">
      <h2 id="tools-cache" className={classes.cardTitle}>
        Clear cached data
      </h2>
      <p className={classes.muted}>
        Servers keep {CACHED_DATA.length} kinds of data in memory for a few seconds to minutes.
        Clear them when a change made directly in the database should show at once.
      </p>
      {clear.data && (
        <div className={classes.result} role="status">
          <p className={classes.resultTitle}>
            Cleared on every server at {time(clear.data.clearedAt)}:
          </p>
          <ul>
            {clear.data.cleared.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        </div>
      )}
      <div className={classes.actions}>
        <Button onClick={() => void ask()} loading={clear.isPending}>
          Clear cached data
        </Button>
      </div>
    </section>
  );
}
