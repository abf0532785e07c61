// admin/users (docs/product.md#admin, docs/product.md#impersonation): find a user and act as them.
// A minimal list for impersonation and, for advisors, their compliance report
// (docs/product.md#compliance-report); editing users and roles arrives with the full admin area.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';
import { Badge, Button, Pagination, Table, TextInput, VisuallyHidden } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { AdminUserListItem } from '../../../shared/contracts/account';
import { IMPERSONATION_MAX_MINUTES } from '../../../shared/constants';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { RECORDS_PAGES } from '../../../shared/routes/records';
import { fetchAdminUsers } from '../../api/account';
import { useAuth } from '../../auth/auth-context';
import { homeForRoles } from '../../frame/frame-links';
import { useNotifications } from '../../ui/notifications';
import classes from './admin-page.module.css';

const SEARCH_DEBOUNCE_MS = 300;

const joined = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString();
};

function ImpersonateButton({ user }: { user: AdminUserListItem }) {
  const { impersonation } = useAuth();
  const navigate = useNavigate();
  const notify = useNotifications();
  const [busy, setBusy] = useState(false);
  if (user.roles.includes('Admin')) return null;

  const impersonate = () => {
    setBusy(true);
    impersonation
      .start(user.id)
      .then((active) => navigate(homeForRoles(active.roles)))
      .catch((error: unknown) => {
        setBusy(false);
        notify.error(
          error instanceof Error && error.message ? error.message : 'Please try again.',
          `Could not impersonate ${user.fullName}`,
        );
      });
  };

  return (
    <Button
      size="xs"
      variant="light"
      onClick={impersonate}
      loading={busy}
      aria-label={`Impersonate ${user.fullName}`}
    >
      Impersonate
    </Button>
  );
}

export default function AdminUsersPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(search);

  const { data, isPending, isError, isPlaceholderData } = useQuery({
    queryKey: ['admin', 'users', search, page],
    queryFn: () => fetchAdminUsers(search, page),
    placeholderData: keepPreviousData,
  });

  const go = (next: { search?: string; page?: number }) => {
    const query = new URLSearchParams();
    const nextSearch = next.search ?? search;
    if (nextSearch) query.set('search', nextSearch);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query, { replace: true });
  };
  // Searches as the admin types, once they pause.
  const searchSoon = useDebouncedCallback(
    (term: string) => go({ search: term, page: 1 }),
    SEARCH_DEBOUNCE_MS,
  );

  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <section className={classes.page} aria-labelledby="admin-users-title">
      <p className={classes.eyebrow}>
        <Link to={AREA_ROOTS.admin}>Admin</Link>
      </p>
      <h1 id="admin-users-title" className={classes.title}>
        Users
      </h1>
      <p className={classes.lead}>
        Impersonate a client or advisor to see the site as they do. Admins cannot be impersonated,
        and an impersonation ends by itself after {IMPERSONATION_MAX_MINUTES} minutes.
      </p>

      <form
        className={classes.search}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          searchSoon.cancel();
          go({ search: draft.trim(), page: 1 });
        }}
      >
        <TextInput
          className={classes.searchInput}
          label="Search by name or email"
          value={draft}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            searchSoon(event.currentTarget.value.trim());
          }}
          type="search"
        />
      </form>

      <div className={classes.tableWrap} aria-busy={isPending || isPlaceholderData}>
        <Table className={classes.table} verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Roles</Table.Th>
              <Table.Th>Joined</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.items.map((user) => (
              <Table.Tr key={user.id}>
                <Table.Td className={classes.name}>{user.fullName}</Table.Td>
                <Table.Td>{user.email}</Table.Td>
                <Table.Td>
                  <div className={classes.roles}>
                    {user.roles.map((role) => (
                      <Badge key={role} variant="light" radius="sm" color="brand">
                        {role}
                      </Badge>
                    ))}
                  </div>
                </Table.Td>
                <Table.Td className={classes.muted}>
                  <span className={classes.phoneLabel}>Joined </span>
                  {joined(user.createdAt)}
                </Table.Td>
                <Table.Td>
                  <div className={classes.rowActions}>
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
                  </div>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {isPending && <p className={classes.empty}>Loading users…</p>}
        {isError && !data && <p className={classes.empty}>The users could not be loaded.</p>}
        {data && data.items.length === 0 && (
          <p className={classes.empty}>No users match “{search}”.</p>
        )}
      </div>

      {data && (
        <div className={classes.footer}>
          <span>
            {data.total} {data.total === 1 ? 'user' : 'users'}
          </span>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page}
              onChange={(next) => go({ page: next })}
              getControlProps={(control) => ({
                'aria-label': control === 'previous' ? 'Previous page' : 'Next page',
              })}
            />
          )}
        </div>
      )}
    </section>
  );
}
