// @vitest-environment happy-dom
// The feature flags page as an admin uses it: each flag the server answered with its value and
// last change; a switch sends the flag's new value in the shared contract; turning The Ongoing off
// asks first and sends nothing when kept on; the server's failure is said.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_OPERATION_FAILURES } from '../../../shared/admin-failures';
import { setFeatureFlagSchema } from '../../../shared/contracts/system';
import type { AdminFeatureFlag, AdminFeatureFlags } from '../../../shared/contracts/system';
import { FEATURE_FLAG_DESCRIPTIONS } from '../../../shared/feature-flags';
import { ADMIN_API } from '../../../shared/routes/admin-api';
import { PLANS_ADMIN_PAGES } from '../../../shared/routes/plans-admin';
import { fakeServer } from '../../testing/fake-server';
import type { FakeAnswer } from '../../testing/fake-server';
import AdminFeatureFlagsPage from './admin-feature-flags-page';
import { renderAdminPage, setUpAdminPageTests } from './admin-test-kit';

setUpAdminPageTests();

const ongoing: AdminFeatureFlag = {
  id: 'TheOngoing',
  value: true,
  description: FEATURE_FLAG_DESCRIPTIONS.TheOngoing,
  updatedAt: '2026-11-02T15:30:00.000Z',
};
const easterEggs: AdminFeatureFlag = {
  id: 'WinterEasterEggs',
  value: false,
  description: FEATURE_FLAG_DESCRIPTIONS.WinterEasterEggs,
  updatedAt: null,
};
const flags = (...list: AdminFeatureFlag[]): AdminFeatureFlags => ({ flags: list });
const SET = `POST ${ADMIN_API.setFeatureFlag}`;

function open(setAnswer: (body: unknown) => FakeAnswer) {
  const server = fakeServer({
    [`GET ${ADMIN_API.featureFlags}`]: () => ({ body: flags(ongoing, easterEggs) }),
    [SET]: (call) => setAnswer(call.body),
  });
  renderAdminPage(<AdminFeatureFlagsPage />, { path: PLANS_ADMIN_PAGES.featureFlags });
  return server;
}

describe('the feature flags page', () => {
  it('shows each flag as the server answered, and sends a switched flag’s new value', async () => {
    const server = open(() => ({ body: flags(ongoing, { ...easterEggs, value: true }) }));
    const list = within(await screen.findByRole('list', { name: 'Feature flags' }));
    expect(list.getByText(FEATURE_FLAG_DESCRIPTIONS.TheOngoing)).toBeTruthy();
    expect(list.getByText('Last changed Mon, Nov 2, 9:30 AM CST')).toBeTruthy();
    expect(list.getByText('Never changed: reads its default')).toBeTruthy();
    expect(list.getByRole('switch', { name: 'TheOngoing: on' })).toHaveProperty('checked', true);

    fireEvent.click(list.getByRole('switch', { name: 'WinterEasterEggs: off' }));
    expect(await screen.findByText('WinterEasterEggs is on.')).toBeTruthy();
    expect(list.getByRole('switch', { name: 'WinterEasterEggs: on' })).toHaveProperty(
      'checked',
      true,
    );
    expect(server.sent(SET, setFeatureFlagSchema)).toEqual([
      { id: 'WinterEasterEggs', value: true },
    ]);
  });

  it('asks before turning The Ongoing off, and sends nothing when it is kept on', async () => {
    const server = open(() => ({ body: flags({ ...ongoing, value: false }, easterEggs) }));
    const toggle = await screen.findByRole('switch', { name: 'TheOngoing: on' });

    fireEvent.click(toggle);
    let dialog = within(await screen.findByRole('dialog', { name: 'Turn The Ongoing off?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Keep it on' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo(SET)).toHaveLength(0);

    fireEvent.click(toggle);
    dialog = within(await screen.findByRole('dialog', { name: 'Turn The Ongoing off?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Turn TheOngoing off' }));
    expect(await screen.findByRole('switch', { name: 'TheOngoing: off' })).toBeTruthy();
    expect(server.sent(SET, setFeatureFlagSchema)).toEqual([{ id: 'TheOngoing', value: false }]);
  });

  it('says the flag was not changed when the server fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    open(() => ({ status: 500, body: { code: 'general', message: 'boom' } }));
    fireEvent.click(await screen.findByRole('switch', { name: 'WinterEasterEggs: off' }));
    expect(await screen.findByText(ADMIN_OPERATION_FAILURES.setFeatureFlag)).toBeTruthy();
    expect(screen.getByText('The flag was not changed')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'WinterEasterEggs: off' })).toBeTruthy();
  });
});
