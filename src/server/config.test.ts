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

  it('refuses production without a real payment gateway or mail server, naming both (ADR 0062)', () => {
    const refusal = (() => {
      try {
        loadConfig({ APP_ENV: 'production' });
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(ConfigError);
    const message = (refusal as ConfigError).message;
    expect(message).toMatch(/PAYMENTS_MODE: APP_ENV=production needs a real payment gateway/);
    expect(message).toMatch(/STRIPE_SECRET_KEY/);
    expect(message).toMatch(/PAYMENTS_MODE=sandbox/);
    expect(message).toMatch(/EMAIL_MODE: APP_ENV=production needs a mail server: set SMTP_URL/);
  });

  it('runs production in the sandbox or with the outbox only when told to', () => {
    const onPurpose = loadConfig({
      APP_ENV: 'production',
      PAYMENTS_MODE: 'sandbox',
      EMAIL_MODE: 'outbox',
    });
    expect(onPurpose.paymentGateway).toBe('sandbox');
    expect(onPurpose.paymentsTestMode).toBe(true);
    const real = loadConfig({
      APP_ENV: 'production',
      SMTP_URL: 'smtp://mail.example:25',
      STRIPE_SECRET_KEY: 'sk_live_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    });
    expect(real.paymentGateway).toBe('stripe');
    expect(real.paymentsTestMode).toBe(false);
    // Development keeps its defaults: the sandbox and the outbox without asking.
    expect(loadConfig({}).paymentsTestMode).toBe(true);
  });

  it('loads the demo data by default everywhere but production, and there only in the sandbox', () => {
    expect(loadConfig({}).SEED_DEMO_DATA).toBe(true);
    const sandbox = { APP_ENV: 'production', PAYMENTS_MODE: 'sandbox', EMAIL_MODE: 'outbox' };
    expect(loadConfig(sandbox).SEED_DEMO_DATA).toBe(false);
    expect(loadConfig({ ...sandbox, SEED_DEMO_DATA: 'true' }).SEED_DEMO_DATA).toBe(true);
    const live = {
      APP_ENV: 'production',
      SMTP_URL: 'smtp://mail.example:25',
      STRIPE_SECRET_KEY: 'sk_live_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    };
    expect(() => loadConfig({ ...live, SEED_DEMO_DATA: 'true' })).toThrow(
      /SEED_DEMO_DATA: loads accounts with published passwords/,
    );
  });

  it('refuses a payment or email mode that contradicts the keys', () => {
    expect(() => loadConfig({ PAYMENTS_MODE: 'stripe' })).toThrow(/PAYMENTS_MODE: is stripe/);
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_live_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    };
    expect(() => loadConfig({ ...stripe, PAYMENTS_MODE: 'sandbox' })).toThrow(
      /PAYMENTS_MODE: is sandbox/,
    );
    expect(() => loadConfig({ PAYMENTS_MODE: 'live' })).toThrow(/PAYMENTS_MODE/);
    expect(() => loadConfig({ EMAIL_MODE: 'smtp' })).toThrow(/EMAIL_MODE: is smtp/);
    expect(() => loadConfig({ EMAIL_MODE: 'outbox', SMTP_URL: 'smtp://mail.example:25' })).toThrow(
      /EMAIL_MODE: is outbox/,
    );
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
