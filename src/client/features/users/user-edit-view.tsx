// One user in the console (docs/product.md#admin-users): who they are, their roles, their recent
// audit entries, the edit form and deleting the account. A deleted account shows only its facts.
import { Button, Loader } from '@mantine/core';
import { Alert } from '../../ui/alert';
import { Link } from 'react-router';
import type { AuditEntryView } from '../../../shared/contracts/audit';
import type { UserDetail } from '../../../shared/contracts/admin-users';
import { ADMIN_API } from '../../../shared/routes/admin-api';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { PLANS_ADMIN_PAGES } from '../../../shared/routes/plans-admin';
import { RECORDS_PAGES } from '../../../shared/routes/records';
import { statusOf } from '../../api/error-message';
import { useConsolePage } from '../console/use-console-page';
import { UserDeleteCard } from './user-delete-card';
import { UserEditForm } from './user-edit-form';
import { UserRolesCard } from './user-roles-card';
import { RoleBadges } from './users-table';
import { useUser } from './users-api';
import { dateTime, joinedOn } from './users-format';
import classes from './users.module.css';
import { PersonMeetings } from '../meetings/person-meetings';

const RECENT_ENTRIES = 5;

/** The audit log's page about this user, with the filter in its address. */
export const auditLogOf = (userId: string) =>
  `${ADMIN_PAGES.auditLog}?${new URLSearchParams({ subject: userId }).toString()}`;

function RecentActivity({ userId }: { userId: string }) {
  const search = new URLSearchParams({ subject: userId, sort: 'createdAt', dir: 'desc' });
  const entries = useConsolePage<AuditEntryView>(
    'audit-log',
    ADMIN_API.auditLog,
    search.toString(),
  );
  const items = entries.data?.items.slice(0, RECENT_ENTRIES) ?? [];
  return (
    <section className={classes.card} aria-labelledby="user-activity">
      <h2 id="user-activity" className={classes.cardTitle}>
        Recent audit entries
      </h2>
      {entries.isPending && <Loader size="sm" aria-label="Loading audit entries" />}
      {entries.isError && <p className={classes.muted}>The audit entries could not be loaded.</p>}
      {entries.data && items.length === 0 && (
        <p className={classes.muted}>Nothing about this user is in the audit log yet.</p>
      )}
      {items.length > 0 && (
        <ol className={classes.activity}>
          {items.map((entry) => (
            <li key={entry.id}>
              <span className={classes.action}>{entry.action}</span>
              {entry.detail && <span> · {entry.detail}</span>}
              <span className={classes.muted}>
                {' '}
                {dateTime(entry.createdAt)} by {entry.actor?.fullName ?? 'the system'}
              </span>
            </li>
          ))}
        </ol>
      )}
      <Link to={auditLogOf(userId)}>All audit entries about this user</Link>
    </section>
  );
}

function Facts({ user }: { user: UserDetail }) {
  return (
    <section className={classes.card} aria-labelledby="user-facts">
      <h2 id="user-facts" className={classes.cardTitle}>
        {user.fullName}
      </h2>
      <dl className={classes.facts}>
        <div>
          <dt>Email</dt>
          <dd className={classes.breakable}>
            {user.email} {user.emailVerified ? '' : '(not confirmed)'}
          </dd>
        </div>
        <div>
          <dt>Roles</dt>
          <dd>
            <RoleBadges roles={user.roles} />
          </dd>
        </div>
        <div>
          <dt>Joined</dt>
          <dd>{joinedOn(user.createdAt)}</dd>
        </div>
        <div>
          <dt>Last sign-in</dt>
          <dd>{user.lastLoginAt ? dateTime(user.lastLoginAt) : 'Never'}</dd>
        </div>
        <div>
          <dt>Time zone</dt>
          <dd>{user.timeZone}</dd>
        </div>
      </dl>
      {user.roles.includes('Advisor') && (
        <Button component={Link} to={RECORDS_PAGES.admin(user.id)} variant="light" size="xs">
          Compliance report
        </Button>
      )}
      {user.roles.includes('Consumer') && !user.deletedAt && (
        <Button
          component={Link}
          to={`${PLANS_ADMIN_PAGES.thePlan}?${new URLSearchParams({ view: 'arrange', client: user.id })}`}
          variant="light"
          size="xs"
        >
          Add The Plan by hand
        </Button>
      )}
    </section>
  );
}

export function UserEditView({ userId }: { userId: string }) {
  const query = useUser(userId);
  if (query.isPending) return <Loader aria-label="Loading the user" />;
  if (query.isError) {
    return (
      <Alert color={statusOf(query.error) === 404 ? 'gray' : 'red'} role="alert">
        {statusOf(query.error) === 404
          ? 'There is no such user. '
          : 'The user could not be loaded. '}
        <Link to={ADMIN_PAGES.users}>Back to users</Link>
      </Alert>
    );
  }
  const user = query.data;
  if (user.deletedAt) {
    return (
      <>
        <Alert color="gray" className={classes.notice}>
          This account was deleted on {joinedOn(user.deletedAt)}. Its records are kept under
          “Deleted user”.
        </Alert>
        <RecentActivity userId={user.id} />
      </>
    );
  }
  return (
    <div className={classes.layout}>
      <div className={classes.main}>
        <Facts user={user} />
        <UserRolesCard user={user} />
        <UserEditForm key={`${user.fullName}|${user.email}|${user.timeZone}`} user={user} />
      </div>
      <div className={classes.side}>
        <RecentActivity userId={user.id} />
        {user.roles.includes('Consumer') && (
          <PersonMeetings email={user.email} className={classes.card} />
        )}
        <UserDeleteCard user={user} />
      </div>
    </div>
  );
}
