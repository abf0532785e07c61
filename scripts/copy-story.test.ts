// One story in every text (docs/decisions/0055-one-consistent-story.md): advisors here give
// advice for a flat fee, nobody manages a client's money, nobody pitches, and The Ongoing is only
// described where it shows while its flag is on. This test reads the copy the product shows or
// sends (client, shared, demo data, emails, the product document, README) and fails on a line
// that contradicts that story, naming the file, line and rule.
import { describe, expect, it } from 'vitest';
import { copyLines } from './copy-files';

/** Copy that describes The Ongoing and is shown only while its flag is on (its pages 404 otherwise). */
const ONGOING_ONLY = [
  'src/client/pages/services/content/the-ongoing.ts',
  'src/client/features/plans/',
  // The demo Ongoing offering's terms, listed only while the flag is on.
  'src/server/db/seed/demo-engagements.ts',
];
/** A calendar feed is another kind of subscription. */
const CALENDAR_FEEDS = [
  'src/client/features/calendar-sync/',
  'src/server/modules/notifications/ics.ts',
];

const NEGATION =
  /\b(never|not|no|nobody|nothing|without|don't|doesn't|isn't|none|turn away)\b|advice[- ]only/i;

interface Rule {
  name: string;
  /** True when the line contradicts the story. */
  breaks: (line: string) => boolean;
  /** Files (or folders, ending in '/') where the rule does not apply, and why. */
  allowedIn?: readonly string[];
}

export const RULES: readonly Rule[] = [
  {
    name: 'no wealth managers: nobody here manages your money',
    breaks: (line) => /wealth[- ]?manag/i.test(line),
  },
  {
    name: 'nobody here manages money (unless the line says they do not)',
    breaks: (line) =>
      /\bmanag(e|es|ing)\s+(your|their|clients?'?s?)\s+(money|assets|investments|portfolios?)\b/i.test(
        line,
      ) && !NEGATION.test(line),
  },
  {
    name: 'no pitching: only "no sales pitch" may mention a pitch',
    breaks: (line) => /\bpitch/i.test(line.replace(/(sales|no) pitch(es)?/gi, '')),
  },
  {
    name: 'subscriptions are The Ongoing, described only while its flag is on',
    breaks: (line) => /\bsubscriptions?\b/i.test(line),
    allowedIn: [...ONGOING_ONLY, ...CALENDAR_FEEDS],
  },
  {
    name: '"cancel anytime" promises The Ongoing, described only while its flag is on',
    breaks: (line) => /cancel any ?time/i.test(line),
    allowedIn: ONGOING_ONLY,
  },
  {
    name: 'advisors take no commissions (unless the line says they do not)',
    breaks: (line) =>
      /\b(advisors?|we|I|our)\b[^.]{0,30}\b(earn|receive|take|charge|are paid)[^.]{0,20}\bcommissions?\b/i.test(
        line,
      ) && !NEGATION.test(line),
  },
  {
    name: 'The Hour is a meeting, not a plan',
    breaks: (line) => /who the plan is for/.test(line),
  },
];

const allowed = (rule: Rule, file: string) =>
  (rule.allowedIn ?? []).some((place) =>
    place.endsWith('/') ? file.startsWith(place) : file === place,
  );

function findContradictions(): string[] {
  const findings: string[] = [];
  for (const { file, number, text } of copyLines()) {
    for (const rule of RULES) {
      if (allowed(rule, file) || !rule.breaks(text)) continue;
      findings.push(`${file}:${number}: ${rule.name}: ${text.trim().slice(0, 140)}`);
    }
  }
  return findings;
}

const ruleBreaking = (line: string) =>
  RULES.filter((rule) => rule.breaks(line)).map((rule) => rule.name);

describe('the copy tells one story', () => {
  it.each([
    ['Fee-only wealth managers', 1],
    ['A range is enough: it helps your advisor pitch the advice right.', 1],
    ['Monthly subscription, cancel anytime', 2],
    ['Choose who the plan is for.', 1],
    ['My firm manages your investments for a percentage.', 1],
    ['Our advisors earn a commission on each policy.', 1],
  ])('catches %j', (line, rules) => {
    expect(ruleBreaking(line)).toHaveLength(rules);
  });

  it.each([
    'No sales pitch, ever',
    'We never manage your money or sell financial products.',
    'No commissions, no percentage of your assets.',
    'We pay commissions to affiliate partners who refer clients.',
    'Who The Plan is for',
  ])('lets %j pass', (line) => {
    expect(ruleBreaking(line)).toEqual([]);
  });

  it('finds no contradiction in the client, shared copy, demo data, emails or docs', () => {
    expect(findContradictions()).toEqual([]);
  });
});
