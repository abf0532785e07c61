// admin/the-plan/edit/{reloadId}/{thePlanInstanceId?} (docs/product.md#plans-admin):
// one The Plan instance. A new reloadId opens the page afresh.
import { Link, useParams } from 'react-router';
import { PLANS_ADMIN_PAGES } from '../../../shared/routes/plans-admin';
import { InstanceEditView } from '../../features/plans-admin/instance-edit-view';
import classes from './admin-page.module.css';

export default function PlanInstanceEditPage() {
  const { reloadId = '', thePlanInstanceId: id } = useParams();
  return (
    <section className={classes.page} aria-labelledby="plan-instance-title">
      <p className={classes.eyebrow}>
        <Link to={PLANS_ADMIN_PAGES.thePlan}>The Plan</Link>
      </p>
      <h1 id="plan-instance-title" className={classes.title}>
        The Plan instance
      </h1>
      <InstanceEditView
        key={`${reloadId}:${id ?? ''}`}
        kind="plan"
        instanceId={id}
        reloadId={reloadId}
      />
    </section>
  );
}
