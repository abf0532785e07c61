// The index of the decision records (docs/decisions/README.md), made from the records themselves:
// each one's number, title, date and status line, and what later records say they did to it
// (a record that "supersedes", "amends" or "extends" an earlier one marks the earlier one here).
// `npx tsx scripts/adr-index.ts` writes it; adr-index.test.ts fails when it is out of step.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isRunAsScript } from './run-as-script';

export const DECISIONS_DIR = join(import.meta.dirname, '..', 'docs', 'decisions');
export const INDEX_FILE = join(DECISIONS_DIR, 'README.md');

interface Decision {
  number: string;
  file: string;
  title: string;
  date: string;
  status: string;
}

/** What a later record does to an earlier one, and how the earlier one is marked. */
const MARKS: [RegExp, string][] = [
  [/\b(supersedes|replaces)\b/i, 'superseded in part by'],
  [/\b(amends|changes)\b/i, 'amended by'],
  [/\b(extends|builds on|completes|takes up)\b/i, 'extended by'],
];
const VERB = /\b(supersedes|replaces|amends|changes|extends|builds on|completes|takes up)\b/gi;

function read(file: string): Decision {
  const text = readFileSync(join(DECISIONS_DIR, file), 'utf8');
  const heading = /^# (\d{4}) — (.+)$/m.exec(text);
  if (!heading) throw new Error(`${file}: the first line should read "# NNNN — Title".`);
  const paragraph = /^Date: [\s\S]*?(?=\n\n)/m.exec(text)?.[0] ?? '';
  const fields = paragraph.replace(/\s*\n\s*/g, ' ');
  const date = /Date: (\d{4}-\d{2}-\d{2})/.exec(fields)?.[1];
  const status = /Status: (.+)$/.exec(fields)?.[1];
  if (!date || !status) throw new Error(`${file}: the "Date: … · Status: …" line is missing.`);
  return { number: heading[1]!, file, title: heading[2]!.trim(), date, status: status.trim() };
}

/** The earlier records a status names after each verb ("amends 0018, 0036"; "gathers 0019–0025"). */
function marksFrom(decision: Decision): { target: string; mark: string }[] {
  const found: { target: string; mark: string }[] = [];
  const verbs = [...decision.status.matchAll(VERB)];
  verbs.forEach((verb, index) => {
    const end = verbs[index + 1]?.index ?? decision.status.length;
    const clause = decision.status.slice(verb.index, end);
    const mark = MARKS.find(([pattern]) => pattern.test(verb[0]))![1];
    for (const [, target] of clause.matchAll(/\b(\d{4})\b/g)) {
      if (target !== decision.number) found.push({ target: target!, mark });
    }
  });
  return found;
}

export function renderAdrIndex(): string {
  const decisions = readdirSync(DECISIONS_DIR)
    .filter((file) => /^\d{4}-.+\.md$/.test(file))
    .sort()
    .map(read);
  const marks = new Map<string, string[]>();
  for (const decision of decisions) {
    for (const { target, mark } of marksFrom(decision)) {
      marks.set(target, [...(marks.get(target) ?? []), `${mark} ${decision.number}`]);
    }
  }
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const rows = decisions.map((decision) => {
    const status = [decision.status, ...(marks.get(decision.number) ?? [])].join('; ');
    return `| [${decision.number}](${decision.file}) | ${cell(decision.title)} | ${decision.date} | ${cell(status)} |`;
  });
  return [
    '# Decisions',
    '',
    'Why the product is built the way it is, one record per decision. This index is made from the',
    "records' titles and status lines by `npx tsx scripts/adr-index.ts`; a test fails when it is out",
    'of step. A record a later one supersedes, amends or extends is marked with that record here.',
    '',
    '| ADR | Decision | Date | Status |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

if (isRunAsScript(import.meta)) {
  writeFileSync(INDEX_FILE, renderAdrIndex());
  console.log(`Wrote ${relative(process.cwd(), INDEX_FILE)}.`);
}
