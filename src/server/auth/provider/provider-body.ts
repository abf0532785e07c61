// The input rule for the identity provider's bodies, which Fastify does not parse: a form is
// checked like a query string (no NUL, no broken encoding, each parameter once), JSON like any
// other JSON body.
import type { FieldErrors } from '../../../shared/errors';
import { checkParsedBody, checkRequestTarget } from '../../http/input-guard';

/** The problems of a provider request body, or null when it may go on. */
export function checkProviderBody(
  contentType: string | undefined,
  body: Buffer,
): FieldErrors | null {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  let fields: FieldErrors = {};
  if (type === 'application/x-www-form-urlencoded') {
    fields = checkRequestTarget(`?${body.toString('latin1')}`);
  } else if (type === 'application/json') {
    try {
      fields = checkParsedBody(JSON.parse(body.toString('utf8')));
    } catch {
      // Not JSON: the provider answers that itself (400 invalid_request).
    }
  }
  return Object.keys(fields).length > 0 ? fields : null;
}
