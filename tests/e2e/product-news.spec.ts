// Product news and the way out of it (docs/product.md#product-news, ADRs 0064 and 0065): a new
// client confirms their address and turns "Product news" on; the admin writes news, previews it,
// sees who would get it, sends it after a confirmation and watches it go out; the client's email
// in the outbox carries the one-click headers and a signed link, which opens their email choices
// signed out, where they unsubscribe and change another choice. Desk and phone widths.
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { ADMIN_PAGES } from '../../src/shared/routes/admin';
import { ACCOUNT_PAGES } from '../../src/shared/routes/account';
import { AREA_ROOTS } from '../../src/shared/routes/areas';
import { EMAIL_CHOICES_API } from '../../src/shared/routes/email-choices-api';
import { registerClient, signIn } from './auth-helpers';
import { bothWidths, docShot, docShots } from './doc-screenshots';
import { expectAccessible } from './fixtures';
import { reloadApp, visit } from './visit';

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 900 };
/** docs/screenshots' desk pictures of these pages: a form and its preview need the height. */
const TALL_DESK = { width: 1280, height: 1000 };

/** The text body of the newest email to `to` whose subject is `subject`, read in the outbox. */
async function outboxText(admin: Page, to: string, subject: string): Promise<string> {
  await visit(admin, `${ADMIN_PAGES.emails}?to=${encodeURIComponent(to)}`);
  const email = admin.getByRole('listitem').filter({ hasText: subject }).first();
  await email.locator('summary').click();
  return (await email.locator('pre').textContent()) ?? '';
}

test('admins send product news; its link opens the email choices signed out', async ({
  browser,
  baseURL,
  world,
}, testInfo) => {
  test.setTimeout(180_000);
  const stamp = world.tag;
  const adminPerson = await world.admin();
  const adminFirstName = adminPerson.fullName.split(' ')[0]!;
  const email = `e2e.news.${stamp}@example.com`;
  const subject = `Now booking: tax-season check-ins ${stamp}`;

  // A new client registers and confirms their address from the welcome email.
  const clientContext = await browser.newContext({ baseURL, viewport: DESK });
  const client = await clientContext.newPage();
  await registerClient(client, { email, fullName: 'Robin Newsreader' });
  const adminContext = await browser.newContext({ baseURL, viewport: DESK });
  const admin = await adminContext.newPage();
  await visit(admin, '/');
  await signIn(admin, adminPerson.email, adminPerson.password);
  const welcome = await outboxText(admin, email, 'Confirm');
  const confirmLink = /https?:\/\/\S+\/oidc\/verify-email\?\S+/.exec(welcome)?.[0];
  expect(confirmLink, 'the welcome email carries the confirmation link').toBeTruthy();
  const confirmUrl = new URL(confirmLink!);
  await visit(client, `${confirmUrl.pathname}${confirmUrl.search}`);
  await client.getByRole('button', { name: 'Confirm my email' }).click();
  await expect(client.getByRole('heading', { name: /your email is confirmed/ })).toBeVisible();

  // On their profile the client turns product news on.
  await visit(client, ACCOUNT_PAGES.profile);
  const emailsSection = client.getByRole('region', { name: 'Emails you get' });
  await emailsSection.getByRole('switch', { name: /Product news/ }).check();
  await emailsSection.getByRole('button', { name: 'Save email preferences' }).click();
  await expect(client.getByText('Your email preferences are saved.')).toBeVisible();

  // The admin writes the news from the console, previews it and sends it after a confirmation.
  await visit(admin, AREA_ROOTS.admin);
  await admin
    .getByRole('region', { name: 'Admin console' })
    .getByRole('link', { name: /^Product news/ })
    .click();
  await expect(admin).toHaveURL(new RegExp(`${ADMIN_PAGES.productNews}$`));
  await expect(admin.getByRole('heading', { level: 1, name: 'Product news' })).toBeVisible();
  const compose = admin.getByRole('form', { name: 'Write product news' });
  await expect(compose.getByRole('status')).toContainText(/will receive it/);
  await compose.getByLabel('Subject').fill(subject);
  await compose
    .getByLabel('Message')
    .fill(
      'The Ongoing now includes a check-in before the April tax deadline.\n\nRead more at https://justfinancialadvice.com/services/the-ongoing.',
    );
  await expect(compose.getByRole('button', { name: /^Send/ })).toBeDisabled();
  await expectAccessible(admin);
  await compose.getByRole('button', { name: 'Preview' }).click();
  const frame = admin.frameLocator('iframe[title^="Preview of the email"]');
  await expect(frame.getByText(`Hi ${adminFirstName},`)).toBeVisible();
  await expect(frame.getByRole('link', { name: /the-ongoing/ })).toBeVisible();
  await expect(frame.getByText('Unsubscribe from product news')).toBeVisible();
  const sendButton = compose.getByRole('button', { name: /^Send to \d+ (person|people)…$/ });
  await expect(sendButton).toBeEnabled();
  // (axe cannot look into the preview's sandboxed frame, where nothing runs: checked before it.)
  await bothWidths(admin, testInfo, 'admin-product-news-preview');
  await docShots(admin, testInfo, 'admin-product-news', { desk: TALL_DESK, phoneFrom: compose });
  await admin.setViewportSize(PHONE);
  const previewRegion = admin.getByRole('region', { name: 'Preview' });
  await docShot(admin, testInfo, 'admin-product-news-preview-390', previewRegion);
  await admin.setViewportSize(DESK);
  await sendButton.click();
  const dialog = admin.getByRole('dialog', { name: 'Send this product news?' });
  await expect(dialog).toContainText(subject);
  await dialog.getByRole('button', { name: /^Send to / }).click();
  await expect(admin.getByText(`“${subject}” is being sent to`)).toBeVisible();

  // The history shows it, and its progress until every email is written.
  const history = admin.getByRole('region', { name: 'Sent news' });
  const row = history.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('Sent to', { timeout: 30_000 });
  await expect(row).toContainText(adminPerson.fullName);
  await expect(compose.getByLabel('Subject')).toHaveValue('');
  await expectAccessible(admin);
  await bothWidths(admin, testInfo, 'admin-product-news-sent');

  // The client's email in the outbox: the one-click headers, and the links at its foot.
  const newsText = await outboxText(admin, email, subject);
  const headers = admin.getByRole('definition').filter({ hasText: EMAIL_CHOICES_API.oneClickPath });
  await expect(headers.first()).toBeVisible();
  await expect(admin.getByText('List-Unsubscribe=One-Click')).toBeVisible();
  expect(newsText).toContain('Hi Robin,');
  const unsubscribeLink = /Unsubscribe from product news: (\S+)/.exec(newsText)?.[1];
  expect(unsubscribeLink, 'the email carries its unsubscribe link').toBeTruthy();

  // Opened signed out, the link shows the client's choices: one click turns product news off.
  const strangerContext = await browser.newContext({ baseURL, viewport: DESK });
  const signedOut = await strangerContext.newPage();
  const link = new URL(unsubscribeLink!);
  await visit(signedOut, `${link.pathname}${link.search}`);
  await expect(
    signedOut.getByRole('heading', { level: 1, name: 'Choose the emails you get' }),
  ).toBeVisible();
  await expect(signedOut.getByText('e•••@example.com')).toBeVisible();
  await expect(signedOut.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
  await expectAccessible(signedOut);
  await bothWidths(signedOut, testInfo, 'email-choices-signed-out');
  await docShots(signedOut, testInfo, 'email-choices', { desk: TALL_DESK });
  await signedOut.getByRole('button', { name: 'Unsubscribe from product news' }).click();
  await expect(
    signedOut.getByRole('heading', { name: 'You are unsubscribed from product news' }),
  ).toBeVisible();
  const choices = signedOut.getByRole('group', { name: 'Every email you can turn off' });
  await expect(choices.getByRole('switch', { name: /Product news/ })).not.toBeChecked();
  // And every other choice is there to change too.
  await choices.getByRole('switch', { name: /Recording ready/ }).check();
  await signedOut.getByRole('button', { name: 'Save email choices' }).click();
  await expect(signedOut.getByText('Your email choices are saved.')).toBeVisible();
  await bothWidths(signedOut, testInfo, 'email-choices-saved');

  // The client's profile says the same.
  await reloadApp(client);
  const saved = client.getByRole('region', { name: 'Emails you get' });
  await expect(saved.getByRole('switch', { name: /Product news/ })).not.toBeChecked();
  await expect(saved.getByRole('switch', { name: /Recording ready/ })).toBeChecked();

  // A link whose signature was changed opens nothing.
  const token = link.searchParams.get('token')!;
  // Not the last character: in base64 its lowest bits may be padding, and A↔B would change nothing.
  const at = token.length - 10;
  const tampered = `${token.slice(0, at)}${token[at] === 'A' ? 'Q' : 'A'}${token.slice(at + 1)}`;
  await visit(signedOut, `${link.pathname}?token=${encodeURIComponent(tampered)}`);
  await expect(signedOut.getByRole('heading', { name: 'This link does not work' })).toBeVisible();

  await Promise.all([clientContext.close(), adminContext.close(), strangerContext.close()]);
});
