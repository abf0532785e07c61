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
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { hydrate } from '@tanstack/react-query';
import { logClientError } from './api/error-log';
import { watchPageLeaving } from './api/page-leaving';
import { httpPublicApi } from './api/public-api-http';
import { createQueryClient } from './api/query-client';
import { AppProviders } from './app-providers';
import { createRoutes } from './routes';
import { readAppData } from './ssr-data';
import { APP_STARTED_ATTRIBUTE, CRITICAL_STYLE_ELEMENT_ID } from '../shared/page-shell';

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

/** True once the stylesheet has loaded, false if it failed (as the starting script saw it). */
function stylesheetLoaded(link: HTMLLinkElement): Promise<boolean> {
  if (link.dataset.state) return Promise.resolve(link.dataset.state === 'loaded');
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(true), { once: true });
    link.addEventListener('error', () => resolve(false), { once: true });
  });
}

/**
 * A server-rendered page paints with its inline critical CSS; after the paint its full
 * stylesheets go before it (public/after-first-paint.js). The critical CSS repeats their rules
 * for what is on the page, in the same order, so nothing there changes as each arrives. Once all
 * have loaded it goes: the cascade is then the built one, also for classes set in the browser.
 */
async function settleStylesheets(): Promise<void> {
  const critical = document.getElementById(CRITICAL_STYLE_ELEMENT_ID);
  if (!critical) return;
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
  const loaded = await Promise.all(links.map(stylesheetLoaded));
  // A stylesheet that failed leaves the critical CSS in place: the page keeps its looks.
  if (loaded.every(Boolean)) critical.remove();
}

/** Marks the page once the first render or hydration has committed (see APP_STARTED_ATTRIBUTE). */
function AppStarted() {
  useEffect(() => document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, ''), []);
  return null;
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const stylesheets = settleStylesheets();
  watchPageLeaving(window);

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
      <AppStarted />
    </StrictMode>
  );

  // Hydrated parts may set classes only the full stylesheets style.
  await stylesheets;
  if (appData) {
    // As a transition, hydration yields to the browser between components instead of holding
    // the main thread for the whole page; input that comes first hydrates its part first.
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => logClientError('hydration', error),
      });
    });
  } else {
    createRoot(container).render(app);
  }
}

void start().catch((error: unknown) => {
  logClientError('start-up', error);
  throw error;
});
