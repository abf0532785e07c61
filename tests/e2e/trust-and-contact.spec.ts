// Trusting the site on a phone (ADR 0055): the home testimonials carry their disclosure in view,
// the footer and the contact page say how to call, email and write to us, and Get Started starts
// the advisor search. Reads only.
import { expect, test } from './test';
import type { Locator } from '@playwright/test';
import type { ContactDetails } from '../../src/shared/contracts/system';
import { ADVISOR_PAGES } from '../../src/shared/routes/advisors';
import { SITE_PAGES } from '../../src/shared/routes/site';
import { SYSTEM_API } from '../../src/shared/routes/system-api';
import { expectAccessible, expectNoSidewaysScroll, saveScreenshot } from './fixtures';
import { visit } from './visit';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function expectContactDetails(scope: Locator, contact: ContactDetails) {
  const address = scope.locator('address');
  await expect(address.getByRole('link', { name: /call us/i })).toHaveAttribute(
    'href',
    contact.phoneHref,
  );
  await expect(address.getByRole('link', { name: /call us/i })).toContainText(contact.phone);
  await expect(address.getByRole('link', { name: /email us/i })).toHaveAttribute(
    'href',
    `mailto:${contact.email}`,
  );
  for (const line of contact.postalAddress) await expect(address).toContainText(line);
}

test('a visitor on a phone sees the testimonials’ disclosure, how to reach us, and can get started', async ({
  page,
  request,
}, testInfo) => {
  const contact = (await (await request.get(SYSTEM_API.contactDetails)).json()) as ContactDetails;

  // Home: each testimonial says it is unpaid and names the conflict; the full disclosure follows.
  await visit(page, SITE_PAGES.home);
  const disclosure = page.getByRole('region', { name: 'About these testimonials' });
  await disclosure.scrollIntoViewIfNeeded();
  await expect(disclosure).toBeVisible();
  await expect(disclosure).toContainText(/not paid for/i);
  await expect(disclosure).toContainText(/referral fee/i);
  await expect(page.getByText(/Client testimonial, not paid for/)).toHaveCount(3);
  await expect(page.getByRole('button', { name: /disclaimer/i })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'home-testimonials-phone');

  // The footer gives phone, email and postal address, rendered with the page.
  const footer = page.getByRole('contentinfo');
  await expectContactDetails(footer, contact);
  const html = await (await request.get(SITE_PAGES.about)).text();
  expect(html).toContain(`href="${contact.phoneHref}"`);

  // The contact page gives them beside the form.
  await visit(page, SITE_PAGES.contact);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { name: 'Call, email or write' })).toBeVisible();
  await expectContactDetails(main, contact);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await saveScreenshot(page, testInfo, 'contact-phone');

  // Get Started, from the phone menu, starts the advisor search.
  await visit(page, SITE_PAGES.home);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(new RegExp(`${ADVISOR_PAGES.search}$`));
  await expect(page.locator('a[href^="/advisor/"]').first()).toBeVisible();
  await saveScreenshot(page, testInfo, 'get-started-phone');
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('the testimonials, the footer and the contact page read well on a desktop', async ({
    page,
    request,
  }, testInfo) => {
    const contact = (await (await request.get(SYSTEM_API.contactDetails)).json()) as ContactDetails;
    await visit(page, SITE_PAGES.home);
    await page.getByRole('region', { name: 'About these testimonials' }).scrollIntoViewIfNeeded();
    await expectContactDetails(page.getByRole('contentinfo'), contact);
    await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(new RegExp(`${ADVISOR_PAGES.search}$`));
    await visit(page, SITE_PAGES.home);
    await saveScreenshot(page, testInfo, 'home-desktop');
    await visit(page, SITE_PAGES.contact);
    await expectContactDetails(page.locator('main'), contact);
    await expectAccessible(page);
    await saveScreenshot(page, testInfo, 'contact-desktop');
  });
});
