// admin/useragreements (docs/product.md#user-agreements): the latest acceptances.
import { Link } from 'react-router';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { UserAgreementsAdmin } from '../../features/compliance/user-agreements-admin';
import classes from './admin-page.module.css';

export default function AdminUserAgreementsPage() {
  return (
    <section className={classes.page} aria-labelledby="admin-agreements-title">
      <p className={classes.eyebrow}>
        <Link to={AREA_ROOTS.admin}>Admin</Link>
      </p>
      <h1 id="admin-agreements-title" className={classes.title}>
        User agreements
      </h1>
      <p className={classes.lead}>
        Every acceptance of the Terms of Use, Privacy Policy, Form CRS and Form ADV Part 2A, newest
        first: on the agreement step before a booking, or with a paid booking or signup. New
        versions are published from <Link to={ADMIN_PAGES.documents}>Documents</Link>.
      </p>
      <UserAgreementsAdmin />
    </section>
  );
}
