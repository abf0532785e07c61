// The roles table of the console (docs/product.md#admin-users): each role with how many people hold
// it; the four built-in roles are marked, and a count opens the users table filtered to it.
import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { Link } from 'react-router';
import { ROLE_SORTS } from '../../../shared/contracts/admin-users';
import type { RoleView } from '../../../shared/contracts/admin-users';
import { ADMIN_API } from '../../../shared/routes/admin-api';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { ConsoleTable } from '../console/console-table';
import type { ConsoleColumn } from '../console/console-table';
import { consolePageState, useConsolePage } from '../console/use-console-page';
import { useConsoleQuery } from '../console/use-console-query';
import { ROLES_TABLE } from './users-api';
import { joinedOn } from './users-format';
import classes from './users.module.css';

const DEFAULTS = { sort: 'name', dir: 'asc' } as const;

export const usersWithRole = (name: string) =>
  `${ADMIN_PAGES.users}?${new URLSearchParams({ role: name }).toString()}`;

const COLUMNS: ConsoleColumn<RoleView, (typeof ROLE_SORTS)[number]>[] = [
  {
    key: 'name',
    label: 'Role',
    sort: 'name',
    primary: true,
    render: (role) => (
      <span className={classes.badges}>
        <Link to={ADMIN_PAGES.roleEdit(role.id)} className={classes.nameLink}>
          {role.name}
        </Link>
        {role.builtIn && (
          <Badge variant="outline" color="gray" radius="sm" size="sm">
            Built-in
          </Badge>
        )}
      </span>
    ),
  },
  {
    key: 'users',
    label: 'Users',
    sort: 'users',
    numeric: true,
    render: (role) => (
      <Link to={usersWithRole(role.name)} aria-label={`${role.userCount} users hold ${role.name}`}>
        {role.userCount.toLocaleString('en-US')}
      </Link>
    ),
  },
  { key: 'created', label: 'Created', sort: 'created', render: (role) => joinedOn(role.createdAt) },
];

export function RolesTable() {
  const state = useConsoleQuery(ROLE_SORTS, DEFAULTS);
  const page = useConsolePage<RoleView>(ROLES_TABLE, ADMIN_API.roles, state.apiSearch);
  return (
    <ConsoleTable
      caption="Roles"
      columns={COLUMNS}
      state={state}
      {...consolePageState(page)}
      rowKey={(role) => String(role.id)}
      noun={['role', 'roles']}
      searchLabel="Search roles"
    />
  );
}
