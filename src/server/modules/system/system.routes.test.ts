import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { SYSTEM_API } from '../../../shared/routes/system-api';
import {
  appInfoSchema,
  contactDetailsSchema,
  systemKeysSchema,
} from '../../../shared/contracts/system';
import { DEFAULT_CONTACT, buildContactDetails } from '../../../shared/contact-details';
import { FEATURE_FLAG_DEFAULTS, FEATURE_FLAGS } from '../../../shared/feature-flags';
import { errorLog, featureFlags } from '../../db/schema/system';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('feature flags', () => {
  it('answers every seeded flag with its stored value', async () => {
    for (const name of FEATURE_FLAGS) {
      const response = await t.app.inject({ method: 'GET', url: SYSTEM_API.featureFlag(name) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ name, value: FEATURE_FLAG_DEFAULTS[name] });
    }
  });

  it('answers false for an unknown flag', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: SYSTEM_API.featureFlag('NoSuchFlag'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'NoSuchFlag', value: false });
  });

  it('reads a changed flag after the cache is invalidated', async () => {
    await t.database.db.update(featureFlags).set({ value: true });
    t.app.services.system.invalidateFeatureFlags();
    const response = await t.app.inject({
      method: 'GET',
      url: SYSTEM_API.featureFlag('TheOngoing'),
    });
    expect(response.json()).toEqual({ name: 'TheOngoing', value: true });
    await t.database.db.update(featureFlags).set({ value: false });
    t.app.services.system.invalidateFeatureFlags();
  });
});

describe('app info and system keys', () => {
  it('names the database and file storage in use', async () => {
    const response = await t.app.inject({ method: 'GET', url: SYSTEM_API.appInfo });
    const body = appInfoSchema.parse(response.json());
    expect(body.appEnv).toBe('development');
    expect(body.dbEnvironment).toMatch(/PGlite|PostgreSQL/);
    expect(body.s3_Files_Environment).toMatch(/^Local folder /);
  });

  it('gives the configured contact details to anyone (the demo defaults here)', async () => {
    const response = await t.app.inject({ method: 'GET', url: SYSTEM_API.contactDetails });
    expect(response.statusCode).toBe(200);
    expect(contactDetailsSchema.parse(response.json())).toEqual(
      buildContactDetails(DEFAULT_CONTACT),
    );
  });

  it('gives the sandbox gateway and Jitsi when nothing is configured, and no secrets', async () => {
    const response = await t.app.inject({ method: 'GET', url: SYSTEM_API.systemKeys });
    const body = systemKeysSchema.parse(response.json());
    expect(body).toMatchObject({
      paymentGateway: 'sandbox',
      stripePublishableKey: null,
      videoProvider: 'jitsi',
    });
  });
});

describe('client error log', () => {
  it('stores a reported error with the request id', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: SYSTEM_API.logError,
      headers: { 'user-agent': 'vitest-agent' },
      payload: {
        source: 'HomePage',
        message: 'Cannot read properties of undefined',
        referringUrl: 'http://localhost:3000/',
        otherInformation: 'stack',
        clientDate: '2026-11-22T05:00:00.000Z',
      },
    });
    expect(response.statusCode).toBe(204);
    const [row] = await t.database.db.select().from(errorLog).orderBy(desc(errorLog.id)).limit(1);
    expect(row).toMatchObject({
      source: 'HomePage',
      message: 'Cannot read properties of undefined',
      userAgent: 'vitest-agent',
      requestId: response.headers['x-request-id'],
    });
  });

  it('refuses a report without a message with field messages and writes nothing', async () => {
    const before = await t.database.db.select().from(errorLog);
    const response = await t.app.inject({
      method: 'POST',
      url: SYSTEM_API.logError,
      payload: { source: 'x', clientDate: 'now' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation',
      fieldErrors: { message: [expect.any(String)] },
    });
    expect(await t.database.db.select().from(errorLog)).toHaveLength(before.length);
  });
});

describe('health', () => {
  it('checks the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: SYSTEM_API.health });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});
