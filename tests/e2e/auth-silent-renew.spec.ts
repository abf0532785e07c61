import { expect, test } from './test';
import { IDENTITY_API } from '../../src/shared/routes/identity-api';
import { signIn } from './auth-helpers';
import { reloadApp, visit } from './visit';

// The journeys' server issues access tokens that live ACCESS_TOKEN_TTL_SECONDS (see
// playwright.config.ts), so the client must renew during this test without the person noticing.
test('an access token that expires during a session is renewed silently', async ({
  page,
  world,
}) => {
  test.setTimeout(120_000);
  const client = await world.client();
  await visit(page, '/');
  await signIn(page, client.email, client.password);

  const renewal = page.waitForResponse(
    (response) =>
      response.url().includes('/oidc/token') &&
      (response.request().postData() ?? '').includes('grant_type=refresh_token'),
    { timeout: 90_000 },
  );
  const renewed = await renewal;
  expect(renewed.status()).toBe(200);

  // Still signed in after a reload, and the API accepts the renewed token kept in the session.
  const userCall = page.waitForResponse((response) =>
    response.url().endsWith(IDENTITY_API.activeUser),
  );
  await reloadApp(page);
  expect((await userCall).status()).toBe(200);
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Account' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toHaveCount(0);
});
