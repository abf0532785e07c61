// How the route table names its pages: each loads lazily in its own chunk (within
// SCRIPT_CHUNK_TIMEOUT_MS) and carries the head it renders with.
import type { ComponentType } from 'react';
import { withChunkTimeout } from './chunk-timeout';
import { pageTitle } from './document-head';
import type { HeadContext, PageHead, RouteHandle } from './document-head';
import { organizationJsonLd } from './seo/structured-data';

interface PageModule {
  default: ComponentType;
  /** A page whose head needs more code than a title exports it, so the route table stays light. */
  head?: RouteHandle['head'];
}

const pageModules = import.meta.glob<PageModule>('./pages/*/*-page.tsx');

/** The build manifest's name for a page module (Vite keys it by path from the project root). */
export const chunkName = (page: string) => `src/client/pages/${page}.tsx`;

/**
 * A lazily loaded page. A missing module is a start-up error (docs/product.md#errors), not a
 * runtime 404. Without a handle here, the page module exports its own `head` and the handle arrives
 * with it.
 */
export function lazyPage(page: string, handle?: Omit<RouteHandle, 'chunk'>) {
  const load = pageModules[`./pages/${page}.tsx`];
  if (!load) throw new Error(`Missing page component: src/client/pages/${page}.tsx`);
  const chunk = chunkName(page);
  if (handle) {
    return {
      lazy: async () => ({ Component: (await withChunkTimeout(load())).default }),
      handle: { ...handle, chunk } satisfies RouteHandle,
    };
  }
  return {
    lazy: async () => {
      const module = await withChunkTimeout(load());
      const lazyHandle: RouteHandle = { chunk, ...(module.head ? { head: module.head } : {}) };
      return { Component: module.default, handle: lazyHandle };
    },
  };
}

export const head = (title: string, description: string) => (): PageHead => ({
  title: pageTitle(title),
  description,
});

/** A page meant to be found: canonical address, sharing tags and the firm's structured data. */
export const publicHead =
  (title: string, description: string) =>
  ({ pathname, origin }: HeadContext): PageHead => ({
    title: pageTitle(title),
    description,
    canonicalPath: pathname,
    jsonLd: [organizationJsonLd(origin)],
  });

export const NOT_FOUND_HEAD = (): PageHead => ({
  title: pageTitle('Page not found'),
  description: 'The page you were looking for could not be found.',
  noIndex: true,
});

export const SIGNED_IN_DESCRIPTION = 'Your Just Financial Advice account.';
