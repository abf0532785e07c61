// @vitest-environment happy-dom
// "Regenerate every advisor's review summary" (docs/product.md#admin-tools): the latest run's
// state as the server says it; a start only once confirmed, and none while one waits or runs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SummaryRun } from '../../../shared/contracts/tools';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { TOOLS_API } from '../../../shared/routes/tools-api';
import { fakeServer } from '../../testing/fake-server';
import type { FakeRoutes } from '../../testing/fake-server';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';
import { ReviewSummariesCard } from './review-summaries-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LATEST = `GET ${TOOLS_API.reviewSummaries}`;
const START = `POST ${TOOLS_API.reviewSummaries}`;

const runOf = (overrides: Partial<SummaryRun> = {}): SummaryRun => ({
  id: 'run-1',
  state: 'completed',
  queuedAt: '2026-12-05T10:00:00.000Z',
  finishedAt: '2026-12-05T10:02:00.000Z',
  result: { advisors: 40, regenerated: 38, failed: 2 },
  error: null,
  ...overrides,
});

function renderCard(latest: SummaryRun | null, routes: FakeRoutes = {}) {
  const server = fakeServer({ [LATEST]: () => ({ body: { run: latest } }), ...routes });
  renderPage(<ReviewSummariesCard />, {
    path: ADMIN_PAGES.tools,
    auth: signedInAs({ roles: ['Admin'] }),
  });
  return server;
}

const regenerate = () => screen.getByRole('button', { name: 'Regenerate all' });

describe('ReviewSummariesCard', () => {
  it('says what the last run did, failures included', async () => {
    renderCard(runOf());
    expect(
      await screen.findByText(
        '38 of 40 advisors’ summaries regenerated; 2 failed (see the server log).',
      ),
    ).toBeTruthy();
    expect(regenerate()).toHaveProperty('disabled', false);
  });

  it('says why the last run failed and where to run it again', async () => {
    renderCard(runOf({ state: 'failed', result: null, error: 'Database timeout' }));
    expect(await screen.findByText('The last run failed')).toBeTruthy();
    expect(screen.getByText('Database timeout')).toBeTruthy();
    expect(
      screen.getByText('It is listed under Failed jobs below, where it can be run again.'),
    ).toBeTruthy();
  });

  it('starts no second run while one waits', async () => {
    renderCard(runOf({ state: 'queued', finishedAt: null, result: null }));
    expect(await screen.findByText('Waiting to start…')).toBeTruthy();
    expect(regenerate()).toHaveProperty('disabled', true);
  });

  it('starts a run only once confirmed, and shows it waiting', async () => {
    const server = renderCard(null, {
      [START]: () => ({
        body: { run: runOf({ state: 'queued', finishedAt: null, result: null }) },
      }),
    });
    await waitFor(() => expect(server.callsTo(LATEST)).toHaveLength(1));
    fireEvent.click(regenerate());
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Regenerate every advisor’s review summary?' }),
    );
    expect(server.callsTo(START)).toHaveLength(0);
    fireEvent.click(dialog.getByRole('button', { name: 'Regenerate all' }));
    expect(await screen.findByText('Waiting to start…')).toBeTruthy();
    expect(server.callsTo(START)).toHaveLength(1);
    await waitFor(() => expect(regenerate()).toHaveProperty('disabled', true));
  });

  it('says when the latest run could not be read', async () => {
    renderCard(null, { [LATEST]: () => ({ status: 500 }) });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The latest run could not be read.',
    );
  });
});
