import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTACT } from '../shared/contact-details';
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

  it('has demo contact details, and reads configured ones (ADR 0055)', () => {
    const demo = loadConfig({});
    expect(demo.SUPPORT_PHONE).toBe(DEFAULT_CONTACT.phone);
    expect(demo.SUPPORT_EMAIL).toBe(DEFAULT_CONTACT.email);
    expect(demo.POSTAL_ADDRESS).toBe(DEFAULT_CONTACT.postalAddress);
    expect(loadConfig({ SUPPORT_PHONE: '  ', SUPPORT_EMAIL: '' }).SUPPORT_PHONE).toBe(
      DEFAULT_CONTACT.phone,
    );
    const configured = loadConfig({
      SUPPORT_PHONE: ' 512-555-0199 ',
      SUPPORT_EMAIL: 'help@example.com',
      POSTAL_ADDRESS: 'PO Box 12; Austin, TX 78767',
    });
    expect(configured.SUPPORT_PHONE).toBe('512-555-0199');
    expect(configured.SUPPORT_EMAIL).toBe('help@example.com');
    expect(configured.POSTAL_ADDRESS).toBe('PO Box 12; Austin, TX 78767');
  });

  it.each([
    ['SUPPORT_PHONE', 'call us'],
    ['SUPPORT_PHONE', '555-01'],
    ['SUPPORT_PHONE', '+1 800 555 0142 123 456 789'],
    ['SUPPORT_EMAIL', 'support at example.com'],
    ['POSTAL_ADDRESS', '100 Congress Avenue Austin TX'],
  ])('stops on a bad %s (%j)', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });
});
