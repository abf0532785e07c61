// The API as page tests see it: `fetch` answers from handlers by method and path, every call is
// recorded, and what the client sent can be read with the shared contract it must satisfy.
import { matchPath } from 'react-router';
import { vi } from 'vitest';
import type { Mock } from 'vitest';
import type { z } from 'zod';
import { SYSTEM_API } from '../../shared/routes/system-api';

export interface FakeCall {
  method: string;
  /** As the client asked for it, query included. */
  url: string;
  path: string;
  query: URLSearchParams;
  /** The JSON body parsed; undefined for none or for one that is not JSON (a file). */
  body: unknown;
  headers: Record<string, string>;
  /** The values of the route's ':name' segments. */
  params: Record<string, string | undefined>;
}

/** An answer (200 and no body unless said), or 'offline' for a server never reached. */
export type FakeAnswer = { status?: number; body?: unknown } | 'offline';

/** Undefined passes the call on to the `unhandled` answer. */
export type FakeHandler = (call: FakeCall) => FakeAnswer | undefined;

/**
 * Handlers by 'METHOD /path', where the path may hold ':name' and ':name?' segments as the
 * shared API patterns do; or one handler that sees every call.
 */
export type FakeRoutes = Record<string, FakeHandler> | FakeHandler;

export interface FakeServerOptions {
  /** The answer to a call no route takes: a 404 unless said. A handler may throw to fail the test. */
  unhandled?: FakeHandler;
}

export interface FakeServer {
  /** Every call but the client's error reports, in order. */
  calls: FakeCall[];
  /** The calls one route took, named as in the routes ('PUT /api/…/:id'). */
  callsTo(route: string): FakeCall[];
  /** The bodies sent to one route, each checked against the shared contract they must satisfy. */
  sent<Schema extends z.ZodType>(route: string, contract: Schema): z.input<Schema>[];
  fetch: Mock<typeof fetch>;
}

const NOT_FOUND: FakeAnswer = { status: 404, body: { code: 'notFound', message: 'Not found' } };

interface Route {
  name: string;
  method: string;
  pattern: string;
  handle: FakeHandler;
}

function routesOf(routes: Record<string, FakeHandler>): Route[] {
  return Object.entries(routes).map(([name, handle]) => {
    const [method, pattern, ...rest] = name.split(' ');
    if (!method || !pattern?.startsWith('/') || rest.length > 0) {
      throw new Error(`A fake route is named 'METHOD /path', not '${name}'.`);
    }
    return { name, method, pattern, handle };
  });
}

/** The route written as this very path, else the first whose pattern matches; its params set. */
function routeFor(table: readonly Route[], call: FakeCall): Route | undefined {
  const candidates = table.filter((route) => route.method === call.method);
  const exact = candidates.find((route) => route.pattern === call.path);
  if (exact) return exact;
  for (const route of candidates) {
    const match = matchPath({ path: route.pattern, end: true }, call.path);
    if (!match) continue;
    call.params = { ...match.params };
    return route;
  }
  return undefined;
}

/** For `unhandled`: a call no route takes fails the test (its page shows the failure too). */
export const failUnexpectedCall: FakeHandler = (call) => {
  throw new Error(`Unexpected call to ${call.method} ${call.url}`);
};

function bodyOf(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
}

function respond(answer: FakeAnswer): Response {
  if (answer === 'offline') throw new TypeError('Failed to fetch');
  const status = answer.status ?? 200;
  // A 204 answer may not carry a body at all.
  const text = status === 204 || answer.body === undefined ? null : JSON.stringify(answer.body);
  return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
}

/** Stubs the global `fetch` until `vi.unstubAllGlobals()`. */
export function fakeServer(routes: FakeRoutes, options: FakeServerOptions = {}): FakeServer {
  const table = typeof routes === 'function' ? [] : routesOf(routes);
  const unhandled = options.unhandled ?? (() => NOT_FOUND);
  const calls: FakeCall[] = [];
  const taken = new Map<FakeCall, string>();

  const answer = (call: FakeCall): FakeAnswer => {
    if (typeof routes === 'function') return routes(call) ?? unhandled(call) ?? NOT_FOUND;
    const route = routeFor(table, call);
    if (!route) return unhandled(call) ?? NOT_FOUND;
    taken.set(call, route.name);
    return route.handle(call) ?? unhandled(call) ?? NOT_FOUND;
  };

  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const parsed = new URL(url, 'http://localhost');
    if (parsed.pathname === SYSTEM_API.logError) return new Response(null, { status: 204 });
    const call: FakeCall = {
      method: init?.method ?? 'GET',
      url,
      path: parsed.pathname,
      query: parsed.searchParams,
      body: bodyOf(init),
      headers: (init?.headers ?? {}) as Record<string, string>,
      params: {},
    };
    calls.push(call);
    return respond(answer(call));
  });
  vi.stubGlobal('fetch', fetchFn);

  const callsTo = (route: string) => calls.filter((call) => taken.get(call) === route);
  return {
    calls,
    callsTo,
    sent: (route, contract) =>
      callsTo(route).map((call) => {
        contract.parse(call.body);
        return call.body as z.input<typeof contract>;
      }),
    fetch: fetchFn as unknown as Mock<typeof fetch>,
  };
}
