// admin/the-ongoing-signup/edit/{reloadId}/{theOngoingSignupId?} (docs/product.md#plans-admin):
// one The Ongoing signup. A new reloadId opens the page afresh.
import { Link, useParams } from 'react-router';
import { PLANS_ADMIN_PAGES } from '../../../shared/routes/plans-admin';
import { SignupEditView } from '../../features/plans-admin/signup-edit-view';
import classes from './admin-page.module.css';

export default function OngoingSignupEditPage() {
  const { reloadId = '', theOngoingSignupId: id } = useParams();
  return (
    <section className={classes.page} aria-labelledby="ongoing-signup-title">
      <p className={classes.eyebrow}>
        <Link to={PLANS_ADMIN_PAGES.theOngoing}>The Ongoing</Link>
      </p>
      <h1 id="ongoing-signup-title" className={classes.title}>
        The Ongoing signup
      </h1>
      <SignupEditView
        key={`${reloadId}:${id ?? ''}`}
        kind="ongoing"
        signupId={id}
        reloadId={reloadId}
      />
    </section>
  );
}
