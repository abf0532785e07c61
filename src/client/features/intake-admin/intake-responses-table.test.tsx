// @vitest-environment happy-dom
// The console's intake responses (docs/product.md#intake-responses-admin): the server's rows with
// what each is attached to, the orphans table and the source filter asked with the shared query
// contract, and the empty states that say which view is empty.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { intakeResponseQuerySchema } from '../../../shared/contracts/intake-admin';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { INTAKE_ADMIN_API } from '../../../shared/routes/intake-admin-api';
import { fakeServer } from '../../testing/fake-server';
import type { FakeRoutes } from '../../testing/fake-server';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';
import { consolePageOf, lastQuery } from '../console/console-test-kit';
import { responseRowOf } from './intake-admin-fixture';
import { IntakeResponsesTable } from './intake-responses-table';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const RECENT = `GET ${INTAKE_ADMIN_API.recent}`;
const ORPHANS = `GET ${INTAKE_ADMIN_API.orphans}`;

const orphan = responseRowOf({
  id: '66666666-6666-4666-8666-666666666666',
  source: 'ThePlanSignup',
  client: { id: 'client-2', fullName: '', email: 'gone@example.com' },
  advisor: null,
  attachments: [],
  excerpt: '',
});

function renderTable(routes: FakeRoutes = {}, path: string = ADMIN_PAGES.intakeResponses) {
  const server = fakeServer({
    [RECENT]: () => consolePageOf([responseRowOf(), orphan]),
    [ORPHANS]: () => consolePageOf([orphan]),
    ...routes,
  });
  const { router } = renderPage(<IntakeResponsesTable />, {
    path,
    auth: signedInAs({ roles: ['Admin'] }),
  });
  return { server, router };
}

const rowOf = (email: string) => within(screen.getByText(email).closest('tr')!);

describe('IntakeResponsesTable', () => {
  it('lists each response with its source, advisor and what it belongs to, opening its page', async () => {
    const { server } = renderTable();
    await screen.findByText('casey@example.com');
    const row = rowOf('casey@example.com');
    expect(row.getByText('The Hour booking')).toBeTruthy();
    expect(row.getByText('Thomas Nguyen')).toBeTruthy();
    expect(row.getByText('Meeting: Active')).toBeTruthy();
    const open = row.getByRole('link', {
      name: 'Open The Hour booking answers of Casey Morgan',
    });
    expect(open.getAttribute('href')).toMatch(new RegExp(`/${responseRowOf().id}$`));
    const lost = rowOf('gone@example.com');
    expect(lost.getByText('Deleted user')).toBeTruthy();
    expect(lost.getByText('Orphan')).toBeTruthy();
    expect(lastQuery(server, RECENT, intakeResponseQuerySchema)).toMatchObject({
      sort: 'createdAt',
      dir: 'desc',
      source: '',
    });
  });

  it('shows only the orphans when asked, from their own list', async () => {
    const { server, router } = renderTable();
    await screen.findByText('casey@example.com');
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), {
      target: { value: 'orphans' },
    });
    expect(await screen.findByText('Orphan intake responses')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('casey@example.com')).toBeNull());
    expect(server.callsTo(ORPHANS)).toHaveLength(1);
    expect(new URLSearchParams(router.state.location.search).get('view')).toBe('orphans');
  });

  it('asks for one source when it is picked', async () => {
    const { server } = renderTable();
    await screen.findByText('casey@example.com');
    fireEvent.change(screen.getByRole('combobox', { name: 'Source' }), {
      target: { value: 'TheOngoingSignup' },
    });
    await waitFor(() =>
      expect(lastQuery(server, RECENT, intakeResponseQuerySchema)).toMatchObject({
        source: 'TheOngoingSignup',
      }),
    );
  });

  it('says which view is empty', async () => {
    renderTable({ [RECENT]: () => consolePageOf([]) });
    expect(await screen.findByText('No intake responses yet.')).toBeTruthy();
    cleanup();
    renderTable(
      { [ORPHANS]: () => consolePageOf([]) },
      `${ADMIN_PAGES.intakeResponses}?view=orphans`,
    );
    expect(
      await screen.findByText(
        'No orphans: every response belongs to a meeting, a signup or a booking under way.',
      ),
    ).toBeTruthy();
    cleanup();
    renderTable({ [RECENT]: () => consolePageOf([]) }, `${ADMIN_PAGES.intakeResponses}?q=nobody`);
    expect(await screen.findByText('No responses match this search.')).toBeTruthy();
  });

  it('says the responses could not be loaded', async () => {
    renderTable({ [RECENT]: () => ({ status: 500, body: { code: 'internal', message: 'Boom' } }) });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The responses could not be loaded.',
    );
  });
});
