// The server entry: renders public routes from the same route table the browser uses, with
// their data, and describes what the HTML shell needs (status, head, chunks, hydration data).
import { PassThrough } from 'node:stream';
import type { Readable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
} from 'react-router';
import type { LoaderFunction, Params, StaticHandlerContext } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import type { PublicApi } from '../shared/contracts/public-api';
import { prefetchPageData } from './api/page-data';
import { createQueryClient } from './api/query-client';
import { AppProviders } from './app-providers';
import { DEFAULT_HEAD, headOfMatches } from './document-head';
import type { PageHead, RouteHandle } from './document-head';
import { createRoutes } from './routes';
import { serializeForScript, serializeRouteErrors } from './ssr-data';
import type { AppData } from './ssr-data';

export { APP_DATA_ELEMENT_ID } from './ssr-data';
export { DEFAULT_HEAD } from './document-head';
export type { PageHead } from './document-head';

export type RenderResult =
  | { type: 'client-only'; status: number; head: PageHead }
  | { type: 'redirect'; status: number; location: string }
  | {
      type: 'page';
      status: number;
      head: PageHead;
      /** Manifest names of the matched page modules, for modulepreload links. */
      chunks: string[];
      /** JSON for the application/json hydration script, '<' already escaped. */
      appDataJson: string;
      /** The rendered markup of #root; ends when React finishes. */
      body: Readable;
    };

export interface RenderOptions {
  request: Request;
  publicApi: PublicApi;
  /** Scheme and host of the public site (PUBLIC_URL), for canonical and structured-data URLs. */
  origin: string;
  /** Told about render errors that React recovers from (they still reach the page). */
  onError?: (error: unknown) => void;
}

/** What `gateStatus` reads of a matched route. */
interface AgnosticDataRouteMatchLike {
  route: { handle?: unknown; path?: string; loader?: LoaderFunction | boolean };
  params: Params;
}

function handleOf(match: { route: { handle?: unknown } }): RouteHandle | undefined {
  return match.route.handle as RouteHandle | undefined;
}

/**
 * The status a gated client-only page answers (docs/product.md#feature-flags): its loader, run on
 * the server, refuses with a thrown `data('', { status })`; null when every gate lets it through.
 */
async function gateStatus(
  matched: readonly AgnosticDataRouteMatchLike[],
  request: Request,
): Promise<number | null> {
  for (const match of matched) {
    const loader = match.route.loader;
    if (!handleOf(match)?.serverGate || typeof loader !== 'function') continue;
    try {
      await loader({
        request,
        url: new URL(request.url),
        params: match.params,
        pattern: match.route.path ?? '',
        context: undefined,
      });
    } catch (error) {
      if (isRouteErrorResponse(error)) return error.status;
      const status = (error as { init?: { status?: unknown } } | null)?.init?.status;
      if (typeof status === 'number') return status;
      throw error;
    }
  }
  return null;
}

function statusOf(context: StaticHandlerContext): number {
  if (context.statusCode !== 200) return context.statusCode;
  const deepest = context.matches[context.matches.length - 1];
  return (deepest && handleOf(deepest)?.status) ?? 200;
}

export async function render({
  request,
  publicApi,
  origin,
  onError,
}: RenderOptions): Promise<RenderResult> {
  const queryClient = createQueryClient('server');
  const routes = createRoutes({ queryClient, publicApi, waitForData: true });

  const url = new URL(request.url);
  const headContext = { pathname: url.pathname, search: url.search, origin, queryClient };
  const matched = matchRoutes(routes, url.pathname) ?? [];
  if (matched.some((match) => handleOf(match)?.clientOnly)) {
    // An unknown address under a signed-in area is still answered 404, the page drawn in the
    // browser; so is a page whose flag is off (its head, read after the gate, says not found).
    const status =
      (await gateStatus(matched, request)) ?? handleOf(matched[matched.length - 1]!)?.status ?? 200;
    return {
      type: 'client-only',
      status,
      head: { ...headOfMatches(matched, headContext), noIndex: true },
    };
  }

  const handler = createStaticHandler(routes);
  const [context] = await Promise.all([
    handler.query(request),
    prefetchPageData(queryClient, publicApi),
  ]);
  if (context instanceof Response) {
    return {
      type: 'redirect',
      status: context.status,
      location: context.headers.get('Location') ?? '/',
    };
  }

  const appData: AppData = {
    router: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: serializeRouteErrors(context.errors),
    },
    queries: dehydrate(queryClient),
  };
  const router = createStaticRouter(handler.dataRoutes, context);
  const chunks = context.matches
    .map((match) => handleOf(match)?.chunk)
    .filter((chunk): chunk is string => typeof chunk === 'string');
  const head =
    context.matches.length > 0 ? headOfMatches(context.matches, headContext) : DEFAULT_HEAD;

  const body = await new Promise<Readable>((resolve, reject) => {
    const output = new PassThrough();
    const { pipe, abort } = renderToPipeableStream(
      <AppProviders queryClient={queryClient} publicApi={publicApi}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
      {
        onShellReady() {
          pipe(output);
          resolve(output);
        },
        onShellError: reject,
        onError(error) {
          onError?.(error);
        },
      },
    );
    request.signal.addEventListener('abort', () => abort(), { once: true });
  });

  return {
    type: 'page',
    status: statusOf(context),
    head,
    chunks,
    appDataJson: serializeForScript(appData),
    body,
  };
}
