// The name a second file of the same name is kept under: "Taxes (2).pdf", then "(3)", counting
// on from a name that already carries a number, never longer than a name may be.
import { LIMITS } from '../../../shared/limits';

const ENDING = /\.[A-Za-z0-9]{1,5}$/;
const NUMBERED = / \((\d+)\)$/;

export function keptBothName(name: string, taken: readonly string[]): string {
  const used = new Set(taken.map((each) => each.toLowerCase()));
  const ending = ENDING.exec(name)?.[0] ?? '';
  const base = name.slice(0, name.length - ending.length).replace(NUMBERED, '');
  for (let n = 2; ; n += 1) {
    const suffix = ` (${n})${ending}`;
    const candidate = `${base.slice(0, LIMITS.fileName.max - suffix.length)}${suffix}`;
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}
