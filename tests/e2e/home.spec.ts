import { expect, test } from './test';
import {
  formatHourlyRate,
  formatNumber,
  formatPriceRange,
  formatReviewAverage,
} from '../../src/shared/format';
import { APP_NAME, DEFAULT_HOME_TITLE } from '../../src/shared/constants';
import { TESTIMONIALS } from '../../src/shared/home-testimonials';
import { docShots } from './doc-screenshots';
import { fetchDashboard, saveScreenshot } from './fixtures';
import { SITE_PAGES } from '../../src/shared/routes/site';
import { visit } from './visit';

test('the home page shows real advisors from the database, every section in order', async ({
  page,
  request,
}, testInfo) => {
  const dashboard = await fetchDashboard(request);
  expect(dashboard.advisors.length).toBeGreaterThanOrEqual(3);

  await visit(page, '/');
  await expect(page).toHaveTitle(`${DEFAULT_HOME_TITLE} - ${APP_NAME}`);

  // Hero: the lowest hourly price and the call to action.
  const hero = page.locator('main').first();
  await expect(
    hero.getByText(formatHourlyRate(dashboard.priceRange_TheHour.low)).first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /find your advisor/i }).first()).toBeVisible();
  // Its figures are the dashboard's, counted from the meetings that took place and the reviews.
  const proof = page.getByRole('list', { name: 'Why clients trust us' });
  await expect(proof).toContainText(
    `${formatNumber(dashboard.meetingsCompleted)}meetings completed`,
  );
  await expect(proof).toContainText(formatReviewAverage(dashboard.averageReview));
  // On a phone from the words above the price, so the picture holds the price and every figure.
  await docShots(page, testInfo, 'home-hero-figures', {
    phoneFrom: hero.getByText(/^Honest answers about your money/),
  });

  // Expert cards: every advisor of the dashboard answer, with name, rate and profile link.
  const experts = page.locator('#experts');
  for (const advisor of dashboard.advisors) {
    const card = experts.locator('article', {
      has: page.locator(`a[href="/advisor/${advisor.slug}"]`),
    });
    await expect(card).toBeVisible();
    await expect(card).toContainText(`${advisor.firstName} ${advisor.lastName}`);
    await expect(card).toContainText(formatHourlyRate(advisor.hourlyRate));
  }

  // Pricing: ranges computed from the advisors' real prices; The Ongoing hidden by its flag.
  const pricing = page.locator('#pricing');
  await expect(pricing).toContainText(formatPriceRange(dashboard.priceRange_TheHour));
  await expect(pricing).toContainText(formatPriceRange(dashboard.priceRange_ThePlan));
  await expect(pricing.getByRole('heading', { name: 'The Ongoing' })).toHaveCount(0);
  await expect(pricing.getByRole('link', { name: /learn more/i })).toHaveAttribute(
    'href',
    SITE_PAGES.thePlan,
  );

  // Sections come in the order of docs/product.md#public-site.
  const order = await page.evaluate(() =>
    ['experts', 'howitworks', 'pricing'].map((id) => document.getElementById(id)?.offsetTop ?? -1),
  );
  expect(order.every((top) => top > 0)).toBe(true);
  expect(order).toEqual([...order].sort((a, b) => a - b));

  // A testimonial shows while its advisor is listed: the demo lists all three.
  const testimonials = page.getByRole('region', {
    name: 'Clients who finally got straight answers',
  });
  const listed = TESTIMONIALS.filter((testimonial) =>
    Object.hasOwn(dashboard.profilePics, testimonial.advisorSlug),
  );
  expect(listed).toHaveLength(3);
  await expect(testimonials.getByRole('link', { name: /^Meet / })).toHaveText(
    listed.map((testimonial) => `Meet ${testimonial.advisorName} →`),
  );
  // Each testimonial shows its client's image, loaded.
  const clientImages = testimonials.locator('figcaption img');
  await expect(clientImages).toHaveCount(3);
  for (const image of await clientImages.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
  }

  // The testimonials' disclosure is in view, not behind a button.
  await expect(page.getByRole('region', { name: 'About these testimonials' })).toContainText(
    /referral fee/i,
  );
  await docShots(page, testInfo, 'home-testimonials', {
    desk: { width: 1280, height: 900 },
    from: testimonials,
  });

  // The FAQ opens.
  const question = page.getByText('How do I reschedule or cancel?');
  await question.click();
  await expect(page.getByText(/confirmation email/i).first()).toBeVisible();

  await saveScreenshot(page, testInfo, 'home-desktop');
});

test('the home page HTML arrives rendered, before any script runs', async ({ request }) => {
  const dashboard = await fetchDashboard(request);
  const html = await (await request.get('/')).text();
  expect(html).toContain(`<title>${DEFAULT_HOME_TITLE} - ${APP_NAME}</title>`);
  expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
  expect(html).toContain(`${dashboard.advisors[0]!.firstName} ${dashboard.advisors[0]!.lastName}`);
  // The testimonials of listed advisors are drawn on the server, as the browser draws them.
  for (const testimonial of TESTIMONIALS) {
    expect(html.includes(`Meet ${testimonial.advisorName}`), testimonial.advisorSlug).toBe(
      Object.hasOwn(dashboard.profilePics, testimonial.advisorSlug),
    );
  }
});
