// The README's architecture picture names every server module, read from src/server/modules, so
// the picture cannot forget one or keep one that left. `npx tsx scripts/readme-modules.ts` writes
// the lines into the README; readme-modules.test.ts fails when they are out of step.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isRunAsScript } from './run-as-script';

const ROOT = join(import.meta.dirname, '..');
export const README = join(ROOT, 'README.md');
const FIRST = ' │ /api/*   modules: ';
const NEXT = ' │          · ';
/** The box's inner width: the character columns between its two borders. */
const INNER = 72;

export const serverModules = () =>
  readdirSync(join(ROOT, 'src/server/modules'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The module names wrapped inside the box, each line closed by its right border. */
export function moduleLines(names: string[] = serverModules()): string[] {
  const lines: string[] = [];
  let line = FIRST;
  names.forEach((name, index) => {
    const piece = index === 0 || line === NEXT ? name : ` · ${name}`;
    // At least one space before the border.
    if ([...line].length + piece.length > INNER + 1 && line !== NEXT) {
      lines.push(line);
      line = NEXT + name;
    } else line += piece;
  });
  lines.push(line);
  return lines.map((text) => `${text.padEnd(INNER + 2)}│`);
}

/** The README with its module lines (from the /api/* line up to the /api/docs line) remade. */
export function readmeWithModules(readme: string): string {
  const lines = readme.split('\n');
  const start = lines.findIndex((line) => line.startsWith(FIRST));
  const end = lines.findIndex((line) => line.startsWith(' │ /api/docs'));
  if (start < 0 || end < start) throw new Error('The README has no /api/* module lines to remake.');
  return [...lines.slice(0, start), ...moduleLines(), ...lines.slice(end)].join('\n');
}

if (isRunAsScript(import.meta)) {
  writeFileSync(README, readmeWithModules(readFileSync(README, 'utf8')));
  console.log(`Wrote the module lines of ${relative(process.cwd(), README)}.`);
}
