// A record's invoices at a glance: how many are paid and how many still due.
import type { AdminSignup } from '../../../../shared/contracts/plans-admin';
import classes from '../plans-admin.module.css';

export function InvoiceCounts({ counts }: { counts: AdminSignup['invoiceCounts'] }) {
  if (counts.total === 0) return <span className={classes.muted}>None</span>;
  return (
    <span className={classes.nowrap}>
      {counts.paid} paid
      {counts.open > 0 && <strong> · {counts.open} due</strong>}
      {counts.total - counts.paid - counts.open > 0 && (
        <span className={classes.muted}> · {counts.total - counts.paid - counts.open} other</span>
      )}
    </span>
  );
}
