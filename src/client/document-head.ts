// Each route names its head once, in its handle: title, description, canonical address, sharing
// tags and structured data. The server writes it into the HTML before any script runs; the
// browser updates title and description on every navigation.
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import type { Params, UIMatch } from 'react-router';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { APP_NAME } from '../shared/constants';
import type { UtmData } from '../shared/constants';

export interface PageHead {
  title: string;
  description: string;
  /** Path (and query) search engines should treat as this page's address; the pathname if unset. */
  canonicalPath?: string;
  /** Open Graph type: 'website' unless said. */
  ogType?: 'website' | 'profile';
  /** Root-relative or absolute image shown when the page is shared. */
  image?: string;
  /** schema.org blocks written as application/ld+json. */
  jsonLd?: Record<string, unknown>[];
  /** Keep the page out of search indexes. */
  noIndex?: boolean;
  /**
   * The campaign data this address stands for when its query string has none (an affiliate's
   * link): kept on arrival, before the application starts.
   */
  campaign?: UtmData;
}

/** What a head function may read: the match, the address and the data the loaders fetched. */
export interface HeadContext {
  params: Params;
  pathname: string;
  search: string;
  /** Scheme and host of the public site, for absolute URLs in structured data. */
  origin: string;
  queryClient: QueryClient;
}

export interface RouteHandle {
  head?: (context: HeadContext) => PageHead;
  /** HTTP status the server answers with when this route is the deepest match. */
  status?: number;
  /** Rendered in the browser only; the server sends the bare application shell. */
  clientOnly?: boolean;
  /**
   * A client-only page whose loader checks public facts only (a feature flag): the server runs
   * that loader too, so a page that does not exist answers its 404 status, not 200.
   */
  serverGate?: boolean;
  /** The page module, as the build manifest names it, for modulepreload links. */
  chunk?: string;
}

export const DEFAULT_HEAD: PageHead = {
  title: APP_NAME,
  description:
    'Book a flat-fee video session with a vetted, independent, fee-only fiduciary financial advisor.',
};

export const pageTitle = (title: string) => `${title} - ${APP_NAME}`;

interface HeadMatch {
  route: { handle?: unknown };
  params: Params;
}

export function headOfMatches(
  matches: readonly HeadMatch[],
  context: Omit<HeadContext, 'params'>,
): PageHead {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index]!;
    const handle = match.route.handle as RouteHandle | undefined;
    if (handle?.head) return handle.head({ ...context, params: match.params });
  }
  return DEFAULT_HEAD;
}

export function useDocumentHead(): void {
  const matches = useMatches() as UIMatch<unknown, RouteHandle | undefined>[];
  const location = useLocation();
  const queryClient = useQueryClient();
  // Heads that name loaded data (an advisor's name) change when a fetch settles.
  const fetching = useIsFetching();
  const head = headOfMatches(
    matches.map((match) => ({ route: { handle: match.handle }, params: match.params })),
    {
      pathname: location.pathname,
      search: location.search,
      // Only the title and description change in the browser; structured data is the server's.
      origin: '',
      queryClient,
    },
  );
  useEffect(() => {
    document.title = head.title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = head.description;
  }, [head.title, head.description, fetching]);
}
