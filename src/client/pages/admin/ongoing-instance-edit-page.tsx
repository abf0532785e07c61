// admin/the-ongoing/edit/{reloadId}/{theOngoingInstanceId?} (docs/product.md#plans-admin):
// one The Ongoing instance. A new reloadId opens the page afresh.
import { Link, useParams } from 'react-router';
import { PLANS_ADMIN_PAGES } from '../../../shared/routes/plans-admin';
import { InstanceEditView } from '../../features/plans-admin/instance-edit-view';
import classes from './admin-page.module.css';

export default function OngoingInstanceEditPage() {
  const { reloadId = '', theOngoingInstanceId: id } = useParams();
  return (
    <section className={classes.page} aria-labelledby="ongoing-instance-title">
      <p className={classes.eyebrow}>
        <Link to={PLANS_ADMIN_PAGES.theOngoing}>The Ongoing</Link>
      </p>
      <h1 id="ongoing-instance-title" className={classes.title}>
        The Ongoing instance
      </h1>
      <InstanceEditView
        key={`${reloadId}:${id ?? ''}`}
        kind="ongoing"
        instanceId={id}
        reloadId={reloadId}
      />
    </section>
  );
}
