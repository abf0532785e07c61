// admin/the-plan-signup/edit/{reloadId}/{thePlanSignupId?} (docs/product.md#plans-admin):
// one The Plan signup. A new reloadId opens the page afresh.
import { Link, useParams } from 'react-router';
import { PLANS_ADMIN_PAGES } from '../../../shared/routes/plans-admin';
import { SignupEditView } from '../../features/plans-admin/signup-edit-view';
import classes from './admin-page.module.css';

export default function PlanSignupEditPage() {
  const { reloadId = '', thePlanSignupId: id } = useParams();
  return (
    <section className={classes.page} aria-labelledby="plan-signup-title">
      <p className={classes.eyebrow}>
        <Link to={PLANS_ADMIN_PAGES.thePlan}>The Plan</Link>
      </p>
      <h1 id="plan-signup-title" className={classes.title}>
        The Plan signup
      </h1>
      <SignupEditView
        key={`${reloadId}:${id ?? ''}`}
        kind="plan"
        signupId={id}
        reloadId={reloadId}
      />
    </section>
  );
}
