// "Refresh The Plan's invoices" (docs/product.md#admin-tools): the plans admin call, its counts
// shown here.
import { Button } from '@mantine/core';
import { useNotifications } from '../../ui/notifications';
import { useRefreshInvoices } from '../plans-admin/plans-admin-api';
import classes from './tools.module.css';
import { adminFailureMessage } from '../console/admin-failure';

export function PlanInvoicesCard() {
  const refresh = useRefreshInvoices('plan');
  const notify = useNotifications();
  const counts = refresh.data ? Object.entries(refresh.data.counts) : [];
  return (
    <section className={classes.card} aria-labelledby="tools-invoices">
      <h2 id="tools-invoices" className={classes.cardTitle}>
        Refresh The Plan’s invoices
      </h2>
      <p className={classes.muted}>
        Asks the payment provider for the state of every open Plan invoice and writes off the
        overdue ones. It also runs by itself every hour.
      </p>
      {refresh.data && (
        <div className={classes.result} role="status">
          <p className={classes.resultTitle}>Invoices refreshed</p>
          {counts.length === 0 ? (
            <p className={classes.muted}>Nothing to update.</p>
          ) : (
            <ul>
              {counts.map(([name, count]) => (
                <li key={name}>
                  {count} {name}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className={classes.actions}>
        <Button
          variant="default"
          loading={refresh.isPending}
          onClick={() =>
            refresh.mutate(undefined, {
              onError: (error) =>
                notify.error(adminFailureMessage('refreshPlanInvoices', error), 'Not refreshed'),
            })
          }
        >
          Refresh invoices
        </Button>
      </div>
    </section>
  );
}
