// What must never be written to a log, in one list used by the server's and the worker's logger:
// secrets (tokens, codes, passwords, card fields, signatures, signed-link parameters) and personal
// data (emails, names, postal addresses, message text). Fields are dropped by name wherever they
// sit; strings anywhere are scrubbed of what looks like a secret or an email; database errors keep
// their code, table and constraint but lose the values PostgreSQL and Drizzle attach to them.

/** Field names (compared without case, dashes or underscores) whose values are never logged. */
export const REDACTED_FIELDS: readonly string[] = [
  // Credentials and tokens, in bodies, headers and provider payloads.
  'authorization',
  'proxyauthorization',
  'cookie',
  'setcookie',
  'password',
  'currentpassword',
  'newpassword',
  'confirmpassword',
  'passwordhash',
  'token',
  'accesstoken',
  'refreshtoken',
  'idtoken',
  'tokenhash',
  'authorizationcode',
  'codeverifier',
  'codechallenge',
  'clientsecret',
  'secret',
  'webhooksecret',
  'apikey',
  'xapikey',
  'jti',
  'sid',
  'sig',
  'signature',
  'stripesignature',
  'xzmsignature',
  'expires',
  // Card fields.
  'card',
  'cardnumber',
  'number',
  'cvc',
  'cvv',
  'expmonth',
  'expyear',
  // Personal data.
  'email',
  'toaddress',
  'pendingemail',
  'newemail',
  'fullname',
  'firstname',
  'lastname',
  'phone',
  'address',
  'street',
  'textbody',
  'htmlbody',
  'subject',
  'body',
  'payload',
];

const REDACTED = '[redacted]';
const fieldSet = new Set(REDACTED_FIELDS);
const normalizedField = (key: string) => key.toLowerCase().replace(/[-_]/g, '');
export const isRedactedField = (key: string) => fieldSet.has(normalizedField(key));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Runs of 24+ URL-safe characters: opaque tokens, codes, JWT parts, reset and unlock tokens. */
const LONG_OPAQUE = /[A-Za-z0-9_-]{24,}/g;
const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[A-Za-z]{2,}/g;
/** A card number, with or without spaces or dashes. */
const CARD = /\b\d(?:[ -]?\d){12,18}\b/g;

/** Kebab-case words (advisor slugs): random tokens practically always hold capitals. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)+$/;

/**
 * Whether text may hold what scrubText replaces: an '@' (emails), a run of 24 URL-safe
 * characters (tokens) or 13 digits (card numbers). One pass, so the short messages and paths
 * of every request line skip the regular expressions.
 */
function mayHoldSecret(text: string): boolean {
  let run = 0;
  let digits = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 64) return true;
    const digit = code >= 48 && code <= 57;
    if (digit && ++digits >= 13) return true;
    const urlSafe =
      digit ||
      (code >= 65 && code <= 90) ||
      (code >= 97 && code <= 122) ||
      code === 45 ||
      code === 95;
    run = urlSafe ? run + 1 : 0;
    if (run >= 24) return true;
  }
  return false;
}

/** Replaces secrets and emails inside free text (messages, stacks, values). */
export function scrubText(text: string): string {
  if (!mayHoldSecret(text)) return text;
  return text
    .replace(EMAIL, '[email]')
    .replace(LONG_OPAQUE, (match) => (UUID.test(match) || SLUG.test(match) ? match : '[secret]'))
    .replace(CARD, '[number]');
}

/** Drizzle appends the parameters to its message; PostgreSQL quotes refused values after a colon. */
function scrubErrorMessage(message: string): string {
  const withoutParams = message.split(/\nparams: /)[0] ?? '';
  return scrubText(withoutParams.replace(/: "[^"]*"$/, ': […]'));
}

/** What an error may say in a log: never params, detail, where, hint or the failing row. */
const ERROR_FIELDS = ['code', 'statusCode', 'severity', 'table', 'constraint', 'column', 'schema'];
const MAX_DEPTH = 6;
const MAX_ITEMS = 50;

export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return scrubValue(error, depth);
  const source = error as Error & Record<string, unknown>;
  const message = scrubErrorMessage(error.message);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const safe: Record<string, unknown> = {
    type: error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  for (const field of ERROR_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' || typeof value === 'number') {
      safe[field] = typeof value === 'string' ? scrubText(value) : value;
    }
  }
  // The SQL text has placeholders, not values; it says which query failed.
  if (typeof source.query === 'string') safe.query = scrubText(source.query);
  if (error.cause !== undefined && depth < MAX_DEPTH) {
    safe.cause = serializeError(error.cause, depth + 1);
  }
  if (error instanceof AggregateError && depth < MAX_DEPTH) {
    safe.errors = error.errors.slice(0, MAX_ITEMS).map((inner) => serializeError(inner, depth + 1));
  }
  return safe;
}

/** A copy of any loggable value with redacted fields, errors made safe and text scrubbed. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return serializeError(value, depth);
  if (value instanceof Date) return value;
  if (depth >= MAX_DEPTH) return '[…]';
  if (Array.isArray(value)) {
    return value.slice(0, MAX_ITEMS).map((item) => scrubValue(item, depth + 1));
  }
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    return scrubValue((value as { toJSON: () => unknown }).toJSON(), depth + 1);
  }
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    copy[key] = isRedactedField(key) ? REDACTED : scrubValue(inner, depth + 1);
  }
  return copy;
}

/**
 * pino's logMethod hook: the logged object and message strings are scrubbed, and an error logged
 * on its own keeps a safe message instead of pino copying its raw one.
 */
export function scrubLogArguments(args: unknown[]): unknown[] {
  const [first, ...rest] = args;
  if (first instanceof Error) {
    const message = rest.length > 0 ? rest : [scrubErrorMessage(first.message)];
    return [{ err: serializeError(first) }, ...message.map((item) => scrubValue(item))];
  }
  return args.map((item, index) => (index === 0 ? scrubMergingObject(item) : scrubValue(item)));
}

/** Requests and replies keep their own serializers, which pick the few safe fields they log. */
const SERIALIZED_BY_LOGGER = new Set(['req', 'res']);

function scrubMergingObject(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return scrubValue(value);
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (SERIALIZED_BY_LOGGER.has(key)) copy[key] = inner;
    else copy[key] = isRedactedField(key) ? REDACTED : scrubValue(inner, 1);
  }
  return copy;
}
