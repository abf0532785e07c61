// The browser entry: hydrates server-rendered public pages, renders client-only areas.
import './zod-config';
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/Skeleton.css';
import './global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { hydrate } from '@tanstack/react-query';
import { logClientError } from './api/error-log';
import { httpPublicApi } from './api/public-api-http';
import { createQueryClient } from './api/query-client';
import { AppProviders } from './app-providers';
import { createRoutes } from './routes';
import { readAppData } from './ssr-data';

/** Loads the lazy routes of the current URL, so hydration meets the same tree the server sent. */
async function resolveLazyMatches(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');

  const queryClient = createQueryClient('browser');
  const appData = readAppData();
  if (appData) hydrate(queryClient, appData.queries);

  const routes = createRoutes({ queryClient, publicApi: httpPublicApi, waitForData: false });
  if (appData) await resolveLazyMatches(routes);
  const router = createBrowserRouter(
    routes,
    appData ? { hydrationData: appData.router } : undefined,
  );

  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} publicApi={httpPublicApi}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );

  if (appData) {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => logClientError('hydration', error),
    });
  } else {
    createRoot(container).render(app);
  }
}

void start().catch((error: unknown) => {
  logClientError('start-up', error);
  throw error;
});
