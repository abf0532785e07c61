// admin/roles/create (docs/product.md#admin-users): a new role by name.
import { Link } from 'react-router';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { RoleForm } from '../../features/users/role-form';
import classes from './admin-page.module.css';

export default function AdminRoleCreatePage() {
  return (
    <section className={classes.page} aria-labelledby="role-create-title">
      <p className={classes.eyebrow}>
        <Link to={ADMIN_PAGES.roles}>Roles</Link>
      </p>
      <h1 id="role-create-title" className={classes.title}>
        Create a role
      </h1>
      <RoleForm />
    </section>
  );
}
