// admin/audit-log (docs/product.md#audit-log): the append-only record of every admin write.
import { Link } from 'react-router';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { AuditLogTable } from '../../features/audit/audit-log-table';
import classes from './admin-page.module.css';

export default function AuditLogPage() {
  return (
    <section className={classes.page} aria-labelledby="audit-title">
      <p className={classes.eyebrow}>
        <Link to={AREA_ROOTS.admin}>Admin</Link>
      </p>
      <h1 id="audit-title" className={classes.title}>
        Audit log
      </h1>
      <p className={classes.lead}>
        Every admin change and sensitive account change, with who made it and the values before and
        after. Entries cannot be edited or removed by anyone.
      </p>
      <AuditLogTable />
    </section>
  );
}
