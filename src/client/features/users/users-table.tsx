// The users table of the console (docs/product.md#admin-users): search by name or email, filter by
// role, sort by name, email or joined; each row opens the user, acts as them, or opens an
// advisor's compliance report. The address keeps the view.
import '@mantine/core/styles/Badge.css';
import { Badge, Button, NativeSelect } from '@mantine/core';
import { Link } from 'react-router';
import { USER_SORTS } from '../../../shared/contracts/admin-users';
import type { UserRow } from '../../../shared/contracts/admin-users';
import { ADMIN_API } from '../../../shared/routes/admin-api';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { RECORDS_PAGES } from '../../../shared/routes/records';
import { ConsoleTable } from '../console/console-table';
import type { ConsoleColumn } from '../console/console-table';
import { consolePageState, useConsolePage } from '../console/use-console-page';
import { useConsoleQuery } from '../console/use-console-query';
import { ImpersonateButton } from './impersonate-button';
import { USERS_TABLE, useRoleNames } from './users-api';
import { joinedOn } from './users-format';
import classes from './users.module.css';

const DEFAULTS = { sort: 'joined', dir: 'desc', filters: { role: '' } } as const;

export function RoleBadges({ roles }: { roles: string[] }) {
  if (roles.length === 0) return <span className={classes.muted}>No role</span>;
  return (
    <span className={classes.badges}>
      {roles.map((role) => (
        <Badge key={role} variant="light" radius="sm" color="brand">
          {role}
        </Badge>
      ))}
    </span>
  );
}

const COLUMNS: ConsoleColumn<UserRow, (typeof USER_SORTS)[number]>[] = [
  {
    key: 'name',
    label: 'Name',
    sort: 'name',
    primary: true,
    render: (user) => (
      <Link to={ADMIN_PAGES.userEdit(user.id)} className={classes.nameLink}>
        {user.fullName}
      </Link>
    ),
  },
  { key: 'email', label: 'Email', sort: 'email', render: (user) => user.email },
  { key: 'roles', label: 'Roles', render: (user) => <RoleBadges roles={user.roles} /> },
  { key: 'joined', label: 'Joined', sort: 'joined', render: (user) => joinedOn(user.createdAt) },
  {
    key: 'actions',
    label: 'Actions',
    render: (user) => (
      <span className={classes.rowActions}>
        <Button
          component={Link}
          to={ADMIN_PAGES.userEdit(user.id)}
          size="xs"
          variant="subtle"
          aria-label={`Edit ${user.fullName}`}
        >
          Edit
        </Button>
        {user.roles.includes('Advisor') && (
          <Button
            component={Link}
            to={RECORDS_PAGES.admin(user.id)}
            size="xs"
            variant="subtle"
            aria-label={`Compliance report of ${user.fullName}`}
          >
            Report
          </Button>
        )}
        <ImpersonateButton user={user} />
      </span>
    ),
  },
];

export function UsersTable() {
  const state = useConsoleQuery(USER_SORTS, DEFAULTS);
  const page = useConsolePage<UserRow>(USERS_TABLE, ADMIN_API.users, state.apiSearch);
  const roleNames = useRoleNames();
  return (
    <ConsoleTable
      caption="Users"
      columns={COLUMNS}
      state={state}
      {...consolePageState(page)}
      rowKey={(user) => user.id}
      noun={['user', 'users']}
      searchLabel="Search by name or email"
      filters={
        <NativeSelect
          label="Role"
          value={state.query.filters.role}
          data={[
            { value: '', label: 'Any role' },
            ...(roleNames.data ?? []).map((name) => ({ value: name, label: name })),
          ]}
          onChange={(event) => state.set({ filters: { role: event.currentTarget.value } })}
        />
      }
      empty={
        state.query.q || state.query.filters.role ? 'No users match this search.' : 'No users yet.'
      }
    />
  );
}
