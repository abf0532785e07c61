// @vitest-environment happy-dom
// The feature flags (docs/product.md#feature-flags): every flag with its description and switch;
// switching sends the shared contract's body, and turning The Ongoing off asks first since it
// takes The Ongoing away from every page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_OPERATION_FAILURES } from '../../../shared/admin-failures';
import { setFeatureFlagSchema } from '../../../shared/contracts/system';
import type { AdminFeatureFlag, AdminFeatureFlags } from '../../../shared/contracts/system';
import { FEATURE_FLAGS, FEATURE_FLAG_DESCRIPTIONS } from '../../../shared/feature-flags';
import type { FeatureFlagName } from '../../../shared/feature-flags';
import { ADMIN_API } from '../../../shared/routes/admin-api';
import { PLANS_ADMIN_PAGES } from '../../../shared/routes/plans-admin';
import { fakeServer } from '../../testing/fake-server';
import type { FakeAnswer, FakeCall } from '../../testing/fake-server';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';
import { FeatureFlagList } from './feature-flag-list';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LIST = `GET ${ADMIN_API.featureFlags}`;
const SET = `POST ${ADMIN_API.setFeatureFlag}`;

/** Every flag on, The Ongoing changed once; a change answers the list with it applied. */
function serveFlags(set: (call: FakeCall) => FakeAnswer | undefined = () => undefined) {
  let flags: AdminFeatureFlag[] = FEATURE_FLAGS.map((id) => ({
    id,
    value: true,
    description: FEATURE_FLAG_DESCRIPTIONS[id],
    updatedAt: id === 'TheOngoing' ? '2026-11-02T15:00:00.000Z' : null,
  }));
  const list = (): FakeAnswer => ({ body: { flags } satisfies AdminFeatureFlags });
  const server = fakeServer({
    [LIST]: list,
    [SET]: (call) => {
      const refused = set(call);
      if (refused) return refused;
      const { id, value } = setFeatureFlagSchema.parse(call.body);
      flags = flags.map((flag) =>
        flag.id === id ? { ...flag, value, updatedAt: '2026-12-06T10:00:00.000Z' } : flag,
      );
      return list();
    },
  });
  renderPage(<FeatureFlagList />, {
    path: PLANS_ADMIN_PAGES.featureFlags,
    auth: signedInAs({ roles: ['Admin'] }),
  });
  return server;
}

const switchOf = (id: FeatureFlagName, state: 'on' | 'off') =>
  screen.findByRole('switch', { name: `${id}: ${state}` });

const OTHER = FEATURE_FLAGS.find((id) => id !== 'TheOngoing')!;

describe('FeatureFlagList', () => {
  it('lists every flag with its description and when it last changed', async () => {
    serveFlags();
    const list = within(await screen.findByRole('list', { name: 'Feature flags' }));
    expect(list.getAllByRole('listitem')).toHaveLength(FEATURE_FLAGS.length);
    const ongoing = within(list.getByText('TheOngoing').closest('li')!);
    expect(ongoing.getByText(FEATURE_FLAG_DESCRIPTIONS.TheOngoing)).toBeTruthy();
    expect(ongoing.getByText(/^Last changed /)).toBeTruthy();
    expect(
      within(list.getByText(OTHER).closest('li')!).getByText('Never changed: reads its default'),
    ).toBeTruthy();
  });

  it('switches a flag off at once and says so', async () => {
    const server = serveFlags();
    fireEvent.click(await switchOf(OTHER, 'on'));
    expect(await screen.findByText(`${OTHER} is off.`)).toBeTruthy();
    expect(server.sent(SET, setFeatureFlagSchema)).toEqual([{ id: OTHER, value: false }]);
    expect(await switchOf(OTHER, 'off')).toBeTruthy();
  });

  it('asks before turning The Ongoing off, and keeps it on when told to', async () => {
    const server = serveFlags();
    fireEvent.click(await switchOf('TheOngoing', 'on'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Turn The Ongoing off?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Keep it on' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo(SET)).toHaveLength(0);

    fireEvent.click(await switchOf('TheOngoing', 'on'));
    const again = within(await screen.findByRole('dialog', { name: 'Turn The Ongoing off?' }));
    fireEvent.click(again.getByRole('button', { name: 'Turn TheOngoing off' }));
    expect(await switchOf('TheOngoing', 'off')).toBeTruthy();
    expect(server.sent(SET, setFeatureFlagSchema)).toEqual([{ id: 'TheOngoing', value: false }]);
  });

  it('says the flag was not changed when the server fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveFlags(() => ({ status: 500, body: { code: 'internal', message: 'Boom' } }));
    fireEvent.click(await switchOf(OTHER, 'on'));
    expect(await screen.findByText(ADMIN_OPERATION_FAILURES.setFeatureFlag)).toBeTruthy();
    expect(await switchOf(OTHER, 'on')).toBeTruthy();
  });
});
