// The engagement's invoices (The Plan's fee, The Ongoing's quarters) in its portal: its client
// pays an open one or prints a receipt from here as from Billing; its advisor sees what was
// billed and paid.
import type { Engagement } from '../../../../shared/contracts/engagements';
import { InvoiceTable } from '../../billing/invoice-table';
import { useDisplayTimeZone } from '../../../ui/use-display-time-zone';
import classes from './portal.module.css';

export function EngagementInvoices({ engagement }: { engagement: Engagement }) {
  const timeZone = useDisplayTimeZone();
  return (
    <section className={classes.panel} aria-labelledby={`invoices-${engagement.id}`}>
      <h2 id={`invoices-${engagement.id}`} className={classes.panelTitle}>
        Invoices
      </h2>
      {engagement.invoices.length === 0 ? (
        <p className={classes.muted}>No invoices yet.</p>
      ) : (
        <InvoiceTable invoices={engagement.invoices} timeZone={timeZone} captionHidden />
      )}
    </section>
  );
}
