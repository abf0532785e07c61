// @vitest-environment happy-dom
// One user in the console as an admin uses it: the facts, roles and recent audit entries the
// server answered; a role granted after a confirmation, sent in the grant contract; the server's
// refusal to remove the last admin; deleting the account back to the users list; and the pages for
// a user that does not exist or whose account was deleted.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_USER_MESSAGES, roleGrantSchema } from '../../../shared/contracts/admin-users';
import type { UserDetail } from '../../../shared/contracts/admin-users';
import type { AuditEntryView } from '../../../shared/contracts/audit';
import { ADMIN_API, ADMIN_API_PATTERNS } from '../../../shared/routes/admin-api';
import { ADMIN_PAGES, ADMIN_PAGE_PATTERNS } from '../../../shared/routes/admin';
import { OPERATIONS_API_PATTERNS } from '../../../shared/routes/operations-api';
import { OPERATIONS_PAGES } from '../../../shared/routes/operations';
import { RECORDS_PAGES } from '../../../shared/routes/records';
import { meetingFixture } from '../../features/meetings/meeting-fixtures';
import { fakeServer } from '../../testing/fake-server';
import type { FakeRoutes } from '../../testing/fake-server';
import { user as casey } from '../../features/users/user-fixture';
import AdminUserEditPage from './admin-user-edit-page';
import { consolePage, refusal, renderAdminPage, setUpAdminPageTests } from './admin-test-kit';

setUpAdminPageTests();

const thomas: UserDetail = {
  ...casey,
  id: 'user-thomas',
  email: 'thomas.nguyen@justfinancialadvice.com',
  fullName: 'Thomas Nguyen',
  roles: ['Advisor', 'Admin'],
  lastLoginAt: '2026-11-30T16:30:00.000Z',
};

const granted: AuditEntryView = {
  id: 7,
  createdAt: '2026-11-20T16:00:00.000Z',
  action: 'role-granted',
  detail: 'Advisor',
  target: 'user',
  before: null,
  after: null,
  actor: { id: 'admin-1', fullName: 'Alex Admin', email: 'admin@justfinancialadvice.com' },
  subject: null,
};

const roleNames = ['Admin', 'Advisor', 'Affiliate', 'Consumer'].map((name, index) => ({
  id: index + 1,
  name,
  builtIn: true,
  userCount: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
}));

function serverWith(person: UserDetail | 'missing', extra: FakeRoutes = {}) {
  return fakeServer({
    [`GET ${ADMIN_API_PATTERNS.user}`]: () =>
      person === 'missing' ? refusal('No such user', 'notFound') : { body: person },
    [`GET ${ADMIN_API.auditLog}`]: () => consolePage([granted]),
    [`GET ${ADMIN_API.roles}`]: () => consolePage(roleNames),
    ...extra,
  });
}

const open = (person: { id: string }) =>
  renderAdminPage(<AdminUserEditPage />, {
    path: ADMIN_PAGES.userEdit(person.id),
    pattern: ADMIN_PAGE_PATTERNS.userEdit,
  });

describe('the user edit page', () => {
  it('shows the user’s facts, roles and recent audit entries as the server answered', async () => {
    const server = serverWith(thomas);
    open(thomas);

    const facts = within(await screen.findByRole('region', { name: 'Thomas Nguyen' }));
    expect(facts.getByText(/thomas\.nguyen@justfinancialadvice\.com/)).toBeTruthy();
    expect(facts.getByText('America/New_York')).toBeTruthy();
    expect(facts.getByText(/Nov 30, 2026/)).toBeTruthy();
    expect(facts.getByRole('link', { name: 'Compliance report' }).getAttribute('href')).toBe(
      RECORDS_PAGES.admin(thomas.id),
    );
    const activity = within(screen.getByRole('region', { name: 'Recent audit entries' }));
    expect(await activity.findByText('role-granted')).toBeTruthy();
    expect(activity.getByText(/by Alex Admin/)).toBeTruthy();
    // The audit log is asked about this user only.
    expect(server.callsTo(`GET ${ADMIN_API.auditLog}`)[0]!.query.get('subject')).toBe(thomas.id);
    expect(screen.getByRole('textbox', { name: /full name/i })).toHaveProperty(
      'value',
      'Thomas Nguyen',
    );
  });

  it('grants a role after a confirmation, sending it in the grant contract', async () => {
    const server = serverWith(casey, {
      [`POST ${ADMIN_API_PATTERNS.userRoles}`]: () => ({
        body: { roles: ['Consumer', 'Affiliate'] },
      }),
    });
    open(casey);
    const roles = within(await screen.findByRole('region', { name: 'Roles' }));
    await roles.findByRole('option', { name: 'Affiliate' });
    fireEvent.change(roles.getByRole('combobox', { name: 'Role to grant' }), {
      target: { value: 'Affiliate' },
    });
    fireEvent.click(roles.getByRole('button', { name: 'Grant role' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Grant Affiliate to Casey Morgan?')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Grant Affiliate' }));

    expect(await screen.findByText('Casey Morgan now holds Affiliate.')).toBeTruthy();
    expect(server.sent(`POST ${ADMIN_API_PATTERNS.userRoles}`, roleGrantSchema)).toEqual([
      { role: 'Affiliate' },
    ]);
    expect(server.callsTo(`POST ${ADMIN_API_PATTERNS.userRoles}`)[0]!.path).toBe(
      ADMIN_API.userRoles(casey.id),
    );
  });

  it('shows the server’s refusal to remove the last admin', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = serverWith(thomas, {
      [`DELETE ${ADMIN_API_PATTERNS.userRoles}`]: () => refusal(ADMIN_USER_MESSAGES.lastAdmin),
    });
    open(thomas);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Admin' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove Admin' }),
    );
    expect(await screen.findByText(ADMIN_USER_MESSAGES.lastAdmin)).toBeTruthy();
    expect(screen.getByText('Roles not changed')).toBeTruthy();
    expect(server.sent(`DELETE ${ADMIN_API_PATTERNS.userRoles}`, roleGrantSchema)).toEqual([
      { role: 'Admin' },
    ]);
  });

  it('deletes the account after a confirmation and goes back to the users', async () => {
    const server = serverWith(casey, {
      [`DELETE ${ADMIN_API_PATTERNS.user}`]: () => ({ status: 204 }),
    });
    open(casey);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete account' }),
    );
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(ADMIN_PAGES.users));
    expect(server.callsTo(`DELETE ${ADMIN_API_PATTERNS.user}`)[0]!.path).toBe(
      ADMIN_API.user(casey.id),
    );
  });

  it('says when there is no such user', async () => {
    serverWith('missing');
    open(casey);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('There is no such user.');
    expect(within(alert).getByRole('link', { name: 'Back to users' })).toBeTruthy();
  });

  it('shows a deleted account’s facts without the forms', async () => {
    serverWith({ ...casey, deletedAt: '2026-10-01T15:00:00.000Z' });
    open(casey);
    expect(await screen.findByText(/This account was deleted on Oct 1, 2026/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete account' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Grant role' })).toBeNull();
  });
  it('lists a client’s own meetings, each linked to its page', async () => {
    const theirs = meetingFixture({
      id: 'event-casey',
      client: { id: casey.id, name: casey.fullName, email: casey.email },
    });
    serverWith(casey, {
      [`GET ${OPERATIONS_API_PATTERNS.searchEvents}`]: () => ({ body: [theirs] }),
    });
    open(casey);
    const link = await screen.findByRole('link', { name: new RegExp(theirs.advisor.name) });
    expect(link.getAttribute('href')).toBe(OPERATIONS_PAGES.eventEdit('event-casey'));
  });
});
