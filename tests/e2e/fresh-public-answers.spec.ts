// A visitor's browser shows a change to a public answer the next time it asks, never its own stale
// copy (ADR 0061): the visitor reads an advisor's open times, someone holds the first one, and the
// visitor's very next read leaves it out; when the hold is let go, the next read shows it again.
// The advisor is the journey's world's own, so no other journey (nor a copy of this one) holds or
// takes the same time.
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import type { AdvisorProfile } from '../../src/shared/contracts/advisors';
import type { Checkout } from '../../src/shared/contracts/booking';
import type { OpenSlots } from '../../src/shared/contracts/availability';
import { ADVISOR_PAGES } from '../../src/shared/routes/advisors';
import { ADVISOR_API } from '../../src/shared/routes/advisors-api';
import { AREA_ROOTS } from '../../src/shared/routes/areas';
import { AVAILABILITY_API } from '../../src/shared/routes/availability-api';
import { BOOKING_API } from '../../src/shared/routes/booking-api';
import { registerClient } from './auth-helpers';
import { visit } from './visit';

const slotsOf = (slug: string) => `${AVAILABILITY_API.advisorSlots(slug)}?days=14`;

/** The open times as the page's own fetch reads them: through the browser's HTTP cache. */
const openTimesInBrowser = (page: Page, slug: string) =>
  page.evaluate(async (url) => {
    const response = await fetch(url);
    return ((await response.json()) as OpenSlots).slots.map((slot) => slot.start);
  }, slotsOf(slug));

test("a visitor's browser shows a held time gone at once, and back once it is let go", async ({
  browser,
  page,
  request,
  world,
}) => {
  test.setTimeout(120_000);
  const {
    advisor: { slug: SLUG },
  } = await world.advisor();
  const openTimes = () => openTimesInBrowser(page, SLUG);
  await visit(page, ADVISOR_PAGES.profile(SLUG));
  const before = await openTimes();
  const first = before[0]!;
  expect(first).toBeTruthy();
  // Read again: the browser now holds a copy it could show.
  expect(await openTimes()).toEqual(before);

  // Someone else holds that time, signed in in a browser of their own.
  const profile = (await (await request.get(ADVISOR_API.profile(SLUG))).json()) as AdvisorProfile;
  const other = await browser.newPage();
  await registerClient(other, {
    email: `fresh.${world.tag}@example.com`,
    fullName: 'Morgan Fresh',
  });
  const authorized = other.waitForRequest(
    (sent) => sent.url().includes('/api/') && Boolean(sent.headers().authorization),
  );
  await visit(other, AREA_ROOTS.account);
  const headers = { authorization: (await authorized).headers().authorization! };
  const held = await other.request.post(BOOKING_API.holds, {
    headers,
    data: {
      advisorSlug: SLUG,
      start: first,
      clientTimeZone: 'America/Denver',
      residence: profile.states[0],
    },
  });
  expect(held.status(), await held.text()).toBe(201);
  const checkout = (await held.json()) as Checkout;

  try {
    // The visitor's next read, with no wait, no longer offers it.
    expect(await openTimes()).not.toContain(first);
  } finally {
    const released = await other.request.delete(BOOKING_API.hold(checkout.id), { headers });
    expect(released.status(), await released.text()).toBeLessThan(300);
    await other.close();
  }
  expect(await openTimes()).toContain(first);
});
