// Renders components the way the app does (Mantine, TanStack Query, the public API, the real
// AuthProvider with a fake sign-in client, a memory router) for the auth unit tests;
// `fakeServer` of ./fake-server answers the API.
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { ActiveUser } from '../../shared/contracts/account';
import { fakePublicApi } from './fake-public-api';
import { PublicApiProvider } from '../api/public-api-context';
import { AuthProvider } from '../auth/auth-provider';
import { NotificationsProvider } from '../ui/notifications';
import type { FakeSignInManager } from './fake-sign-in-manager';

export const publicApi = fakePublicApi({
  getComplianceDocuments: async () => [],
  getSeoData: async () => [],
  getFeatureFlag: async () => false,
});

export const activeUser = (overrides: Partial<ActiveUser> = {}): ActiveUser => ({
  id: 'user-1',
  email: 'dana@example.test',
  fullName: 'Dana Client',
  roles: ['Consumer'],
  firmMember: false,
  impersonation: null,
  ...overrides,
});

/** Shows where the router is, so tests can assert navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export interface HarnessOptions {
  manager: FakeSignInManager;
  path?: string | { pathname: string; state?: unknown };
  /** Extra routes beside '*' → the UI under test. */
  routes?: Record<string, ReactNode>;
  onSessionLost?: () => void;
  /** Replaces the harness's own loader of `manager`, to watch when it is asked for. */
  loadManager?: () => Promise<FakeSignInManager>;
}

export function renderWithAuth(ui: ReactNode, options: HarnessOptions) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  const routes = options.routes ?? {};
  const result = render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <PublicApiProvider api={publicApi}>
          <AuthProvider
            loadManager={options.loadManager ?? (async () => options.manager)}
            onSessionLost={options.onSessionLost ?? (() => {})}
          >
            <NotificationsProvider>
              <MemoryRouter initialEntries={[options.path ?? '/']}>
                <LocationProbe />
                <Routes>
                  {Object.entries(routes).map(([path, element]) => (
                    <Route key={path} path={path} element={element} />
                  ))}
                  <Route path="*" element={ui} />
                </Routes>
              </MemoryRouter>
            </NotificationsProvider>
          </AuthProvider>
        </PublicApiProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, queryClient };
}
