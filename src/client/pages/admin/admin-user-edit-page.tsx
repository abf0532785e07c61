// admin/users/{userID}/edit (docs/product.md#admin-users): one user's details, roles, recent audit
// entries, and deleting the account.
import { Link, useParams } from 'react-router';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { UserEditView } from '../../features/users/user-edit-view';
import classes from './admin-page.module.css';

export default function AdminUserEditPage() {
  const { userID = '' } = useParams();
  return (
    <section className={classes.page} aria-labelledby="user-edit-title">
      <p className={classes.eyebrow}>
        <Link to={ADMIN_PAGES.users}>Users</Link>
      </p>
      <h1 id="user-edit-title" className={classes.title}>
        Edit user
      </h1>
      <UserEditView key={userID} userId={userID} />
    </section>
  );
}
