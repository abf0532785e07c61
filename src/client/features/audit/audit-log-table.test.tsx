// @vitest-environment happy-dom
// The audit log (docs/product.md#audit-log): the server's entries with who acted on whom and what
// changed; sorting, the action filter and paging ask the server with the shared query contract;
// the empty and failed states say so.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { auditQuerySchema } from '../../../shared/contracts/audit';
import type { AuditEntryView } from '../../../shared/contracts/audit';
import { ADMIN_API } from '../../../shared/routes/admin-api';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { fakeServer } from '../../testing/fake-server';
import type { FakeAnswer } from '../../testing/fake-server';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';
import { consolePageOf, lastQuery } from '../console/console-test-kit';
import { AuditLogTable } from './audit-log-table';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LIST = `GET ${ADMIN_API.auditLog}`;

const ADMIN = { id: 'admin-1', fullName: 'Alex Admin', email: 'admin@example.com' };
const CASEY = { id: 'client-1', fullName: 'Casey Morgan', email: 'casey@example.com' };

const entries: AuditEntryView[] = [
  {
    id: 2,
    createdAt: '2026-12-01T10:00:00.000Z',
    action: 'feature-flag-changed',
    detail: 'TheOngoing',
    target: 'flag:TheOngoing',
    before: { value: false },
    after: { value: true },
    actor: ADMIN,
    subject: null,
  },
  {
    id: 1,
    createdAt: '2026-11-30T10:00:00.000Z',
    action: 'role-granted',
    detail: '',
    target: '',
    before: null,
    after: { role: 'Affiliate' },
    actor: null,
    subject: CASEY,
  },
];

function renderLog(answer: () => FakeAnswer, path: string = ADMIN_PAGES.auditLog) {
  const server = fakeServer({ [LIST]: answer });
  const { router } = renderPage(<AuditLogTable />, {
    path,
    auth: signedInAs({ roles: ['Admin'] }),
  });
  return { server, router };
}

const rowOf = (action: string) => within(screen.getByText(action).closest('tr')!);

describe('AuditLogTable', () => {
  it('lists who acted, on whom or what, and what each change replaced', async () => {
    const { server } = renderLog(() => consolePageOf(entries));
    await screen.findByText('feature-flag-changed');
    const flag = rowOf('feature-flag-changed');
    expect(flag.getByText('Alex Admin')).toBeTruthy();
    expect(flag.getByText('flag:TheOngoing')).toBeTruthy();
    expect(flag.getByText('value').nextSibling?.textContent).toBe('false → true');
    const grant = rowOf('role-granted');
    expect(grant.getByText('System')).toBeTruthy();
    expect(grant.getByText('Casey Morgan')).toBeTruthy();
    expect(grant.getByText('role').nextSibling?.textContent).toBe('Affiliate');
    expect(screen.getByText('2 entries')).toBeTruthy();
    // Newest first unless the address says otherwise.
    expect(lastQuery(server, LIST, auditQuerySchema)).toMatchObject({
      sort: 'createdAt',
      dir: 'desc',
      page: 1,
      size: 25,
      action: '',
    });
  });

  it('sorts by a column header, flipping it on a second click, and keeps it in the address', async () => {
    const { server, router } = renderLog(() => consolePageOf(entries));
    await screen.findByText('role-granted');
    fireEvent.click(screen.getByRole('button', { name: /Action/ }));
    await waitFor(() =>
      expect(lastQuery(server, LIST, auditQuerySchema)).toMatchObject({
        sort: 'action',
        dir: 'asc',
      }),
    );
    expect(screen.getByRole('columnheader', { name: /Action/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    fireEvent.click(screen.getByRole('button', { name: /Action/ }));
    await waitFor(() =>
      expect(lastQuery(server, LIST, auditQuerySchema)).toMatchObject({ dir: 'desc' }),
    );
    expect(router.state.location.search).toBe('?sort=action&dir=desc');
  });

  it('asks for one action exactly, typed in its filter', async () => {
    const { server } = renderLog(() => consolePageOf(entries));
    await screen.findByText('role-granted');
    const filter = screen.getByRole('textbox', { name: 'Action' });
    fireEvent.change(filter, { target: { value: '  role-granted ' } });
    fireEvent.keyDown(filter, { key: 'Enter' });
    await waitFor(() =>
      expect(lastQuery(server, LIST, auditQuerySchema)).toMatchObject({ action: 'role-granted' }),
    );
  });

  it('pages through the entries the server counts', async () => {
    const { server } = renderLog(() => consolePageOf(entries, { total: 60 }));
    expect(await screen.findByText('60 entries · page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(lastQuery(server, LIST, auditQuerySchema)).toMatchObject({ page: 2 }),
    );
  });

  it('says when nothing was logged, and when nothing matches a search', async () => {
    renderLog(() => consolePageOf([]));
    expect(await screen.findByText('No entries yet.')).toBeTruthy();
    cleanup();
    renderLog(() => consolePageOf([]), `${ADMIN_PAGES.auditLog}?q=nobody`);
    expect(await screen.findByText('No entries match “nobody”.')).toBeTruthy();
  });

  it('says the entries could not be loaded, and tries again', async () => {
    let fail = true;
    renderLog(() =>
      fail
        ? { status: 500, body: { code: 'internal', message: 'Server error' } }
        : consolePageOf(entries),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The entries could not be loaded.',
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('role-granted')).toBeTruthy();
  });
});
