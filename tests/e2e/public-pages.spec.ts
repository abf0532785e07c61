// Every public route (docs/product.md#public-site) shows its own content, server-rendered: with
// JavaScript off the HTML already holds the page, its head and working links.
import { expect, test } from './test';
import { docShots } from './doc-screenshots';
import { expectNoSidewaysScroll } from './fixtures';
import type { AdvisorProfile } from '../../src/shared/contracts/advisors';
import { formatNumber } from '../../src/shared/format';
import { ADVISOR_PAGES } from '../../src/shared/routes/advisors';
import { ADVISOR_API } from '../../src/shared/routes/advisors-api';
import { BOOKING_PAGES } from '../../src/shared/routes/booking';
import {
  INDEXED_PAGE_PATHS,
  SEO_SERVICE_SLUGS,
  SERVICE_SLUGS,
  SITE_PAGES,
} from '../../src/shared/routes/site';
import { SEO_FILES } from '../../src/shared/routes/system';
import { visit } from './visit';

const ONGOING = 'the-ongoing';
const PUBLIC_PATHS = [
  ...INDEXED_PAGE_PATHS,
  BOOKING_PAGES.booked,
  ...SERVICE_SLUGS.filter((slug) => slug !== ONGOING).map((slug) => SITE_PAGES.service(slug)),
  ...SEO_SERVICE_SLUGS.map((slug) => SITE_PAGES.service(slug)),
  '/s/california',
  '/advisors/retirement-planning',
  ADVISOR_PAGES.profile('thomas-nguyen'),
];

test('each public route shows its own content, not the not-found page', async ({ page }) => {
  // Two dozen pages one after another, on a machine other journeys share.
  test.setTimeout(120_000);
  const headings = new Map<string, string>();
  for (const path of PUBLIC_PATHS) {
    const response = await visit(page, path);
    expect(response?.status(), path).toBe(200);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading, path).toHaveCount(1);
    const text = (await heading.textContent())?.trim() ?? '';
    expect(text, path).not.toMatch(/page not found/i);
    expect(await page.title(), path).not.toMatch(/not found/i);
    headings.set(path, text);
  }
  // Every page has a heading of its own.
  expect(new Set(headings.values()).size).toBe(PUBLIC_PATHS.length);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });
  // No application starts here: each page is ready at its load event.

  test('every public page is readable and its links lead somewhere', async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of PUBLIC_PATHS) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length, path).toBeGreaterThan(40);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical, path).toMatch(/^http/);
    }
    // Links are real anchors: follow one from the home page to a profile.
    await page.goto('/');
    const profileLink = page.locator('a[href^="/advisor/"]').first();
    const href = await profileLink.getAttribute('href');
    await profileLink.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('an advisor profile carries its structured data and sharing tags', async ({ page }) => {
    // No application starts to signal it: the page is ready at its load event.
    await page.goto(ADVISOR_PAGES.profile('thomas-nguyen'), { waitUntil: 'load' });
    await expect(page).toHaveTitle(/^Thomas Nguyen.* - Just Financial Advice$/);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const parsed = blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
    expect(parsed.map((block) => block['@type'])).toEqual(['Organization', 'FinancialService']);
    expect(parsed[1]).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating' },
      employee: { '@type': 'Person', name: 'Thomas Nguyen' },
    });
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'profile');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http/);
  });
});

test("an advisor's profile shows the meetings that took place and the reviews, as counted", async ({
  page,
  request,
}, testInfo) => {
  const slug = 'jennifer-walsh';
  const response = await request.get(ADVISOR_API.profile(slug));
  const profile = (await response.json()) as AdvisorProfile;
  // The demo earns its figures: every review comes from a meeting that took place.
  expect(profile.meetingsCompleted).toBeGreaterThanOrEqual(profile.reviewCount);
  await visit(page, ADVISOR_PAGES.profile(slug));
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(header).toContainText(
    `${formatNumber(profile.meetingsCompleted)} meetings completed`,
  );
  await expect(header).toContainText(`(${profile.reviewCount} reviews)`);
  await docShots(page, testInfo, 'profile-true-figures');
});

test('unknown pages, advisors and affiliate links are not-found pages with a 404', async ({
  page,
}) => {
  for (const path of ['/no-such-page', '/r/some-affiliate', SITE_PAGES.service(ONGOING)]) {
    const response = await visit(page, path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' }), path).toBeVisible();
  }
  const response = await visit(page, ADVISOR_PAGES.profile('nobody-by-this-name'));
  expect(response?.status()).toBe(404);
  await expect(page.getByText('The requested advisor was not found.')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('apply sends the browser to the advisor application form', async ({ request }) => {
  const response = await request.get(SITE_PAGES.apply, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toMatch(/^https:\/\//);
});

test('search engines get a sitemap and robots.txt', async ({ request, baseURL }) => {
  const robots = await (await request.get(SEO_FILES.robots)).text();
  expect(robots).toContain(`Sitemap: ${baseURL}${SEO_FILES.sitemap}`);
  const sitemap = await (await request.get(SEO_FILES.sitemap)).text();
  expect(sitemap).toContain(`<loc>${baseURL}${ADVISOR_PAGES.profile('thomas-nguyen')}</loc>`);
  expect(sitemap).toContain(`<loc>${baseURL}/s/california</loc>`);
});

test('a visitor sends a message through the contact form', async ({ page }) => {
  await visit(page, SITE_PAGES.contact);
  await page.getByRole('button', { name: 'Send message' }).click();
  // Nothing is sent until the fields are right.
  await expect(page.getByText(/required/i).first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Your name' }).fill('Jordan Rivera');
  await page.getByRole('textbox', { name: 'Email' }).fill('jordan.rivera@example.com');
  await page.getByRole('textbox', { name: 'Subject' }).fill('Planning for a new baby');
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('Could an advisor help us plan childcare costs, a 529 and life insurance?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thanks, Jordan' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('every public page fits the screen', async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of PUBLIC_PATHS) {
      await visit(page, path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expectNoSidewaysScroll(page, path);
    }
  });
});
