// A small browser for API tests: keeps cookies by path, follows the provider's redirects and
// drives the authorization code + PKCE flow through app.inject().
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { OIDC_SCOPES } from '../../../shared/constants';
import { AUTH_PAGES } from '../../../shared/routes/identity';
import type { Config } from '../../config';

interface StoredCookie {
  value: string;
  path: string;
}

export interface TokenSet {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  expires_in: number;
  scope?: string;
  token_type: string;
}

const base64url = (buffer: Buffer) => buffer.toString('base64url');

export class TestBrowser {
  private readonly cookies = new Map<string, StoredCookie>();
  readonly host: string;

  constructor(
    private readonly app: FastifyInstance,
    private readonly config: Config,
    /** The client address the server sees, for per-address rate limits. */
    private readonly remoteAddress = '127.0.0.1',
  ) {
    this.host = new URL(config.publicUrl).host;
  }

  /** The path and query of a URL on our own host, or undefined for anywhere else. */
  local(url: string): string | undefined {
    const parsed = new URL(url, this.config.publicUrl);
    return parsed.host === this.host ? `${parsed.pathname}${parsed.search}` : undefined;
  }

  private cookieHeader(path: string): string {
    const pathname = path.split('?')[0] ?? path;
    return [...this.cookies.entries()]
      .filter(
        ([, cookie]) =>
          pathname === cookie.path || pathname.startsWith(cookie.path.replace(/\/?$/, '/')),
      )
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }

  private keep(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as Array<{
      name: string;
      value: string;
      path?: string;
      expires?: Date;
      maxAge?: number;
    }>) {
      const expired =
        (cookie.expires && cookie.expires.getTime() <= Date.now()) || cookie.maxAge === 0;
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, { value: cookie.value, path: cookie.path ?? '/' });
    }
  }

  /** A cookie's value as the browser keeps it, or undefined when it has none. */
  cookie(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }

  async get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const path = this.local(url) ?? url;
    const response = await this.app.inject({
      method: 'GET',
      url: path,
      remoteAddress: this.remoteAddress,
      headers: { host: this.host, cookie: this.cookieHeader(path), ...headers },
    });
    this.keep(response);
    return response;
  }

  async post(url: string, form: Record<string, string>, headers: Record<string, string> = {}) {
    const path = this.local(url) ?? url;
    const response = await this.app.inject({
      method: 'POST',
      url: path,
      remoteAddress: this.remoteAddress,
      headers: {
        host: this.host,
        cookie: this.cookieHeader(path),
        'content-type': 'application/x-www-form-urlencoded',
        ...headers,
      },
      payload: new URLSearchParams(form).toString(),
    });
    this.keep(response);
    return response;
  }

  /** Follows redirects on our host; stops at a page or at the web app's callback. */
  async follow(
    response: LightMyRequestResponse,
    limit = 10,
  ): Promise<LightMyRequestResponse | string> {
    let current = response;
    for (let hop = 0; hop < limit; hop += 1) {
      const location = current.headers.location;
      if (current.statusCode < 300 || current.statusCode >= 400 || typeof location !== 'string')
        return current;
      const path = this.local(location);
      if (!path || path.startsWith('/authentication/'))
        return new URL(location, this.config.publicUrl).href;
      current = await this.get(path);
    }
    throw new Error('Too many redirects.');
  }
}

/** The uid in a login or register form's action. */
export function interactionUid(html: string): string | undefined {
  return /\/oidc\/interaction\/([^/"?]+)\/(?:login|register)"/.exec(html)?.[1];
}

/** The double-submit token of a standalone account form. */
export function csrfTokenOf(html: string): string {
  const token = /name="_csrf" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error('The form has no CSRF token.');
  return token;
}

export interface AuthorizationRequest {
  url: string;
  state: string;
  nonce: string;
  verifier: string;
}

export function authorizationRequest(
  config: Config,
  extra: Record<string, string> = {},
): AuthorizationRequest {
  const verifier = base64url(randomBytes(32));
  const state = base64url(randomBytes(12));
  const nonce = base64url(randomBytes(12));
  const params = new URLSearchParams({
    client_id: config.oidcClientId,
    redirect_uri: `${config.publicUrl}${AUTH_PAGES.loginCallback}`,
    response_type: 'code',
    scope: OIDC_SCOPES,
    state,
    nonce,
    code_challenge: base64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
    ...extra,
  });
  return { url: `/oidc/auth?${params}`, state, nonce, verifier };
}

/** Logs in through the interaction pages; answers the web app's callback URL. */
export async function signIn(
  browser: TestBrowser,
  config: Config,
  credentials: { email: string; password: string },
  extra: Record<string, string> = {},
): Promise<{ request: AuthorizationRequest; callback: URL }> {
  const request = authorizationRequest(config, extra);
  const login = await browser.follow(await browser.get(request.url));
  if (typeof login === 'string') return { request, callback: new URL(login) };
  const uid = interactionUid(login.body);
  if (!uid) throw new Error(`No login form: ${login.statusCode} ${login.body.slice(0, 200)}`);
  const posted = await browser.post(`/oidc/interaction/${uid}/login`, credentials);
  const done = await browser.follow(posted);
  if (typeof done !== 'string')
    throw new Error(`Login did not finish: ${done.statusCode} ${done.body.slice(0, 1500)}`);
  return { request, callback: new URL(done) };
}

export async function exchangeCode(
  browser: TestBrowser,
  config: Config,
  request: AuthorizationRequest,
  code: string,
) {
  return browser.post('/oidc/token', {
    grant_type: 'authorization_code',
    code,
    redirect_uri: `${config.publicUrl}${AUTH_PAGES.loginCallback}`,
    client_id: config.oidcClientId,
    code_verifier: request.verifier,
  });
}

export async function refresh(browser: TestBrowser, config: Config, refreshToken: string) {
  return browser.post('/oidc/token', {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: config.oidcClientId,
  });
}
