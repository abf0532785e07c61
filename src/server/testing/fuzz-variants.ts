// Malformed requests for the fuzz walk (src/server/http/fuzz-walk.test.ts): for one route
// pattern, every way a careless or hostile caller bends the path, the query and the body.
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { z } from 'zod';

export type FuzzRequest = Pick<InjectOptions, 'url' | 'payload'> & {
  label: string;
  method: string;
  headers?: Record<string, string>;
};

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';
/** A lone surrogate as a URL carries it: the UTF-8 of U+D800, which is not valid UTF-8. */
const LONE_SURROGATE_URL = 'a%ED%A0%80b';
const YEAR_0 = '0000-01-01T00:00:00Z';
const YEAR_9999 = '9999-12-31T23:00:00Z';
const HUGE_NUMBER = '99999999999999999999999999';
const LONG = 'x'.repeat(10_000);

/** Names that look like dates get dates; the rest get the hostile value of the variant. */
const DATE_NAME = /^(start|end|from|to|date|clientDate|.*At)$/;

/** Query names the routes read, so the hostile values land where a handler looks. */
export const QUERY_NAMES = [
  'token',
  'from',
  'days',
  'page',
  'filter',
  'filters',
  'sort',
  'state',
  'minPrice',
  'maxPrice',
  'affiliate',
  'screen',
  'status',
  'search',
  'q',
] as const;

/** Every key of every object schema the module exports, at any depth. */
export function fieldNamesOf(modules: Record<string, unknown>[]): string[] {
  const names = new Set<string>();
  const visit = (schema: unknown, depth: number) => {
    if (depth > 4 || !(schema instanceof z.ZodObject)) return;
    for (const [key, inner] of Object.entries(schema.shape as Record<string, unknown>)) {
      names.add(key);
      visit(inner, depth + 1);
    }
  };
  for (const module of modules) for (const value of Object.values(module)) visit(value, 0);
  return [...names].sort();
}

type ParamFill = (name: string) => string;

/**
 * A value a route accepts for a structured field (an email, a time, an id), or undefined for
 * free text: the hostile text goes into free text while the rest passes validation, so it gets
 * as far as the database when nothing stops it at the edge.
 */
function plausible(name: string, fill: ParamFill): unknown {
  if (/email/i.test(name)) return 'fuzz@example.test';
  if (DATE_NAME.test(name)) return '2031-01-06T15:00:00Z';
  if (/timeZone/i.test(name)) return 'America/New_York';
  if (/slug/i.test(name)) return fill('slug');
  if (/id$/i.test(name)) return fill(name);
  if (/^(rating|page|days|amount|price)$|Price$|Minutes$|Days$/.test(name)) return 1;
  return undefined;
}

/** The route's path with its parameters filled, one of them (when named) by `special`. */
function fillPath(url: string, fill: ParamFill, special?: { name: string; raw: string }): string {
  return url
    .replace(/:([A-Za-z0-9_]+)\??/g, (_match, name: string) =>
      special?.name === name ? special.raw : encodeURIComponent(fill(name)),
    )
    .replace(/\*$/, special?.name === '*' ? special.raw : 'fuzz');
}

function paramNames(url: string): string[] {
  const names = [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
  return url.endsWith('*') ? [...names, '*'] : names;
}

function query(value: (name: string) => string, names: readonly string[] = QUERY_NAMES): string {
  return names.map((name) => `${name}=${encodeURIComponent(value(name))}`).join('&');
}

function jsonBody(fields: readonly string[], value: (name: string) => unknown): string {
  return JSON.stringify(Object.fromEntries(fields.map((name) => [name, value(name)])));
}

const JSON_TYPE = { 'content-type': 'application/json' };

/** The malformed requests for one route: at least ten, more for parameters and bodies. */
export function fuzzRequests(
  method: string,
  url: string,
  fill: ParamFill,
  fields: readonly string[],
): FuzzRequest[] {
  const base = fillPath(url, fill);
  const requests: FuzzRequest[] = [];
  const add = (label: string, request: Omit<FuzzRequest, 'label' | 'method'>) =>
    requests.push({ label, method, ...request });

  for (const name of paramNames(url)) {
    for (const [label, raw] of [
      ['NUL', '%00'],
      ['NUL inside', 'a%00b'],
      ['lone surrogate', LONE_SURROGATE_URL],
      ['bad percent', '%E0%A4%A'],
      ['huge number', HUGE_NUMBER],
      ['over-long', LONG],
    ] as const) {
      add(`path ${name}: ${label}`, { url: fillPath(url, fill, { name, raw }) });
    }
  }
  const sep = base.includes('?') ? '&' : '?';
  add('query NUL', { url: `${base}${sep}${query(() => NUL)}` });
  add('query lone surrogate', {
    url: `${base}${sep}${QUERY_NAMES.map((name) => `${name}=${LONE_SURROGATE_URL}`).join('&')}`,
  });
  add('query repeated', { url: `${base}${sep}${query(() => '1')}&${query(() => '2')}` });
  add('query year 0', {
    url: `${base}${sep}${query((name) => (DATE_NAME.test(name) ? YEAR_0 : '1'))}`,
  });
  add('query year 9999', {
    url: `${base}${sep}${query((name) => (DATE_NAME.test(name) ? YEAR_9999 : '1'))}`,
  });
  add('query huge numbers', { url: `${base}${sep}${query(() => HUGE_NUMBER)}` });
  add('query arrays', { url: `${base}${sep}page[]=1&page[0]=2&from[a]=b&token[]=x` });
  add('query NUL names', { url: `${base}${sep}a%00b=1&%00=2` });
  add('query bad percent', { url: `${base}${sep}token=%E0%A4%A&q=%&page=%zz` });
  add('query empty names', { url: `${base}${sep}=1&&=&page=` });
  add('query over-long', { url: `${base}${sep}${query(() => LONG.slice(0, 2_000))}` });

  if (method === 'GET' || method === 'HEAD') return requests;

  const post = (label: string, payload: string, headers: Record<string, string> = JSON_TYPE) =>
    add(label, { url: base, payload, headers });
  const dated = (hostile: unknown) => (name: string) =>
    DATE_NAME.test(name) ? hostile : (plausible(name, fill) ?? 'fuzz text');
  const text = (hostile: string) => (name: string) => plausible(name, fill) ?? hostile;
  post('body NUL', jsonBody(fields, text(NUL)));
  post(
    'body NUL everywhere',
    jsonBody(fields, () => NUL),
  );
  post('body NUL key', `{"a\\u0000b":"x","${fields[0] ?? 'name'}":"x"}`);
  post('body lone surrogate', jsonBody(fields, text(LONE_SURROGATE)));
  post('body year 0', jsonBody(fields, dated(YEAR_0)));
  post('body year 9999', jsonBody(fields, dated(YEAR_9999)));
  post(
    'body huge numbers',
    jsonBody(fields, () => 1e308),
  );
  post(
    'body wrong types',
    jsonBody(fields, (name) => (name.length % 2 ? true : -1)),
  );
  post(
    'body objects',
    jsonBody(fields, () => ({ $gt: '' })),
  );
  post(
    'body arrays',
    jsonBody(fields, () => ['a', { b: 'c' }]),
  );
  post(
    'body nulls',
    jsonBody(fields, () => null),
  );
  post(
    'body over-long',
    jsonBody(fields, () => LONG),
  );
  post('body not an object', '"just a string"');
  post('body deep', `${'['.repeat(2_000)}${']'.repeat(2_000)}`);
  post('bad JSON', '{"a":');
  post('wrong content type', 'hello', { 'content-type': 'text/plain' });
  post('unknown content type', '<a/>', { 'content-type': 'application/xml' });
  const form = (name: string) => String(plausible(name, fill) ?? NUL);
  post('form NUL', fields.map((name) => `${name}=${encodeURIComponent(form(name))}`).join('&'), {
    'content-type': 'application/x-www-form-urlencoded',
  });
  post('multipart without boundary', '--x\r\n\r\n', { 'content-type': 'multipart/form-data' });
  const boundary = `fuzz${randomUUID()}`;
  post(
    'multipart wrong boundary',
    `--other\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\nx\r\n--other--\r\n`,
    { 'content-type': `multipart/form-data; boundary=${boundary}` },
  );
  post(
    'multipart NUL name',
    `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${NUL}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a${NUL}.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n%PDF-1.4 x\r\n--${boundary}--\r\n`,
    { 'content-type': `multipart/form-data; boundary=${boundary}` },
  );
  post(
    'multipart truncated',
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\nx`,
    { 'content-type': `multipart/form-data; boundary=${boundary}` },
  );
  return requests;
}
