// admin/affiliatepayments (docs/product.md#affiliates): what each affiliate is owed per month,
// their fee, and the payouts admins log.
import { Link } from 'react-router';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { AffiliatePaymentsTable } from '../../features/affiliates/affiliate-payments-table';
import classes from './admin-page.module.css';

export default function AffiliatePaymentsPage() {
  return (
    <section className={classes.page} aria-labelledby="affiliate-payments-title">
      <p className={classes.eyebrow}>
        <Link to={AREA_ROOTS.admin}>Admin</Link>
      </p>
      <h1 id="affiliate-payments-title" className={classes.title}>
        Affiliate payments
      </h1>
      <p className={classes.lead}>
        What each affiliate earned of the payments of clients their link brought, month by month,
        and what is still owed. Log what you sent once the transfer is made: a month is paid once.
      </p>
      <AffiliatePaymentsTable />
    </section>
  );
}
