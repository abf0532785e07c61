// How far knowledge of single offerings spreads through the code (ADR 0088): the branches that ask
// which offering a thing is, and the files that name one offering, outside the catalog
// (src/shared/offerings) and its tests. Adding an offering should touch the catalog, its copy and
// its flag; every branch and file counted here is a place it might also have to touch.
// `npx tsx scripts/offering-spread.ts` prints the figures; offering-spread.test.ts keeps them from
// growing.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isRunAsScript } from './run-as-script';

const ROOT = join(import.meta.dirname, '..');
const KINDS = ['hour', 'plan', 'ongoing'];
const kindList = KINDS.join('|');
/** `x.kind === 'plan'`, `offeringKind !== 'ongoing'`, `case 'hour':`. */
const BRANCH = new RegExp(
  `\\b\\w*[kK]ind\\s*[!=]==?\\s*'(${kindList})'|\\bcase\\s+'(${kindList})'\\s*:`,
  'g',
);
/** The Ongoing named in any spelling (`ongoing`, `Ongoing`, `ONGOING_…`). */
const NAMES_ONGOING = /ongoing/i;

const isSource = (path: string) =>
  /\.(ts|tsx)$/.test(path) &&
  !/\.test\.tsx?$|test-kit\.ts$|fixtures?\.ts$/.test(path) &&
  !path.startsWith('src/shared/offerings/');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return isSource(path) ? [path] : [];
  });
}

export interface OfferingSpread {
  /** Lines that branch on an offering's kind, and how many files hold them. */
  branches: number;
  branchFiles: string[];
  /** Files that name The Ongoing, and how many folders they are in. */
  ongoingFiles: string[];
  ongoingFolders: number;
}

export function offeringSpread(): OfferingSpread {
  let branches = 0;
  const branchFiles: string[] = [];
  const ongoingFiles: string[] = [];
  for (const path of sourceFiles('src')) {
    const text = readFileSync(join(ROOT, path), 'utf8');
    const found = text.match(BRANCH)?.length ?? 0;
    branches += found;
    if (found > 0) branchFiles.push(path);
    if (NAMES_ONGOING.test(text)) ongoingFiles.push(path);
  }
  const folders = new Set(ongoingFiles.map((path) => path.slice(0, path.lastIndexOf('/'))));
  return { branches, branchFiles, ongoingFiles, ongoingFolders: folders.size };
}

if (isRunAsScript(import.meta)) {
  const spread = offeringSpread();
  console.log(
    `Branches on an offering's kind: ${spread.branches} in ${spread.branchFiles.length} files`,
  );
  console.log(
    `Files naming The Ongoing: ${spread.ongoingFiles.length} in ${spread.ongoingFolders} folders`,
  );
}
