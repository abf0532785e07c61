// The session state a page may read (ADR 0072): whenever the identity provider sets its own
// session cookie (HttpOnly, so no script sees it), a second cookie carries a digest of it, and
// when the provider clears its cookie (logging out) the digest goes too. The web app compares it
// every SESSION_CHECK_INTERVAL_MS, which is OpenID Connect session management without the
// provider's frame: the provider is on the app's own origin, so the cookie itself is the signal.
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { SESSION_STATE_COOKIE } from '../../../shared/constants';

/** oidc-provider's session cookie (its default name). */
const PROVIDER_SESSION_COOKIE = '_session';

function digest(value: string): string {
  return createHash('sha256').update(value).digest('base64url').slice(0, 22);
}

function isCleared(attributes: string[]): boolean {
  return attributes.some((attribute) => {
    const [name, value = ''] = attribute.split('=');
    const key = name?.trim().toLowerCase();
    if (key === 'max-age') return Number(value) <= 0;
    if (key === 'expires') return Date.parse(value) <= Date.now();
    return false;
  });
}

/** The readable cookie that follows one Set-Cookie of the provider, if it is its session's. */
export function sessionStateCookieFor(setCookie: string, secure: boolean): string | undefined {
  const [pair = '', ...attributes] = setCookie.split(';');
  const separator = pair.indexOf('=');
  if (separator < 0 || pair.slice(0, separator).trim() !== PROVIDER_SESSION_COOKIE)
    return undefined;
  const value = pair.slice(separator + 1).trim();
  const common = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  if (value === '' || isCleared(attributes)) {
    return `${SESSION_STATE_COOKIE}=; ${common}; Max-Age=0`;
  }
  const expires = attributes.find((attribute) => /^\s*expires=/i.test(attribute));
  return `${SESSION_STATE_COOKIE}=${digest(value)}; ${common}${expires ? `;${expires}` : ''}`;
}

/** Adds the readable cookie to every answer of the provider that sets its session cookie. */
export function mirrorSessionState(response: ServerResponse, secure: boolean): void {
  const setHeader = response.setHeader.bind(response);
  response.setHeader = (name, value) => {
    if (name.toLowerCase() !== 'set-cookie') return setHeader(name, value);
    const cookies = (Array.isArray(value) ? value : [String(value)]).map(String);
    const mirrored = cookies
      .map((cookie) => sessionStateCookieFor(cookie, secure))
      .filter((cookie): cookie is string => cookie !== undefined);
    const kept = cookies.filter((cookie) => !cookie.startsWith(`${SESSION_STATE_COOKIE}=`));
    return setHeader(name, [...kept, ...mirrored]);
  };
}
