// admin/intake-responses (docs/product.md#intake-responses-admin): the clients' intake answers,
// recent or orphaned, searched, filtered by source and sorted on the server.
import { Link } from 'react-router';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { IntakeResponsesTable } from '../../features/intake-admin/intake-responses-table';
import classes from './admin-page.module.css';

export default function IntakeResponsesPage() {
  return (
    <section className={classes.page} aria-labelledby="intake-responses-title">
      <p className={classes.eyebrow}>
        <Link to={AREA_ROOTS.admin}>Admin</Link>
      </p>
      <h1 id="intake-responses-title" className={classes.title}>
        Intake responses
      </h1>
      <p className={classes.lead}>
        What clients answered before a first Hour or on signing up for The Plan or The Ongoing.
        Orphans belong to no meeting, signup or booking under way: usually a checkout left unpaid.
      </p>
      <IntakeResponsesTable />
    </section>
  );
}
