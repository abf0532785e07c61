// admin/the-ongoing (docs/product.md#plans-admin): The Ongoing's signups, instances and who has
// capacity, for the admins who work them.
import { Link } from 'react-router';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import {
  OfferingAdminView,
  RefreshInvoicesButton,
} from '../../features/plans-admin/offering-admin-view';
import classes from './admin-page.module.css';

export default function OngoingAdminPage() {
  return (
    <section className={classes.page} aria-labelledby="the-ongoing-title">
      <p className={classes.eyebrow}>
        <Link to={AREA_ROOTS.admin}>Admin</Link>
      </p>
      <div className={classes.heading}>
        <h1 id="the-ongoing-title" className={classes.title}>
          The Ongoing
        </h1>
        <RefreshInvoicesButton kind="ongoing" />
      </div>
      <p className={classes.lead}>
        Work each signup through its follow-up, open an instance to change its dates or invoices,
        and see which advisors have room.
      </p>
      <OfferingAdminView kind="ongoing" />
    </section>
  );
}
