// Code comments cite docs/product.md by section; every cited section must exist, so a renamed
// heading shows up here rather than as a dead reference, and nothing cites a document the
// repository does not hold.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCE_FOLDERS = ['src', 'tests', 'scripts'];
const SOURCE_FILE = /\.(ts|tsx|mjs)$/;

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE_FILE.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

describe('docs/product.md', () => {
  const document = readFileSync(path.join(ROOT, 'docs/product.md'), 'utf8');
  const anchors = new Set(
    [...document.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1]!)),
  );
  const files = SOURCE_FOLDERS.flatMap(sourceFiles);

  it('has every section the code cites', () => {
    const missing = files.flatMap((file) =>
      [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/docs\/product\.md#([a-z0-9-]+)/g)]
        .map((match) => match[1]!)
        .filter((anchor) => !anchors.has(anchor))
        .map((anchor) => `${file}: #${anchor}`),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('is what the code cites, not a specification or design note outside the repository', () => {
    // Built from parts so this file does not match itself.
    const outside = new RegExp([['spec', '§'].join(' '), 'DESIGN\\.md', 'STACK\\.md'].join('|'));
    const citing = files.filter((file) =>
      outside.test(readFileSync(path.join(ROOT, file), 'utf8')),
    );
    expect(citing).toEqual([]);
  });
});
