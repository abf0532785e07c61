// admin/users (docs/product.md#admin-users, docs/product.md#impersonation): every user, searched,
// filtered by role and sorted on the server; open one to edit, act as them, or open an advisor's
// compliance report (docs/product.md#compliance-report).
import { Link } from 'react-router';
import { IMPERSONATION_MAX_MINUTES } from '../../../shared/constants';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { UsersTable } from '../../features/users/users-table';
import classes from './admin-page.module.css';

export default function AdminUsersPage() {
  return (
    <section className={classes.page} aria-labelledby="admin-users-title">
      <p className={classes.eyebrow}>
        <Link to={AREA_ROOTS.admin}>Admin</Link>
      </p>
      <h1 id="admin-users-title" className={classes.title}>
        Users
      </h1>
      <p className={classes.lead}>
        Open a user to change their details or <Link to={ADMIN_PAGES.roles}>roles</Link>, or
        impersonate a client or advisor to see the site as they do. Admins cannot be impersonated,
        and an impersonation ends by itself after {IMPERSONATION_MAX_MINUTES} minutes.
      </p>
      <UsersTable />
    </section>
  );
}
