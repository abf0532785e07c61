// Page and API paths are written once, in the domain modules of src/shared/routes/. Everything
// else builds them from there: router tables and server routes from the patterns, links and
// requests from the builders. This test reads every TypeScript file of the repository and fails
// on a string literal (or a template literal) that spells one, naming the file and line.
//
// What counts: a literal that starts with '/' and, without its query or hash, equals a path
// ('/account/billing', '/api/health') or matches a pattern with its parameters written in
// ('/advisor/:slug', `/advisor/${slug}`). A router's `path` may be relative to its parent, so
// there the end of a page path counts too ('billing/:chargeId'). A literal that merely starts
// with '/' is fine. The root '/' alone is not checked: it is also the separator paths are split
// and joined by, and the root route's own path.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ADVISOR_PAGE_PATTERNS, ADVISOR_PAGES } from '../src/shared/routes/advisors';
import { BILLING_PAGES } from '../src/shared/routes/billing';
import { SITE_PAGES } from '../src/shared/routes/site';
import { SYSTEM_API } from '../src/shared/routes/system-api';
import { VAULT_API_PATTERNS } from '../src/shared/routes/vault-api';

const ROOT = path.resolve(import.meta.dirname, '..');
const ROUTES_DIR = 'src/shared/routes';
const SCANNED_DIRS = ['src', 'tests', 'scripts'];

/** Every route module, to read its page tables. */
const ROUTE_MODULES = import.meta.glob<Record<string, unknown>>(
  ['../src/shared/routes/*.ts', '!../src/shared/routes/*.test.ts'],
  { eager: true },
);

/** A parameter segment (':slug', ':eventId?') or a filled-in template part, as one mark. */
const PARAMETER = '\u0000';
/** Where the query or hash starts: a '?' that ends a parameter name makes it optional instead. */
const QUERY_OR_HASH = /(?<!:[A-Za-z]+)[?#]/;

function normalise(pathText: string): string {
  return pathText.replace(/:[A-Za-z]+\??/g, PARAMETER);
}

/** Every path and pattern, parameters normalised; the optional tail of a pattern may be left off. */
function routePaths(): Set<string> {
  const paths = new Set<string>();
  for (const module of Object.values(ROUTE_MODULES)) {
    for (const [tableName, table] of Object.entries(module)) {
      if (!/_PAGES$|_ROOTS?$|_API$|_PATTERNS$/.test(tableName)) continue;
      const values = typeof table === 'string' ? [table] : Object.values(table as object);
      for (const value of values) {
        if (typeof value !== 'string') continue;
        const [pathPart = value] = value.split(QUERY_OR_HASH);
        paths.add(normalise(pathPart));
        let withoutOptional = pathPart;
        while (/\/:[A-Za-z]+\?$/.test(withoutOptional)) {
          withoutOptional = withoutOptional.replace(/\/:[A-Za-z]+\?$/, '');
          paths.add(normalise(withoutOptional));
        }
      }
    }
  }
  paths.delete('/');
  paths.delete('');
  return paths;
}

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (relative !== ROUTES_DIR && entry.name !== 'node_modules') {
        files.push(...sourceFiles(relative));
      }
    } else if (/\.tsx?$/.test(entry.name)) files.push(relative);
  }
  return files;
}

/** The text of a string or template literal, each `${…}` written as one parameter mark. */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return (
      node.head.text + node.templateSpans.map((span) => PARAMETER + span.literal.text).join('')
    );
  }
  return undefined;
}

/** A router's `path` (a property or a JSX attribute), which may be relative to its parent. */
function isRouterPath(node: ts.Node): boolean {
  const { parent } = node;
  return (
    (ts.isPropertyAssignment(parent) || ts.isJsxAttribute(parent)) &&
    parent.name.getText() === 'path'
  );
}

/** Absolute: the path itself. Relative (a router's child path): the end of some path. */
function spellsPath(pathPart: string, paths: Set<string>): boolean {
  const normalised = normalise(pathPart);
  if (normalised.startsWith('/')) return paths.has(normalised);
  // Empty, the catch-all, or built from another value (`${VAULT_PAGES.account}?q=x`).
  if (normalised === '' || normalised === '*' || normalised.startsWith(PARAMETER)) return false;
  return [...paths].some((page) => page.endsWith(`/${normalised}`));
}

/** Where a file spells a path: 'file:line: text'. */
export function pathLiterals(file: string, text: string, paths: Set<string>): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const literal = literalText(node);
    if (literal?.startsWith('/') || (literal && isRouterPath(node))) {
      const [pathPart = literal] = literal.split(QUERY_OR_HASH);
      if (spellsPath(pathPart, paths)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        found.push(`${file}:${line + 1}: ${node.getText().replaceAll(PARAMETER, '${…}')}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('page and API paths', () => {
  const paths = routePaths();

  it('are read from the route modules', () => {
    expect(paths.has(ADVISOR_PAGES.search)).toBe(true);
    expect(paths.has(normalise(ADVISOR_PAGE_PATTERNS.profile))).toBe(true);
    expect(paths.has(BILLING_PAGES.account)).toBe(true);
    expect(paths.has(SYSTEM_API.health)).toBe(true);
    expect(paths.has(normalise(VAULT_API_PATTERNS.fileDownload))).toBe(true);
    expect(paths.has(SITE_PAGES.home)).toBe(false);
  });

  it('are found as plain, template, parameterised and router literals, with or without a query', () => {
    const sample = [
      "const a = '/account/billing';",
      'const b = `/advisor/${slug}/book`;',
      "const c = { path: '/leaveareview/:advisorId/:consumerId' };",
      "const d = '/advisors?state=ny';",
      "const e = [{ path: 'billing/:chargeId' }, { path: '*' }, { path: '' }];",
      'const f = <Route path="secure-file-vault" />;',
      'const g = `/api/account/vault/files/${id}/download`;',
      "const fine = ['/', '/api/account/billings', '/advisors-of-note', 'advisors'];",
    ].join('\n');
    expect(pathLiterals('sample.tsx', sample, paths)).toEqual([
      "sample.tsx:1: '/account/billing'",
      'sample.tsx:2: `/advisor/${slug}/book`',
      "sample.tsx:3: '/leaveareview/:advisorId/:consumerId'",
      "sample.tsx:4: '/advisors?state=ny'",
      "sample.tsx:5: 'billing/:chargeId'",
      'sample.tsx:6: "secure-file-vault"',
      'sample.tsx:7: `/api/account/vault/files/${id}/download`',
    ]);
  });

  it('are written nowhere but in src/shared/routes', () => {
    const found = SCANNED_DIRS.flatMap(sourceFiles).flatMap((file) =>
      pathLiterals(file, readFileSync(path.join(ROOT, file), 'utf8'), paths),
    );
    expect(found).toEqual([]);
  });
});
