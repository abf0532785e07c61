// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { IMPERSONATION_POLL_DEV_MS } from '../../shared/constants';
import type { ActiveUser } from '../../shared/contracts/account';
import { AREA_ROOTS } from '../../shared/routes/areas';
import { IDENTITY_API } from '../../shared/routes/identity-api';
import { SYSTEM_API } from '../../shared/routes/system-api';
import { setAccessToken } from '../api/http';
import { activeUser, renderWithAuth } from '../testing/auth-test-harness';
import { fakeServer } from '../testing/fake-server';
import { FakeSignInManager, STORED_USER_KEY, fakeUser } from '../testing/fake-sign-in-manager';
import { EnvironmentLabel } from './environment-label';

const admin = activeUser({
  id: 'admin-1',
  fullName: 'Ada Admin',
  email: 'ada@example.test',
  roles: ['Admin'],
});
const casey = activeUser({
  id: 'user-2',
  fullName: 'Casey Consumer',
  impersonation: { adminId: 'admin-1', adminName: 'Ada Admin', endsAt: '2030-01-01T12:00:00Z' },
});

let current: ActiveUser;

function renderAsImpersonatingAdmin() {
  current = casey;
  const api = fakeServer({
    [`GET ${IDENTITY_API.activeUser}`]: () => ({ body: current }),
    [`GET ${SYSTEM_API.appInfo}`]: () => ({
      body: { appEnv: 'production', dbEnvironment: 'x', s3_Files_Environment: 'y' },
    }),
    [`POST ${IDENTITY_API.stopImpersonation}`]: () => {
      current = admin;
      return { body: {} };
    },
    [`POST ${IDENTITY_API.impersonate('user-2')}`]: () => {
      current = casey;
      return { body: { user: casey, endsAt: '2030-01-01T12:00:00Z' } };
    },
  });
  const manager = new FakeSignInManager(
    fakeUser({ profile: { sub: 'admin-1', name: 'Ada Admin', role: 'Admin' } }),
  );
  renderWithAuth(<EnvironmentLabel />, {
    manager,
    path: AREA_ROOTS.account,
    routes: { [AREA_ROOTS.admin]: <p>Admin root</p> },
  });
  return api;
}

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem(STORED_USER_KEY, '{}');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setAccessToken(null);
});

describe('impersonation banner', () => {
  it('says who the admin acts as, in production too, and stops back to the admin root', async () => {
    // happy-dom lays nothing out: the observer reports at once and the corner measures 0 px.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: () => void) {}
        observe() {
          this.report();
        }
        disconnect() {}
      },
    );
    const reserved = () =>
      document.documentElement.style.getPropertyValue('--corner-overlay-height');
    const { calls } = renderAsImpersonatingAdmin();
    const banner = await screen.findByRole('region', { name: 'Impersonation' });
    expect(banner.textContent).toContain('You are acting as Casey Consumer');
    // The footer makes room for the banner while it shows.
    expect(reserved()).toBe('8px');
    fireEvent.click(screen.getByRole('button', { name: 'Stop impersonating' }));
    await waitFor(() => expect(location()).toBe(AREA_ROOTS.admin));
    expect(calls.some((call) => call.url === IDENTITY_API.stopImpersonation)).toBe(true);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Impersonation' })).toBeNull());
    expect(reserved()).toBe('');
    // Stopping here is not an impersonation that ended elsewhere.
    expect(screen.queryByText('Impersonation Is No Longer Active')).toBeNull();
  });
});

describe('impersonation polling', () => {
  async function endElsewhere() {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAsImpersonatingAdmin();
    await screen.findByRole('region', { name: 'Impersonation' });
    // The impersonation times out on the server; the next poll finds the admin again.
    current = admin;
    await act(() => vi.advanceTimersByTimeAsync(IMPERSONATION_POLL_DEV_MS + 100));
    return screen.findByRole('dialog', { name: 'Impersonation Is No Longer Active' });
  }

  it('shows "Impersonation Is No Longer Active" when the active user no longer matches', async () => {
    const dialog = await endElsewhere();
    expect(dialog.textContent).toContain('You are no longer acting as Casey Consumer');
    fireEvent.click(screen.getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(location()).toBe(AREA_ROOTS.admin));
  });

  it('starts the same impersonation again on request', async () => {
    await endElsewhere();
    fireEvent.click(screen.getByRole('button', { name: 'Impersonate Again' }));
    await waitFor(() => expect(location()).toBe(AREA_ROOTS.account));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Impersonation' }).textContent).toContain(
        'Casey Consumer',
      ),
    );
  });
});
