// admin/advisorpayments (docs/product.md#advisor-payments): what each advisor is owed for a month,
// and logging the payouts sent.
import { Link } from 'react-router';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { AdvisorsOwedView } from '../../features/payouts/advisors-owed';
import classes from './admin-page.module.css';

export default function AdvisorPaymentsPage() {
  return (
    <section className={classes.page} aria-labelledby="advisor-payments-title">
      <p className={classes.eyebrow}>
        <Link to={AREA_ROOTS.admin}>Admin</Link>
      </p>
      <h1 id="advisor-payments-title" className={classes.title}>
        Advisor payments
      </h1>
      <p className={classes.lead}>
        What each advisor earned in a month after the referral fee, what was paid out, and what is
        still owed. Log each payout once the money has been sent; advisors see it on their payments
        page.
      </p>
      <AdvisorsOwedView />
    </section>
  );
}
