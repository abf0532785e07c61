// Each route names its title and description once, in its handle; the server writes them into
// the HTML head and the browser updates them on every navigation.
import { useEffect } from 'react';
import { useMatches } from 'react-router';
import type { UIMatch } from 'react-router';
import { APP_NAME } from '../shared/constants';

export interface PageHead {
  title: string;
  description: string;
}

export interface RouteHandle {
  head?: () => PageHead;
  /** HTTP status the server answers with when this route is the deepest match. */
  status?: number;
  /** Rendered in the browser only; the server sends the bare application shell. */
  clientOnly?: boolean;
  /** The page module, as the build manifest names it, for modulepreload links. */
  chunk?: string;
}

export const DEFAULT_HEAD: PageHead = {
  title: APP_NAME,
  description:
    'Book a flat-fee video session with a vetted, independent, fee-only fiduciary financial advisor.',
};

export const pageTitle = (title: string) => `${title} - ${APP_NAME}`;

export function headOfMatches(matches: readonly { handle?: unknown }[]): PageHead {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.head) return handle.head();
  }
  return DEFAULT_HEAD;
}

export function useDocumentHead(): void {
  const matches = useMatches() as UIMatch<unknown, RouteHandle | undefined>[];
  const head = headOfMatches(matches);
  useEffect(() => {
    document.title = head.title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = head.description;
  }, [head.title, head.description]);
}
