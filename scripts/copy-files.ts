// The copy the product shows or sends, for the tests that read it line by line (copy-story and
// lacking-features): the client, shared copy, demo data (the compliance documents among it),
// email code, the product document and README. Tests spell refused lines on purpose: skipped.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const SCANNED = [
  'src/client',
  'src/shared',
  'src/server/db/seed',
  'src/server/modules/notifications',
  'docs/product.md',
  'README.md',
];
const SCANNED_ENDINGS = /\.(ts|tsx|md|html)$/;
const SKIPPED = /\.test\.tsx?$/;

export interface CopyLine {
  /** Relative to the project root. */
  file: string;
  /** From 1. */
  number: number;
  text: string;
}

function filesUnder(relative: string): string[] {
  const absolute = path.join(ROOT, relative);
  if (SCANNED_ENDINGS.test(relative)) return [relative];
  return readdirSync(absolute, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SCANNED_ENDINGS.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .filter((file) => !SKIPPED.test(file));
}

/** Every line of the scanned copy. */
export function copyLines(): CopyLine[] {
  return SCANNED.flatMap(filesUnder).flatMap((file) =>
    readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .map((text, index) => ({ file, number: index + 1, text })),
  );
}
