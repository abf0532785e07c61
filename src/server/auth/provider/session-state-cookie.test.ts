// The readable session state follows the provider's session cookie (ADR 0072): a digest while it
// is set, cleared when it is cleared, and nothing for the provider's other cookies.
import { describe, expect, it } from 'vitest';
import { SESSION_STATE_COOKIE } from '../../../shared/constants';
import { sessionStateCookieFor } from './session-state-cookie';

const EXPIRES = 'expires=Mon, 04 Jan 2027 10:00:00 GMT';

describe('sessionStateCookieFor', () => {
  it('gives a digest of the session, never the session id itself', () => {
    const cookie = sessionStateCookieFor(`_session=abc123; path=/; ${EXPIRES}; httponly`, true)!;
    expect(cookie).toMatch(
      new RegExp(`^${SESSION_STATE_COOKIE}=[\\w-]{22}; Path=/; SameSite=Lax; Secure; ${EXPIRES}$`),
    );
    expect(cookie).not.toContain('abc123');
    expect(cookie.toLowerCase()).not.toContain('httponly');
    const other = sessionStateCookieFor(`_session=abc124; path=/; ${EXPIRES}`, true)!;
    expect(other.split(';')[0]).not.toBe(cookie.split(';')[0]);
  });

  it('clears itself when the provider clears its session', () => {
    expect(
      sessionStateCookieFor('_session=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT', false),
    ).toBe(`${SESSION_STATE_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`);
  });

  it('ignores the provider’s other cookies', () => {
    expect(sessionStateCookieFor(`_session.sig=xyz; path=/; ${EXPIRES}`, true)).toBeUndefined();
    expect(sessionStateCookieFor(`_interaction=xyz; path=/oidc`, true)).toBeUndefined();
  });
});
