// GET /_configuration/{application}: settings for the embedded provider, and for an external one
// when OIDC_ISSUER is set (then nothing of the embedded provider is mounted).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OIDC_CLIENT_ID, OIDC_SCOPES } from '../../../shared/constants';
import { signInSettingsSchema } from '../../../shared/contracts/account';
import { IDENTITY_PAGES } from '../../../shared/routes/identity';
import { IDENTITY_API } from '../../../shared/routes/identity-api';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

describe('sign-in settings with the embedded provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it(`answers the web app's settings for ${OIDC_CLIENT_ID}`, async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: IDENTITY_API.signInSettings(OIDC_CLIENT_ID),
    });
    expect(response.statusCode).toBe(200);
    const settings = signInSettingsSchema.parse(response.json());
    const base = t.config.publicUrl;
    expect(settings).toEqual({
      authority: `${base}/oidc`,
      client_id: OIDC_CLIENT_ID,
      redirect_uri: `${base}/authentication/login-callback`,
      post_logout_redirect_uri: `${base}/authentication/logout-callback`,
      silent_redirect_uri: `${base}/authentication/silent-callback`,
      popup_redirect_uri: `${base}/authentication/popup-callback`,
      response_type: 'code',
      scope: OIDC_SCOPES,
      resource: `${base}/api`,
    });
  });

  it('answers 404 for any other application', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: IDENTITY_API.signInSettings('other'),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'notFound' });
  });

  it('mounts the provider at /oidc', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/oidc/.well-known/openid-configuration',
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('sign-in settings with an external provider', () => {
  let t: TestApp;
  const external = {
    OIDC_ISSUER: 'https://login.example.org/realms/jfa',
    OIDC_CLIENT_ID: 'jfa-spa',
    OIDC_AUDIENCE: 'https://api.example.org',
  };
  beforeAll(async () => {
    t = await createTestApp({ env: external });
  });
  afterAll(async () => {
    await t.close();
  });

  it('points the web app at the external issuer, client and audience', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: IDENTITY_API.signInSettings(OIDC_CLIENT_ID),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      authority: external.OIDC_ISSUER,
      client_id: external.OIDC_CLIENT_ID,
      resource: external.OIDC_AUDIENCE,
      redirect_uri: `${t.config.publicUrl}/authentication/login-callback`,
      scope: OIDC_SCOPES,
    });
  });

  it('mounts neither the embedded provider nor its pages', async () => {
    for (const url of [
      '/oidc/.well-known/openid-configuration',
      '/oidc/jwks',
      IDENTITY_PAGES.register,
      IDENTITY_PAGES.forgotPassword,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
