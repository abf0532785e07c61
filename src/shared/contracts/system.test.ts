import { describe, expect, it } from 'vitest';
import {
  APP_ENVS,
  appInfoSchema,
  errorLogEntrySchema,
  featureFlagValueSchema,
  systemKeysSchema,
} from './system';

const entry = {
  source: 'AdvisorCard',
  message: 'Cannot read properties of undefined',
  referringUrl: 'https://example.com/advisors',
  otherInformation: 'stack trace',
  clientDate: '2025-03-10T15:00:00.000Z',
};

describe('APP_ENVS', () => {
  it('names development, staging and production', () => {
    expect(APP_ENVS).toEqual(['development', 'staging', 'production']);
  });
});

describe('featureFlagValueSchema', () => {
  it('takes a name and a boolean value', () => {
    expect(featureFlagValueSchema.parse({ name: 'TheOngoing', value: true })).toStrictEqual({
      name: 'TheOngoing',
      value: true,
    });
    expect(featureFlagValueSchema.safeParse({ name: 'TheOngoing', value: 'true' }).success).toBe(
      false,
    );
    expect(featureFlagValueSchema.safeParse({ name: 'TheOngoing' }).success).toBe(false);
  });
});

describe('appInfoSchema', () => {
  it('takes the environment labels', () => {
    const info = { appEnv: 'staging', dbEnvironment: 'pglite', s3_Files_Environment: 'local' };
    expect(appInfoSchema.parse(info)).toStrictEqual(info);
  });

  it.each(['test', 'Production', ''])('rejects the environment %j', (appEnv) => {
    expect(
      appInfoSchema.safeParse({ appEnv, dbEnvironment: 'x', s3_Files_Environment: 'y' }).success,
    ).toBe(false);
  });
});

describe('systemKeysSchema', () => {
  const keys = {
    paymentGateway: 'sandbox',
    stripePublishableKey: null,
    videoProvider: 'jitsi',
    advisorApplicationUrl: 'https://forms.example.com/apply',
  };

  it('takes the public keys and switches', () => {
    expect(systemKeysSchema.parse(keys)).toStrictEqual(keys);
    const stripe = {
      ...keys,
      paymentGateway: 'stripe',
      stripePublishableKey: 'pk_test_123',
      videoProvider: 'zoom',
    };
    expect(systemKeysSchema.parse(stripe)).toStrictEqual(stripe);
  });

  it('rejects unknown gateways and video providers', () => {
    expect(systemKeysSchema.safeParse({ ...keys, paymentGateway: 'paypal' }).success).toBe(false);
    expect(systemKeysSchema.safeParse({ ...keys, videoProvider: 'teams' }).success).toBe(false);
  });

  it('requires the publishable key to be present, even as null', () => {
    const { stripePublishableKey: _removed, ...rest } = keys;
    expect(systemKeysSchema.safeParse(rest).success).toBe(false);
  });
});

describe('errorLogEntrySchema', () => {
  it('accepts the five fields of the error log body', () => {
    expect(errorLogEntrySchema.parse(entry)).toStrictEqual(entry);
  });

  it('defaults the referring URL and other information to empty text', () => {
    expect(
      errorLogEntrySchema.parse({
        source: 'x',
        message: 'y',
        clientDate: '2025-03-10T15:00:00Z',
      }),
    ).toStrictEqual({
      source: 'x',
      message: 'y',
      referringUrl: '',
      otherInformation: '',
      clientDate: '2025-03-10T15:00:00Z',
    });
  });

  it('requires source, message and client date', () => {
    for (const key of ['source', 'message', 'clientDate'] as const) {
      const { [key]: _removed, ...rest } = entry;
      expect(errorLogEntrySchema.safeParse(rest).success, key).toBe(false);
    }
  });

  it('limits the source to 200 characters', () => {
    expect(errorLogEntrySchema.safeParse({ ...entry, source: 'x'.repeat(200) }).success).toBe(true);
    expect(errorLogEntrySchema.safeParse({ ...entry, source: 'x'.repeat(201) }).success).toBe(
      false,
    );
  });

  it('limits the message to the notes limit of 2000 characters', () => {
    expect(errorLogEntrySchema.safeParse({ ...entry, message: 'x'.repeat(2000) }).success).toBe(
      true,
    );
    expect(errorLogEntrySchema.safeParse({ ...entry, message: 'x'.repeat(2001) }).success).toBe(
      false,
    );
  });

  it('limits the referring URL to the URL limit of 2050 characters', () => {
    const ok = { ...entry, referringUrl: 'x'.repeat(2050) };
    const tooLong = { ...entry, referringUrl: 'x'.repeat(2051) };
    expect(errorLogEntrySchema.safeParse(ok).success).toBe(true);
    expect(errorLogEntrySchema.safeParse(tooLong).success).toBe(false);
  });

  it('limits other information to 8000 characters', () => {
    const ok = { ...entry, otherInformation: 'x'.repeat(8000) };
    const tooLong = { ...entry, otherInformation: 'x'.repeat(8001) };
    expect(errorLogEntrySchema.safeParse(ok).success).toBe(true);
    expect(errorLogEntrySchema.safeParse(tooLong).success).toBe(false);
  });

  it.each([
    '2025-03-10T15:00:00Z',
    '2025-03-10T10:00:00-05:00',
    '2025-03-10T15:00:00.123+01:00',
    'Mon Mar 10 2025 10:00:00 GMT-0500 (Eastern Standard Time)',
  ])('accepts the client date %j', (clientDate) => {
    expect(errorLogEntrySchema.safeParse({ ...entry, clientDate }).success).toBe(true);
  });

  it('rejects a client date that is neither ISO nor short text', () => {
    expect(errorLogEntrySchema.safeParse({ ...entry, clientDate: 'x'.repeat(65) }).success).toBe(
      false,
    );
    expect(errorLogEntrySchema.safeParse({ ...entry, clientDate: 1741618800000 }).success).toBe(
      false,
    );
  });
});
