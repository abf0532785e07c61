// admin/roles/{roleID}/edit (docs/product.md#admin-users): rename or delete one role.
import { Link, useParams } from 'react-router';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { RoleEditView } from '../../features/users/role-form';
import classes from './admin-page.module.css';

export default function AdminRoleEditPage() {
  const { roleID = '' } = useParams();
  return (
    <section className={classes.page} aria-labelledby="role-edit-title">
      <p className={classes.eyebrow}>
        <Link to={ADMIN_PAGES.roles}>Roles</Link>
      </p>
      <h1 id="role-edit-title" className={classes.title}>
        Edit role
      </h1>
      <RoleEditView key={roleID} roleId={roleID} />
    </section>
  );
}
