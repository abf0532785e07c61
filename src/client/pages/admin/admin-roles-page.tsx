// admin/roles (docs/product.md#admin-users): every role and how many hold it; create one.
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { RolesTable } from '../../features/users/roles-table';
import classes from './admin-page.module.css';

export default function AdminRolesPage() {
  return (
    <section className={classes.page} aria-labelledby="admin-roles-title">
      <p className={classes.eyebrow}>
        <Link to={AREA_ROOTS.admin}>Admin</Link>
      </p>
      <h1 id="admin-roles-title" className={classes.title}>
        Roles
      </h1>
      <p className={classes.lead}>
        Admin, Advisor, Affiliate and Consumer open the product&apos;s areas and cannot be renamed
        or deleted. Make your own roles to group people; grant them on a user&apos;s page.
      </p>
      <p>
        <Button component={Link} to={ADMIN_PAGES.roleCreate}>
          New role
        </Button>
      </p>
      <RolesTable />
    </section>
  );
}
