import { describe, expect, it } from 'vitest';
import { ConfigError, describeFileStorage, loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults for the embedded setup', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.APP_ENV).toBe('development');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.filesDir.endsWith('/data/files')).toBe(true);
  });

  it('stops on a bad value and names the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ APP_ENV: 'prod' })).toThrow(/APP_ENV/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('requires the publishable key with a Stripe secret key', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
  });

  it('reads booleans in the usual spellings', () => {
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).SEED_DEMO_DATA).toBe(false);
    expect(loadConfig({ SEED_DEMO_DATA: '1' }).SEED_DEMO_DATA).toBe(true);
    expect(() => loadConfig({ SEED_DEMO_DATA: 'maybe' })).toThrow(/SEED_DEMO_DATA/);
  });

  it('requires both S3 keys with a bucket, and an http(s) address for the endpoint', () => {
    expect(() => loadConfig({ S3_BUCKET: 'jfa-files' })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => loadConfig({ S3_BUCKET: 'jfa-files', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    const keys = { S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(() => loadConfig({ ...keys, S3_ENDPOINT: '127.0.0.1:4568' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...keys, S3_ENDPOINT: 'ftp://files.example' })).toThrow(
      /S3_ENDPOINT/,
    );
    expect(loadConfig({ ...keys, S3_ENDPOINT: '' }).S3_ENDPOINT).toBeUndefined();
  });

  it('names the file storage in use', () => {
    expect(describeFileStorage(loadConfig({}))).toMatch(/^Local folder .*\/data\/files$/);
    const keys = {
      S3_BUCKET: 'jfa-files',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(describeFileStorage(loadConfig({ ...keys, S3_ENDPOINT: 'http://127.0.0.1:4568' }))).toBe(
      'S3 bucket jfa-files at http://127.0.0.1:4568',
    );
    expect(describeFileStorage(loadConfig({ ...keys, S3_REGION: 'eu-west-1' }))).toBe(
      'S3 bucket jfa-files in AWS eu-west-1',
    );
  });
});
