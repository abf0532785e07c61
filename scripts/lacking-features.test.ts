// No copy promises a feature the product lacks (scripts/lacking-features.ts): the client, shared
// copy, demo data and compliance documents, emails, the product document and README are read
// line by line, the way the copy-story test reads them, and a promise fails naming file and line.
import { describe, expect, it } from 'vitest';
import { NEGATION, copyLines } from './copy-files';
import { LACKING_FEATURES } from './lacking-features';

const promised = (line: string) =>
  NEGATION.test(line)
    ? []
    : LACKING_FEATURES.filter((feature) => feature.promises.test(line)).map((f) => f.name);

describe('the copy promises only what the product does', () => {
  it.each([
    'Enter figures, link accounts and upload the documents your advisor asks for.',
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
