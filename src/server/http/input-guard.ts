// The input rule at the edge (src/shared/input-rules.ts), applied to every route, the identity
// provider's and the sign-in pages included: the path and query before anything else runs, parsed
// bodies before validation. What fails it is answered 400 naming the field and never reaches a
// handler, so no NUL byte or broken character ever reaches the database.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors';
import type { FieldErrors } from '../../shared/errors';
import { INPUT_MESSAGES, rejectedInputMessage, unsafeTextProblem } from '../../shared/input-rules';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Query parameters this route reads as a list; every other one may appear only once. */
    repeatableQuery?: readonly string[];
  }
}

/** Enough to tell the caller what is wrong without echoing a flood of problems. */
const MAX_REPORTED = 10;

export function inputRejection(fields: FieldErrors): AppError {
  const [field, problems] = Object.entries(fields)[0] ?? ['_', [INPUT_MESSAGES.badEncoding]];
  return new AppError('validation', rejectedInputMessage(field, problems[0] ?? ''), fields);
}

function add(fields: FieldErrors, field: string, problem: string): void {
  if (Object.keys(fields).length >= MAX_REPORTED) return;
  const list = (fields[field] ??= []);
  if (!list.includes(problem)) list.push(problem);
}

function decode(text: string): string | null {
  // Most paths and values hold no escapes; decoding them would answer the same text.
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** A query part as a form encodes it: '+' stands for a space. */
const withSpaces = (text: string) => (text.includes('+') ? text.replaceAll('+', ' ') : text);

/** The name a field goes by in an answer: itself when printable, else a neutral stand-in. */
function fieldName(name: string | null, fallback: string): string {
  return name !== null && unsafeTextProblem(name) === null && name.length <= 100 ? name : fallback;
}

/** Problems of the raw request target: path segments, query names and values, repeats. */
export function checkRequestTarget(url: string, repeatable: readonly string[] = []): FieldErrors {
  const fields: FieldErrors = {};
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const decodedPath = decode(path);
  const pathProblem =
    decodedPath === null ? INPUT_MESSAGES.badEncoding : unsafeTextProblem(decodedPath);
  if (pathProblem) add(fields, 'path', pathProblem);
  if (queryStart === -1) return fields;

  const seen = new Set<string>();
  for (const pair of url.slice(queryStart + 1).split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const rawName = equals === -1 ? pair : pair.slice(0, equals);
    const rawValue = equals === -1 ? '' : pair.slice(equals + 1);
    const name = decode(withSpaces(rawName));
    const value = decode(withSpaces(rawValue));
    const field = fieldName(name, 'query');
    if (name === null || value === null) {
      add(fields, field, INPUT_MESSAGES.badEncoding);
      continue;
    }
    const problem = unsafeTextProblem(name) ?? unsafeTextProblem(value);
    if (problem) add(fields, field, problem);
    if (seen.has(name) && !repeatable.includes(name)) add(fields, field, INPUT_MESSAGES.repeated);
    seen.add(name);
  }
  return fields;
}

/** Problems of a multipart content type that names no usable boundary (RFC 2046 §5.1.1). */
export function checkMultipartType(contentType: string | undefined): FieldErrors {
  if (!contentType || !/^\s*multipart\//i.test(contentType)) return {};
  const boundary = /;\s*boundary=(?:"([^"]*)"|([^\s;]*))/i.exec(contentType);
  const value = boundary?.[1] ?? boundary?.[2] ?? '';
  if (value.length >= 1 && value.length <= 70) return {};
  return { body: [INPUT_MESSAGES.badMultipart] };
}

/** Problems of a parsed body (JSON or form), keys and values, at any depth. */
export function checkParsedBody(body: unknown): FieldErrors {
  const fields: FieldErrors = {};
  const pending: { value: unknown; path: string }[] = [{ value: body, path: '' }];
  while (pending.length > 0 && Object.keys(fields).length < MAX_REPORTED) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      const problem = unsafeTextProblem(value);
      if (problem) add(fields, path || '_', problem);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, path: join(path, index) }));
    } else if (isPlainObject(value)) {
      for (const [key, item] of Object.entries(value)) {
        const keyProblem = unsafeTextProblem(key);
        if (keyProblem) add(fields, path || '_', keyProblem);
        else pending.push({ value: item, path: join(path, key) });
      }
    }
  }
  return fields;
}

/** What JSON and form parsers make; streams and buffers (uploads, webhooks) are not walked. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function join(path: string, key: string | number): string {
  return path ? `${path}.${key}` : String(key);
}

function rejection(fields: FieldErrors): AppError | undefined {
  for (const field in fields) if (Object.hasOwn(fields, field)) return inputRejection(fields);
  return undefined;
}

/** Registers the checks on the root instance, so every route and plugin meets them. */
export function registerInputGuard(app: FastifyInstance): void {
  // Callback hooks: a request with nothing to refuse costs no promise.
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    const repeatable = request.routeOptions.config?.repeatableQuery;
    const target = checkRequestTarget(request.raw.url ?? '/', repeatable);
    const multipart = checkMultipartType(request.headers['content-type']);
    done(rejection(target) ?? rejection(multipart));
  });
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    // A bare text body (text/plain) is no route's input: the contracts take objects, and the
    // upload routes read bytes, which may hold any value. No body (GET): nothing to walk.
    if (typeof request.body === 'string' || request.body == null) {
      done();
      return;
    }
    done(rejection(checkParsedBody(request.body)));
  });
}
