// Calls to Zoom through a Server-to-Server OAuth app: the account's own token (no user consent),
// cached until shortly before it expires and shared by concurrent callers; a refused token is
// dropped and the call made once more. Credentials and tokens never appear in error messages.

export interface ZoomCredentials {
  accountId: string;
  clientId: string;
  clientSecret: string;
}

export interface ZoomClientOptions {
  /** Without them only calls that bring their own token (a webhook's download token) work. */
  credentials?: ZoomCredentials;
  /** Where tokens and the API live; tests point these at a local fake. */
  oauthBase?: string;
  apiBase?: string;
  fetch?: typeof fetch;
  now?: () => Date;
}

const DEFAULT_OAUTH_BASE = 'https://zoom.us';
const DEFAULT_API_BASE = 'https://api.zoom.us/v2';
/** A token this close to its end is renewed first, so it cannot expire mid-request. */
const TOKEN_MARGIN_MS = 60_000;
/** Zoom's documented lifetime, for a token answer that leaves expires_in out. */
const DEFAULT_TOKEN_LIFETIME_S = 3600;
/** Until the answer's headers arrive; a body then streams as long as it needs. */
const REQUEST_TIMEOUT_MS = 15_000;
const MAX_DETAIL_LENGTH = 300;

export function createZoomClient(options: ZoomClientOptions = {}) {
  const oauthBase = (options.oauthBase ?? DEFAULT_OAUTH_BASE).replace(/\/+$/, '');
  const apiBase = (options.apiBase ?? DEFAULT_API_BASE).replace(/\/+$/, '');
  // Looked up per call, so a fetch swapped in later is the one used.
  const fetchImpl: typeof fetch = (...args) => (options.fetch ?? globalThis.fetch)(...args);
  const now = options.now ?? (() => new Date());
  const credentials = options.credentials;

  let cached: { value: string; renewAt: number } | null = null;
  // Shared by everyone who needs a token while one is being fetched.
  let pending: Promise<string> | null = null;

  /** Keeps credentials and tokens out of anything that may end up in a log. */
  const redact = (text: string, extra: string[] = []): string =>
    [credentials?.clientSecret, cached?.value, ...extra]
      .filter((value): value is string => Boolean(value))
      .reduce((clean, secret) => clean.split(secret).join('[redacted]'), text);

  const send = async (
    operation: string,
    url: string,
    init: RequestInit,
    hide: string[] = [],
  ): Promise<Response> => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error('timed out')), REQUEST_TIMEOUT_MS);
    try {
      return await fetchImpl(url, { ...init, signal: controller.signal });
    } catch (cause) {
      const reason = cause instanceof Error ? cause.message : String(cause);
      throw new Error(`Zoom ${operation} failed: ${redact(reason, hide)}`, { cause });
    } finally {
      clearTimeout(timer);
    }
  };

  /** The error for a refused call, with Zoom's own words when it gave any. */
  const failure = async (operation: string, response: Response): Promise<Error> => {
    const text = await response.text().catch(() => '');
    let detail = text.trim();
    try {
      // API errors are { code, message }; the OAuth endpoint answers { reason, error }.
      const body = JSON.parse(text) as Record<string, unknown>;
      const message = body.message ?? body.reason ?? body.error;
      if (typeof message === 'string') {
        detail = body.code === undefined ? message : `${message} (code ${String(body.code)})`;
      }
    } catch {
      // Not JSON (a proxy's error page, say): the raw text is the best there is.
    }
    detail = redact(detail).slice(0, MAX_DETAIL_LENGTH);
    return new Error(
      `Zoom ${operation} failed: HTTP ${response.status}${detail ? `: ${detail}` : ''}`,
    );
  };

  const requireCredentials = (operation: string): ZoomCredentials => {
    if (!credentials) throw new Error(`Zoom ${operation} failed: no ZOOM_* API credentials`);
    return credentials;
  };

  const fetchToken = async (): Promise<string> => {
    const { accountId, clientId, clientSecret } = requireCredentials('sign-in');
    const query = new URLSearchParams({ grant_type: 'account_credentials', account_id: accountId });
    const basic = Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
    const response = await send('sign-in', `${oauthBase}/oauth/token?${query}`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}` },
    });
    if (!response.ok) throw await failure('sign-in', response);
    const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string' || body.access_token === '') {
      throw new Error('Zoom sign-in failed: the answer has no access token');
    }
    const lifetimeS =
      typeof body.expires_in === 'number' ? body.expires_in : DEFAULT_TOKEN_LIFETIME_S;
    cached = {
      value: body.access_token,
      renewAt: now().getTime() + lifetimeS * 1000 - TOKEN_MARGIN_MS,
    };
    return cached.value;
  };

  const token = (): Promise<string> => {
    if (cached && now().getTime() < cached.renewAt) return Promise.resolve(cached.value);
    pending ??= fetchToken().finally(() => {
      pending = null;
    });
    return pending;
  };

  /** One call with the account token; a refused token is dropped and the call made once more. */
  const withAccountToken = async (
    operation: string,
    url: string,
    init: RequestInit,
  ): Promise<Response> => {
    requireCredentials(operation);
    const attempt = async () => {
      const used = await token();
      const headers = { ...init.headers, authorization: `Bearer ${used}` };
      return { used, response: await send(operation, url, { ...init, headers }) };
    };
    let { used, response } = await attempt();
    if (response.status === 401) {
      // Revoked or expired early: drop it (unless someone already replaced it) and try again.
      await response.body?.cancel();
      if (cached?.value === used) cached = null;
      ({ used, response } = await attempt());
    }
    return response;
  };

  /** A JSON call to the REST API. */
  const api = (operation: string, method: string, path: string, body?: unknown) =>
    withAccountToken(operation, `${apiBase}${path}`, {
      method,
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });

  return { canCallApi: credentials !== undefined, send, failure, withAccountToken, api };
}
