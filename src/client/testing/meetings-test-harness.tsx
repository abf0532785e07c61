// Renders a meetings page the way the app does (Mantine, TanStack Query, a signed-in user, the
// overlays of docs/product.md#interface, a memory router); `fakeServer` of ./fake-server answers
// its calls.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { ActiveUser } from '../../shared/contracts/account';
import { AuthContext, SIGNED_OUT } from '../auth/auth-context';
import type { AuthState } from '../auth/auth-context';
import { ConfirmProvider } from '../ui/confirm-provider';
import { FormModalProvider } from '../ui/form-modal-provider';
import { NotificationsProvider } from '../ui/notifications';

// happy-dom has no font loading API; Mantine's autosizing textarea listens to it.
if (typeof document !== 'undefined' && !('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

export const signedInAs = (user: Partial<ActiveUser> = {}): AuthState => ({
  ...SIGNED_OUT,
  status: 'signedIn',
  user: {
    id: 'client-1',
    email: 'casey.morgan@example.com',
    fullName: 'Casey Morgan',
    roles: ['Consumer'],
    firmMember: false,
    impersonation: null,
    ...user,
  },
  roles: user.roles ?? ['Consumer'],
});

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderPage(
  page: ReactNode,
  {
    path,
    auth = signedInAs(),
    pattern = '*',
  }: {
    path: string;
    auth?: AuthState;
    /** The route the page is mounted on, for pages that read its params ('/users/:id'). */
    pattern?: string;
  },
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  // Inside the router, as the app's frame puts them, so dialogs may hold links.
  const element = (
    <NotificationsProvider>
      <ConfirmProvider>
        <FormModalProvider>
          {page}
          <Location />
        </FormModalProvider>
      </ConfirmProvider>
    </NotificationsProvider>
  );
  // Any other address still renders, so a test can read where an action led.
  const routes =
    pattern === '*'
      ? [{ path: '*', element }]
      : [
          { path: pattern, element },
          { path: '*', element },
        ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <AuthContext value={auth}>
          <RouterProvider router={router} />
        </AuthContext>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { router, queryClient };
}
