// @vitest-environment happy-dom
// The audit log as an admin uses it: each entry the server answered with who acted, about whom,
// and the values before and after; the entries about one person (the user page's link) and an
// action filter asked of the server in the log's contract; the empty search.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { auditQuerySchema } from '../../../shared/contracts/audit';
import type { AuditEntryView } from '../../../shared/contracts/audit';
import { ADMIN_API } from '../../../shared/routes/admin-api';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { fakeServer } from '../../testing/fake-server';
import { auditLogOf } from '../../features/users/user-edit-view';
import AuditLogPage from './audit-log-page';
import { consolePage, renderAdminPage, setUpAdminPageTests } from './admin-test-kit';

setUpAdminPageTests();

const CASEY_ID = '3f0c6a52-1d2e-4b8f-9a7c-5e6d4c3b2a10';
const flagChange: AuditEntryView = {
  id: 12,
  createdAt: '2026-11-20T16:00:00.000Z',
  action: 'feature-flag-set',
  detail: 'TheOngoing',
  target: 'feature-flag:TheOngoing',
  before: { value: false },
  after: { value: true },
  actor: { id: 'admin-1', fullName: 'Alex Admin', email: 'admin@justfinancialadvice.com' },
  subject: null,
};
const roleGranted: AuditEntryView = {
  id: 11,
  createdAt: '2026-11-19T16:00:00.000Z',
  action: 'role-granted',
  detail: '',
  target: `user:${CASEY_ID}`,
  before: null,
  after: null,
  actor: null,
  subject: { id: CASEY_ID, fullName: '', email: '' },
};
const LOG = `GET ${ADMIN_API.auditLog}`;

describe('the audit log page', () => {
  it('shows who did what to whom, with the values before and after', async () => {
    fakeServer({ [LOG]: () => consolePage([flagChange, roleGranted], 2) });
    renderAdminPage(<AuditLogPage />, { path: ADMIN_PAGES.auditLog });
    const table = within(await screen.findByRole('table', { name: 'Audit log' }));
    const flagRow = within((await table.findByText('feature-flag-set')).closest('tr')!);
    expect(flagRow.getByText('Alex Admin')).toBeTruthy();
    expect(flagRow.getByText('feature-flag:TheOngoing')).toBeTruthy();
    expect(flagRow.getByText('value').nextSibling!.textContent).toBe('false → true');
    expect(flagRow.getByText('TheOngoing')).toBeTruthy();
    const roleRow = within(table.getByText('role-granted').closest('tr')!);
    expect(roleRow.getByText('System')).toBeTruthy();
    expect(roleRow.getByText('Deleted user')).toBeTruthy();
    expect(screen.getByText('2 entries')).toBeTruthy();
  });

  it('asks for the entries about one person and for one action', async () => {
    const server = fakeServer({ [LOG]: () => consolePage([roleGranted]) });
    renderAdminPage(<AuditLogPage />, { path: auditLogOf(CASEY_ID) });
    await screen.findByText('role-granted');
    const action = screen.getByRole('textbox', { name: 'Action' });
    fireEvent.change(action, { target: { value: ' role-granted ' } });
    fireEvent.keyDown(action, { key: 'Enter' });
    await waitFor(() => expect(server.callsTo(LOG)).toHaveLength(2));
    expect(auditQuerySchema.parse(Object.fromEntries(server.callsTo(LOG)[1]!.query))).toEqual({
      q: '',
      page: 1,
      size: 25,
      sort: 'createdAt',
      dir: 'desc',
      action: 'role-granted',
      subject: CASEY_ID,
    });
  });

  it('says when no entry matches a search', async () => {
    fakeServer({ [LOG]: () => consolePage([]) });
    renderAdminPage(<AuditLogPage />, { path: `${ADMIN_PAGES.auditLog}?q=zebra` });
    expect(await screen.findByText('No entries match “zebra”.')).toBeTruthy();
  });
});
