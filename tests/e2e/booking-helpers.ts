// Booking The Hour the way a client does, shared by the journeys that need a meeting of their
// own: pick a time, answer the intake form, pay with a sandbox card.
import { expect } from '@playwright/test';
import type { Browser, Locator, Page } from '@playwright/test';
import { DEFAULT_MINIMUM_NOTICE_MINUTES } from '../../src/shared/domain/availability';
import { BOOKING_PAGES } from '../../src/shared/routes/booking';
import { signIn } from './auth-helpers';
import type { Credentials } from './auth-helpers';
import { visit } from './visit';

export const spaced = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * Booking asks where a client lives until their profile knows: the first state the advisor
 * serves (the select lists those first).
 */
export async function chooseResidenceIfAsked(page: Page): Promise<void> {
  const residence = page.getByLabel('Where do you live?');
  // The question shows once the client's profile is read; a client it knows is never asked.
  await residence.waitFor({ state: 'visible', timeout: 5_000 }).catch(() => undefined);
  if (await residence.isVisible()) await residence.selectOption({ index: 1 });
}

/** How long a journey may take from reading the calendar to holding the time it chose. */
const JOURNEY_MARGIN_MINUTES = 15;

/**
 * The first open time on a calendar that stays open while the journey runs. The very first one
 * can be minutes from falling under the advisor's minimum notice (the calendar drops it then, and
 * the server refuses to hold it), so a journey takes the first one past that edge by a margin.
 */
export async function lastingOpenTime(scope: Page | Locator): Promise<Locator> {
  const times = scope.locator('button[data-slot]');
  await expect(times.first()).toBeVisible({ timeout: 30_000 });
  const starts = await times
    .locator('time')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('datetime') ?? ''));
  const edge = Date.now() + (DEFAULT_MINIMUM_NOTICE_MINUTES + JOURNEY_MARGIN_MINUTES) * 60_000;
  const index = starts.findIndex((start) => Date.parse(start) >= edge);
  expect(index, 'an open time past the minimum notice').toBeGreaterThanOrEqual(0);
  return times.nth(index);
}

/**
 * Picks the first open time on the booking page (next week's, so it can still be changed for
 * free) and continues to the checkout.
 */
export async function pickFirstTime(page: Page, week: 'this' | 'next' = 'this'): Promise<string> {
  await expect(page.getByText(/Times in Central (Standard|Daylight) Time/)).toBeVisible();
  if (week === 'next') await page.getByRole('button', { name: 'Next week' }).click();
  const first = await lastingOpenTime(page);
  const label = (await first.textContent())?.trim() ?? '';
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await chooseResidenceIfAsked(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}$/);
  return label;
}

/** Answers the intake form and saves it: the payment step follows. */
export async function saveIntake(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /Retirement: when, and how much is enough/ }).check();
  await page
    .getByLabel('Your questions')
    .fill('Can we retire at 62, and should we pay off the mortgage first?');
  await page.getByRole('radio', { name: 'Me and a partner' }).check();
  await page.getByRole('radio', { name: '$250,000 – $1 million' }).check();
  await page.getByRole('button', { name: 'Save & continue' }).click();
}

/** A client who has not accepted the agreements in force accepts them before the card form. */
export async function acceptAgreements(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: 'I have read and accept these agreements' }).check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page.getByLabel('Card number')).toBeVisible();
}

/** The intake answered and, when the client is asked, the agreements accepted: the card form. */
export async function answerIntake(page: Page): Promise<void> {
  await saveIntake(page);
  const accept = page.getByRole('button', { name: 'Accept and continue' });
  await expect(page.getByLabel('Card number').or(accept)).toBeVisible();
  if (await accept.isVisible()) await acceptAgreements(page);
  await expect(page.getByLabel('Card number')).toBeVisible();
}

export async function payWith(page: Page, number: string): Promise<void> {
  await page.getByLabel('Name on card').fill('Riley Planner');
  await page.getByLabel('Card number').fill(spaced(number));
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

/**
 * In a page of their own (the caller closes it), the client signs in, picks the advisor's first
 * open time next week and answers the intake: the card form is next.
 */
export async function startBookingAs(
  browser: Browser,
  baseURL: string | undefined,
  client: Credentials,
  advisorSlug: string,
): Promise<Page> {
  const page = await browser.newPage({ baseURL, timezoneId: 'America/Chicago' });
  await visit(page, '/');
  await signIn(page, client.email, client.password);
  await visit(page, BOOKING_PAGES.bookHour(advisorSlug));
  await pickFirstTime(page, 'next');
  await answerIntake(page);
  return page;
}
