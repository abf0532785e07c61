import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  LIMITS,
  bioPartSchema,
  calendarLabelSchema,
  inviteeFirstNameSchema,
  inviteeLastNameSchema,
  emailSchema,
  extraInformationSchema,
  fileNameSchema,
  fullNameSchema,
  hourPriceCentsSchema,
  longBioSchema,
  notesSchema,
  ongoingPriceCentsSchema,
  passwordSchema,
  personalBioSchema,
  planPriceCentsSchema,
  priceCentsSchema,
  reviewResponseTitleSchema,
  reviewTitleSchema,
  roleNameSchema,
  slugSchema,
  urlSchema,
  userNameSchema,
} from './limits';

const text = (length: number) => 'x'.repeat(length);

function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

function emailOfLength(length: number): string {
  const domain = '@example.com';
  return 'a'.repeat(length - domain.length) + domain;
}

function urlOfLength(length: number): string {
  const prefix = 'https://example.com/';
  return prefix + 'p'.repeat(length - prefix.length);
}

describe('LIMITS (docs/product.md#limits table)', () => {
  it('holds every length limit of the table', () => {
    expect(LIMITS).toEqual({
      email: { max: 250 },
      fileName: { min: 2, max: 200 },
      notes: { max: 2000 },
      reviewTitle: { max: 50 },
      reviewResponseTitle: { max: 200 },
      roleName: { min: 3, max: 25 },
      userName: { min: 2, max: 50 },
      fullName: { max: 100 },
      password: { min: 8, max: 50 },
      slug: { min: 3, max: 50 },
      url: { max: 2050 },
      bioPart: { max: 60 },
      longBio: { max: 1000 },
      personalBio: { max: 500 },
      rightCapitalField: { max: 500 },
      extraInformation: { max: 2000 },
      uploadBytes: { max: 524288000 },
      // Ours, not the table's: profile photos, and the text of reviews and responses.
      advisorPhotoBytes: { max: 5_242_880 },
      reviewBody: { min: 20, max: 2000 },
      offeringTerms: { min: 20, max: 5000 },
      documentRequestTitle: { min: 2, max: 200 },
      calendarLabel: { min: 1, max: 60 },
      advisorName: { min: 1, max: 50 },
      advisorTitle: { min: 2, max: 100 },
      certifications: { max: 100 },
      bioLines: { max: 6 },
      crdNumber: { min: 1, max: 10 },
      advisorCity: { min: 2, max: 60 },
      firmName: { min: 2, max: 100 },
      disclosureBytes: { max: 20_971_520 },
      advisorSearchText: { max: 100 },
      consoleSearch: { max: 200 },
      auditReason: { min: 3, max: 500 },
      affiliateHeroTitle: { max: 80 },
      affiliateBlurb: { max: 600 },
      attributeTitle: { min: 2, max: 80 },
      productNewsSubject: { min: 3, max: 150 },
      productNewsBody: { min: 20, max: 20_000 },
    });
  });
});

describe('password', () => {
  it.each([
    [7, false],
    [8, true],
    [50, true],
    [51, false],
  ])('length %i passes: %s', (length, passes) => {
    expect(passwordSchema.safeParse(text(length)).success).toBe(passes);
  });

  it('explains a short and a long password', () => {
    expect(firstMessage(passwordSchema, text(7))).toBe('Password must be at least 8 characters.');
    expect(firstMessage(passwordSchema, text(51))).toBe('Password must be at most 50 characters.');
  });

  it('keeps surrounding spaces, which count toward the length', () => {
    expect(passwordSchema.parse('  secret  ')).toBe('  secret  ');
    expect(passwordSchema.safeParse(' abcdef ').success).toBe(true);
  });

  it('rejects a value that is not a string', () => {
    expect(passwordSchema.safeParse(12345678).success).toBe(false);
  });
});

describe('slug', () => {
  it.each([
    [2, false],
    [3, true],
    [50, true],
    [51, false],
  ])('length %i passes: %s', (length, passes) => {
    expect(slugSchema.safeParse('a'.repeat(length)).success).toBe(passes);
  });

  it('explains a short and a long slug', () => {
    expect(firstMessage(slugSchema, 'ab')).toBe('Slug must be at least 3 characters.');
    expect(firstMessage(slugSchema, 'a'.repeat(51))).toBe('Slug must be at most 50 characters.');
  });

  it.each(['jane-doe', 'abc', 'advisor-123', 'a1-b2-c3'])('accepts %s', (slug) => {
    expect(slugSchema.parse(slug)).toBe(slug);
  });

  it.each(['Jane-Doe', 'jane--doe', '-jane', 'jane-', 'jane doe', 'jane_doe', 'jané'])(
    'rejects %s',
    (slug) => {
      expect(firstMessage(slugSchema, slug)).toBe(
        'Slug may contain lowercase letters, digits and single hyphens.',
      );
    },
  );

  it('trims before checking', () => {
    expect(slugSchema.parse('  jane-doe ')).toBe('jane-doe');
    expect(slugSchema.safeParse(' ab ').success).toBe(false);
  });
});

describe('email', () => {
  it('accepts an address of exactly 250 characters', () => {
    const email = emailOfLength(250);
    expect(email).toHaveLength(250);
    expect(emailSchema.parse(email)).toBe(email);
  });

  it('rejects an address of 251 characters with the length message', () => {
    expect(firstMessage(emailSchema, emailOfLength(251))).toBe(
      'Email must be at most 250 characters.',
    );
  });

  it('trims surrounding spaces', () => {
    expect(emailSchema.parse('  jane@example.com ')).toBe('jane@example.com');
  });

  it.each(['jane', 'jane@', '@example.com', 'jane@example', 'jane doe@example.com', ''])(
    'rejects %j as not an email address',
    (value) => {
      expect(firstMessage(emailSchema, value)).toBe('Enter a valid email address.');
    },
  );
});

describe('url', () => {
  it('accepts a URL of exactly 2050 characters and rejects 2051', () => {
    expect(urlSchema.safeParse(urlOfLength(2050)).success).toBe(true);
    expect(firstMessage(urlSchema, urlOfLength(2051))).toBe('URL must be at most 2050 characters.');
  });

  it('rejects text that is not a URL', () => {
    expect(firstMessage(urlSchema, 'not a url')).toBe('Enter a valid URL.');
  });

  it('trims surrounding spaces', () => {
    expect(urlSchema.parse(' https://example.com/a ')).toBe('https://example.com/a');
  });
});

describe('bounded text fields', () => {
  const maxOnly: Array<[string, z.ZodType, number, string]> = [
    ['notes', notesSchema, 2000, 'Notes'],
    ['review title', reviewTitleSchema, 50, 'Review title'],
    ['review response title', reviewResponseTitleSchema, 200, 'Response title'],
    ['full name', fullNameSchema, 100, 'Full name'],
    ['bio part', bioPartSchema, 60, 'Each bio line'],
    ['long bio', longBioSchema, 1000, 'Long bio'],
    ['personal bio', personalBioSchema, 500, 'Personal bio'],
    ['extra information', extraInformationSchema, 2000, 'Extra information'],
  ];

  it.each(maxOnly)('%s passes at its maximum and fails one above', (_name, schema, max, label) => {
    expect(schema.safeParse(text(max)).success).toBe(true);
    expect(firstMessage(schema, text(max + 1))).toBe(`${label} must be at most ${max} characters.`);
  });

  const minAndMax: Array<[string, z.ZodType, number, number, string]> = [
    ['file name', fileNameSchema, 2, 200, 'File name'],
    ['role name', roleNameSchema, 3, 25, 'Role name'],
    ['user name', userNameSchema, 2, 50, 'Full name'],
    ['calendar label', calendarLabelSchema, 1, 60, 'Label'],
    ['invitee first name', inviteeFirstNameSchema, 1, 50, 'First name'],
    ['invitee last name', inviteeLastNameSchema, 1, 50, 'Last name'],
  ];

  it.each(minAndMax)(
    '%s passes at both ends and fails one outside each',
    (_name, schema, min, max, label) => {
      expect(firstMessage(schema, text(min - 1))).toBe(
        min === 1 ? `${label} is required.` : `${label} must be at least ${min} characters.`,
      );
      expect(schema.safeParse(text(min)).success).toBe(true);
      expect(schema.safeParse(text(max)).success).toBe(true);
      expect(firstMessage(schema, text(max + 1))).toBe(
        `${label} must be at most ${max} characters.`,
      );
    },
  );

  it('counts length after trimming', () => {
    expect(userNameSchema.safeParse('  a  ').success).toBe(false);
    expect(userNameSchema.parse('  al  ')).toBe('al');
    expect(reviewTitleSchema.parse(`  ${text(50)}  `)).toBe(text(50));
  });

  it('allows empty optional text but requires a full name', () => {
    expect(notesSchema.parse('')).toBe('');
    expect(firstMessage(fullNameSchema, '   ')).toBe('Full name is required.');
    expect(fullNameSchema.parse(' Jane Doe ')).toBe('Jane Doe');
  });
});

describe('price cents schemas (docs/product.md#offerings rules in cents)', () => {
  it.each([
    [495, false],
    [500, true],
    [750, false],
    [1000, true],
    [15000, true],
    [49500, true],
    [50000, true],
    [50500, false],
  ])('The Hour: %i cents passes: %s', (cents, passes) => {
    expect(hourPriceCentsSchema.safeParse(cents).success).toBe(passes);
  });

  it.each([
    [9900, false],
    [10000, true],
    [15000, false],
    [250000, true],
    [1000000, true],
    [1010000, false],
  ])('The Plan: %i cents passes: %s', (cents, passes) => {
    expect(planPriceCentsSchema.safeParse(cents).success).toBe(passes);
  });

  it.each([
    [2400, false],
    [2500, true],
    [3000, false],
    [5000, true],
    [10000, true],
    [100000, true],
    [102500, false],
  ])('The Ongoing: %i cents passes: %s', (cents, passes) => {
    expect(ongoingPriceCentsSchema.safeParse(cents).success).toBe(passes);
  });

  it('explains each failure in dollars', () => {
    expect(firstMessage(hourPriceCentsSchema, 0)).toBe('Hourly rate must be at least $5.');
    expect(firstMessage(hourPriceCentsSchema, 50500)).toBe('Hourly rate must be at most $500.');
    expect(firstMessage(hourPriceCentsSchema, 1234)).toBe('Hourly rate must be a multiple of $5.');
    expect(firstMessage(planPriceCentsSchema, 1010000)).toBe('Plan price must be at most $10,000.');
    expect(firstMessage(planPriceCentsSchema, 9900)).toBe('Plan price must be at least $100.');
    expect(firstMessage(ongoingPriceCentsSchema, 2600)).toBe(
      'Monthly price must be a multiple of $25.',
    );
  });

  it('rejects fractional cents and non-numbers', () => {
    expect(firstMessage(hourPriceCentsSchema, 1000.5)).toBe(
      'Hourly rate must be a whole number of cents.',
    );
    expect(hourPriceCentsSchema.safeParse('15000').success).toBe(false);
    expect(hourPriceCentsSchema.safeParse(Number.NaN).success).toBe(false);
  });

  it('builds a schema for any rule', () => {
    const schema = priceCentsSchema('Fee', { min: 10, max: 20, step: 10, default: 10 });
    expect(schema.safeParse(1000).success).toBe(true);
    expect(schema.safeParse(2000).success).toBe(true);
    expect(schema.safeParse(1500).success).toBe(false);
    expect(firstMessage(schema, 3000)).toBe('Fee must be at most $20.');
  });
});
