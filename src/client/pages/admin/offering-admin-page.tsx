// admin/the-plan and admin/the-ongoing (docs/product.md#plans-admin): one offering's signups,
// instances and who has capacity, for the admins who work them.
import { Link } from 'react-router';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import {
  OfferingAdminView,
  RefreshInvoicesButton,
} from '../../features/plans-admin/offering-admin-view';
import classes from './admin-page.module.css';
import { offeringOf, type EngagementKind } from '../../../shared/offerings/catalog';

export function OfferingAdminPage({ kind }: { kind: EngagementKind }) {
  const titleId = `${kind}-admin-title`;
  return (
    <section className={classes.page} aria-labelledby={titleId}>
      <p className={classes.eyebrow}>
        <Link to={AREA_ROOTS.admin}>Admin</Link>
      </p>
      <div className={classes.heading}>
        <h1 id={titleId} className={classes.title}>
          {offeringOf(kind).name}
        </h1>
        <RefreshInvoicesButton kind={kind} />
      </div>
      <p className={classes.lead}>
        Work each signup through its follow-up, open an instance to change its dates or invoices,
        and see which advisors have room.
      </p>
      <OfferingAdminView kind={kind} />
    </section>
  );
}
