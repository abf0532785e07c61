// The CSS a server-rendered page needs for its first paint, inlined in its head: the page's built
// stylesheets less the rules whose selectors name a class the HTML does not use, and less the
// custom properties nothing left reads. The full stylesheets still load after the page paints, for
// what the browser renders later (menus, dialogs, signed-in pages).

import { CRITICAL_STYLE_ELEMENT_ID } from '../../shared/page-shell';

/** A parsed stylesheet: rules, grouping at-rules with their own rules, and text kept as it is. */
export type CssNode =
  | { kind: 'rule'; selectors: string[]; declarations: string[] }
  | { kind: 'group'; prelude: string; children: CssNode[] }
  | { kind: 'verbatim'; text: string; keyframes?: string };

/** At-rules whose block holds rules to prune; every other at-rule is kept or dropped whole. */
const GROUPING_AT_RULES = /^@(media|supports|container|layer|scope|document)\b/i;

/** The index just past the token that closes what opens at `start` (a bracket or a quote). */
function skipString(css: string, start: number): number {
  const quote = css[start];
  let index = start + 1;
  while (index < css.length && css[index] !== quote) index += css[index] === '\\' ? 2 : 1;
  return index + 1;
}

function skipComment(css: string, start: number): number {
  const end = css.indexOf('*/', start + 2);
  return end < 0 ? css.length : end + 2;
}

/** The index of the first `stop` character outside strings, comments and brackets, from `start`. */
function findTopLevel(css: string, start: number, stops: string): number {
  let depth = 0;
  let index = start;
  while (index < css.length) {
    const char = css[index]!;
    if (char === '"' || char === "'") {
      index = skipString(css, index);
      continue;
    }
    if (char === '/' && css[index + 1] === '*') {
      index = skipComment(css, index);
      continue;
    }
    if (depth === 0 && stops.includes(char)) return index;
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    index += 1;
  }
  return css.length;
}

/** The index of the `}` that closes the block whose `{` is at `open`. */
function closingBrace(css: string, open: number): number {
  let depth = 0;
  let index = open;
  while (index < css.length) {
    const char = css[index]!;
    if (char === '"' || char === "'") {
      index = skipString(css, index);
      continue;
    }
    if (char === '/' && css[index + 1] === '*') {
      index = skipComment(css, index);
      continue;
    }
    if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return index;
    }
    index += 1;
  }
  return css.length;
}

/** Splits `text` at top-level `separator` characters (not inside brackets or strings). */
export function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let start = 0;
  while (start <= text.length) {
    const end = findTopLevel(text, start, separator);
    const part = text.slice(start, end).trim();
    if (part) parts.push(part);
    start = end + 1;
  }
  return parts;
}

const stripComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '');

export function parseCss(css: string): CssNode[] {
  const nodes: CssNode[] = [];
  let index = 0;
  while (index < css.length) {
    const char = css[index]!;
    if (/\s/.test(char)) {
      index += 1;
      continue;
    }
    if (char === '/' && css[index + 1] === '*') {
      index = skipComment(css, index);
      continue;
    }
    const stop = findTopLevel(css, index, '{;}');
    if (css[stop] !== '{') {
      // A statement at-rule (@import, @charset, @layer a, b;) or stray text: kept as written.
      const text = stripComments(css.slice(index, stop)).trim();
      if (text) nodes.push({ kind: 'verbatim', text: `${text};` });
      index = stop + 1;
      continue;
    }
    const prelude = stripComments(css.slice(index, stop)).trim();
    const close = closingBrace(css, stop);
    const inner = css.slice(stop + 1, close);
    if (prelude.startsWith('@')) {
      if (GROUPING_AT_RULES.test(prelude)) {
        nodes.push({ kind: 'group', prelude, children: parseCss(inner) });
      } else {
        const keyframes = /^@(?:-\w+-)?keyframes\s+(\S+)/i.exec(prelude)?.[1];
        nodes.push({ kind: 'verbatim', text: `${prelude}{${inner.trim()}}`, keyframes });
      }
    } else if (inner.includes('{')) {
      // Nested rules are not pruned: the whole rule stays, as written.
      nodes.push({ kind: 'verbatim', text: `${prelude}{${inner.trim()}}` });
    } else {
      nodes.push({
        kind: 'rule',
        selectors: splitTopLevel(prelude, ','),
        declarations: splitTopLevel(stripComments(inner), ';'),
      });
    }
    index = close + 1;
  }
  return nodes;
}

/** Every class name in the HTML's class attributes. */
export function classesInHtml(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of match[1]!.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/**
 * The classes an element must carry for `selector` to match anything. Classes inside brackets
 * (`:not(.a)`, `:is(.a, .b)`, attribute values) are not required, so they are left out.
 */
export function requiredClasses(selector: string): string[] {
  let outside = '';
  let depth = 0;
  for (let index = 0; index < selector.length; index += 1) {
    const char = selector[index]!;
    if (char === '"' || char === "'") {
      index = skipString(selector, index) - 1;
      continue;
    }
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (depth === 0) outside += char;
  }
  return [...outside.matchAll(/\.((?:[\w-]|\\.)+)/g)].map((match) =>
    match[1]!.replace(/\\(.)/g, '$1'),
  );
}

const CUSTOM_PROPERTY = /^(--[\w-]+)\s*:/;
const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

function referencesIn(text: string, into: Set<string>): void {
  for (const match of text.matchAll(VAR_REFERENCE)) into.add(match[1]!);
}

function pruneBySelectors(nodes: CssNode[], classes: ReadonlySet<string>): CssNode[] {
  const kept: CssNode[] = [];
  for (const node of nodes) {
    if (node.kind === 'rule') {
      const selectors = node.selectors.filter((selector) =>
        requiredClasses(selector).every((name) => classes.has(name)),
      );
      if (selectors.length > 0) kept.push({ ...node, selectors });
    } else if (node.kind === 'group') {
      const children = pruneBySelectors(node.children, classes);
      if (children.length > 0) kept.push({ ...node, children });
    } else {
      kept.push(node);
    }
  }
  return kept;
}

function walkRules(nodes: readonly CssNode[], visit: (node: CssNode) => void): void {
  for (const node of nodes) {
    visit(node);
    if (node.kind === 'group') walkRules(node.children, visit);
  }
}

/** Custom properties read by the kept rules or the HTML, and by what those read in turn. */
function usedCustomProperties(nodes: readonly CssNode[], html: string): Set<string> {
  const definitions = new Map<string, string[]>();
  const used = new Set<string>();
  referencesIn(html, used);
  walkRules(nodes, (node) => {
    if (node.kind === 'verbatim') referencesIn(node.text, used);
    if (node.kind !== 'rule') return;
    for (const declaration of node.declarations) {
      const name = CUSTOM_PROPERTY.exec(declaration)?.[1];
      if (name) definitions.set(name, [...(definitions.get(name) ?? []), declaration]);
      else referencesIn(declaration, used);
    }
  });
  const pending = [...used];
  while (pending.length > 0) {
    const name = pending.pop()!;
    const found = new Set<string>();
    for (const declaration of definitions.get(name) ?? []) referencesIn(declaration, found);
    for (const reference of found) {
      if (!used.has(reference)) {
        used.add(reference);
        pending.push(reference);
      }
    }
  }
  return used;
}

function pruneDeclarations(nodes: CssNode[], used: ReadonlySet<string>): CssNode[] {
  const kept: CssNode[] = [];
  for (const node of nodes) {
    if (node.kind === 'rule') {
      const declarations = node.declarations.filter((declaration) => {
        const name = CUSTOM_PROPERTY.exec(declaration)?.[1];
        return name === undefined || used.has(name);
      });
      if (declarations.length > 0) kept.push({ ...node, declarations });
    } else if (node.kind === 'group') {
      const children = pruneDeclarations(node.children, used);
      if (children.length > 0) kept.push({ ...node, children });
    } else {
      kept.push(node);
    }
  }
  return kept;
}

function serialize(nodes: readonly CssNode[]): string {
  return nodes
    .map((node) => {
      if (node.kind === 'rule')
        return `${node.selectors.join(',')}{${node.declarations.join(';')}}`;
      if (node.kind === 'group') return `${node.prelude}{${serialize(node.children)}}`;
      return node.text;
    })
    .join('');
}

/** Keyframes no kept declaration names are dropped. */
function dropUnusedKeyframes(nodes: CssNode[]): CssNode[] {
  const text = serialize(nodes.filter((node) => node.kind !== 'verbatim' || !node.keyframes));
  const prune = (list: CssNode[]): CssNode[] =>
    list
      .filter(
        (node) =>
          node.kind !== 'verbatim' ||
          !node.keyframes ||
          new RegExp(`[\\s:,]${node.keyframes.replace(/[^\w-]/g, '\\$&')}\\b`).test(text),
      )
      .map((node) => (node.kind === 'group' ? { ...node, children: prune(node.children) } : node));
  return prune(nodes);
}

/** The CSS of `stylesheets` (parsed, in cascade order) that `html` can use, as one string. */
export function criticalCss(stylesheets: readonly CssNode[][], html: string): string {
  const classes = classesInHtml(html);
  const matching = pruneBySelectors(stylesheets.flat(), classes);
  const used = usedCustomProperties(matching, html);
  return serialize(dropUnusedKeyframes(pruneDeclarations(matching, used)));
}

/** The page head's style element; '</' cannot occur in it, so nothing closes it early. */
export function inlineStyle(css: string): string {
  return `<style id="${CRITICAL_STYLE_ELEMENT_ID}">${css.replace(/<\//g, '<\\/')}</style>`;
}
