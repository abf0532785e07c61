// Renders a meetings page the way the app does (Mantine, TanStack Query, a signed-in user, the
// spec §4 overlays, a memory router) against a fake server answering per method and path.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { ActiveUser } from '../../shared/contracts/account';
import { API } from '../../shared/routes';
import { AuthContext, SIGNED_OUT } from '../auth/auth-context';
import type { AuthState } from '../auth/auth-context';
import { ConfirmProvider } from '../ui/confirm-provider';
import { FormModalProvider } from '../ui/form-modal-provider';
import { NotificationsProvider } from '../ui/notifications';

// jsdom has no font loading API; Mantine's autosizing textarea listens to it.
if (typeof document !== 'undefined' && !('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

export interface FakeAnswer {
  status?: number;
  body: unknown;
}

export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
}

/** A fake server: handlers by 'METHOD path' (the path without its query), called in turn. */
export function fakeServer(handlers: Record<string, (call: FakeCall) => FakeAnswer>): {
  calls: FakeCall[];
} {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === API.logError) return new Response(null, { status: 204 });
      const method = init?.method ?? 'GET';
      const call: FakeCall = {
        method,
        url,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      const handler = handlers[`${method} ${url.split('?')[0]}`];
      const answer = handler
        ? handler(call)
        : { status: 404, body: { code: 'notFound', message: 'Not found' } };
      const status = answer.status ?? 200;
      // A 204 answer may not carry a body at all.
      return new Response(status === 204 ? null : JSON.stringify(answer.body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { calls };
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
  { path, auth = signedInAs() }: { path: string; auth?: AuthState },
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        // Inside the router, as the app's frame puts them, so dialogs may hold links.
        element: (
          <NotificationsProvider>
            <ConfirmProvider>
              <FormModalProvider>
                {page}
                <Location />
              </FormModalProvider>
            </ConfirmProvider>
          </NotificationsProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
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
