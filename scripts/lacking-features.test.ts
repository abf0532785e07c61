// No copy promises a feature the product lacks (scripts/lacking-features.ts): the client, shared
// copy, demo data and compliance documents, emails, the product document and README are read
// line by line, the way the copy-story test reads them, and a promise fails naming file and line.
import { describe, expect, it } from 'vitest';
import { copyLines } from './copy-files';
import { LACKING_FEATURES } from './lacking-features';

/** Says a feature is not there ("is not offered yet"); "without" or "nothing" say nothing of it. */
const NOT_OFFERED = /\b(not|never|cannot|can't|isn't|aren't|won't)\b/i;

/** The features a line promises: a sentence naming one, unless that sentence says it is not so. */
const promised = (line: string) =>
  LACKING_FEATURES.filter((feature) =>
    line
      .split(/[.;!?]\s/)
      .some((sentence) => feature.promises.test(sentence) && !NOT_OFFERED.test(sentence)),
  ).map((feature) => feature.name);

describe('the copy promises only what the product does', () => {
  it.each([
    'Enter figures, link accounts and upload the documents your advisor asks for.',
    'Enter figures and link accounts. Your advisor follows up, so nothing stalls.',
    'Connect bank and investment accounts so balances stay current without retyping.',
    'Connect bank, retirement and investment accounts so balances stay current.',
    'You get a private portal to share numbers, link accounts with read-only access if you choose.',
    'Link your accounts',
    'Your linked accounts update every night.',
    'Give your advisor read-only access to your investment accounts.',
  ])('catches %j', (line) => {
    expect(promised(line)).toHaveLength(1);
  });

  it.each([
    'Linking accounts is not offered yet.',
    'Use the link in the email to open your account.',
    'Plan clients get a secure portal in <AccountLink>your account</AccountLink>.',
    'Bring the logins to your accounts so you can look at them together.',
    'Connect your calendar so booked meetings show in it.',
  ])('lets %j pass', (line) => {
    expect(promised(line)).toEqual([]);
  });

  it('finds no promise of a missing feature in the copy', () => {
    const findings = copyLines().flatMap(({ file, number, text }) =>
      promised(text).map((name) => `${file}:${number}: ${name}: ${text.trim().slice(0, 140)}`),
    );
    expect(findings).toEqual([]);
  });
});
