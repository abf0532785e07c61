// admin/feature-flags (docs/product.md#feature-flags): every named flag with a switch. A change is
// audited and shows on every server instance within moments.
import { Link } from 'react-router';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { FeatureFlagList } from '../../features/feature-flags/feature-flag-list';
import classes from './admin-page.module.css';

export default function AdminFeatureFlagsPage() {
  return (
    <section className={classes.page} aria-labelledby="admin-flags-title">
      <p className={classes.eyebrow}>
        <Link to={AREA_ROOTS.admin}>Admin</Link>
      </p>
      <h1 id="admin-flags-title" className={classes.title}>
        Feature flags
      </h1>
      <p className={classes.lead}>
        Turn parts of the product on and off for everyone. Each change is recorded with your name
        and takes effect on every page within seconds.
      </p>
      <FeatureFlagList />
    </section>
  );
}
