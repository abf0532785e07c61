// What the HTML forms need: a urlencoded body parser for their scope only, and a double-submit
// token for the forms that live outside an interaction (an interaction is already bound to the
// browser by the provider's own signed, same-site cookie).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OIDC_MOUNT } from '../account-paths';

export type FormBody = Record<string, string>;

const FORM_BODY_LIMIT_BYTES = 16 * 1024;
const CSRF_COOKIE = 'jfa_form';
export const CSRF_FIELD = '_csrf';

export function addFormParser(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}

export function formBody(request: FastifyRequest): FormBody {
  const body = request.body;
  if (!body || typeof body !== 'object') return {};
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

function cookieValue(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** The token to put in the form; the same value rides in an HttpOnly cookie. */
export function issueCsrfToken(
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): string {
  const existing = cookieValue(request, CSRF_COOKIE);
  if (existing && /^[A-Za-z0-9_-]{32}$/.test(existing)) return existing;
  const token = randomBytes(24).toString('base64url');
  const attributes = [`${CSRF_COOKIE}=${token}`, `Path=${OIDC_MOUNT}`, 'HttpOnly', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  void reply.header('set-cookie', attributes.join('; '));
  return token;
}

/** A cross-site form post carries neither the cookie (SameSite) nor the matching field. */
export function hasValidCsrfToken(request: FastifyRequest, body: FormBody): boolean {
  const cookie = cookieValue(request, CSRF_COOKIE);
  const field = body[CSRF_FIELD];
  if (!cookie || !field || cookie.length !== field.length) return false;
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(field));
}
