// The card of what is being booked on the log-in and register pages (ADR 0054): rendered from the
// database with every text escaped, shown only for a well-formed context of a bookable advisor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeBookingContext } from '../../../shared/contracts/booking-context';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { authorizationRequest, interactionUid, TestBrowser } from '../provider/test-browser';
import { bookingCardFor, bookingCardHtml } from './booking-card';

const START = '2027-03-02T17:00:00.000Z';

describe('bookingCardHtml', () => {
  it('names the advisor, the time in the visitor’s zone with its name, and the price', () => {
    const html = bookingCardHtml({
      advisorName: 'Thomas Nguyen',
      title: 'CFP®',
      priceCents: 17_500,
      start: START,
      timeZone: 'America/Los_Angeles',
    });
    expect(html).toContain('The Hour with <strong>Thomas Nguyen</strong>');
    expect(html).toContain('Tuesday, March 2, 2027');
    expect(html).toContain('9:00 AM – 10:00 AM Pacific Standard Time');
    expect(html).toContain('$175');
  });

  it('escapes every text it is given', () => {
    const html = bookingCardHtml({
      advisorName: '<img src=x onerror=alert(1)>',
      title: '"quoted" & <b>bold</b>',
      priceCents: 100,
      start: START,
      timeZone: 'UTC',
    });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(html).toContain('&#34;quoted&#34; &#38; &#60;b&#62;bold&#60;/b&#62;');
  });
});

describe('bookingCardFor', () => {
  const preview = async (slug: string) =>
    slug === 'known-advisor'
      ? { advisorName: 'Known Advisor', title: '', priceCents: 15_000 }
      : null;

  it('shows nothing for a malformed context or an advisor who cannot be booked', async () => {
    expect(await bookingCardFor(undefined, preview)).toBe('');
    expect(await bookingCardFor('known-advisor <script> UTC', preview)).toBe('');
    const unknown = encodeBookingContext({ advisorSlug: 'gone', start: START, timeZone: 'UTC' });
    expect(await bookingCardFor(unknown, preview)).toBe('');
  });

  it('never takes a price from the context', async () => {
    const context = `${encodeBookingContext({ advisorSlug: 'known-advisor', start: START, timeZone: 'UTC' })} 1`;
    expect(await bookingCardFor(context, preview)).toBe('');
    const html = await bookingCardFor(
      encodeBookingContext({ advisorSlug: 'known-advisor', start: START, timeZone: 'UTC' }),
      preview,
    );
    expect(html).toContain('$150');
  });
});

describe('the sign-in pages of a visitor who is booking', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function open(extra: Record<string, string>) {
    const browser = new TestBrowser(t.app, t.config, '198.51.100.201');
    const request = authorizationRequest(t.config, extra);
    const page = await browser.follow(await browser.get(request.url));
    if (typeof page === 'string') throw new Error(`Unexpected redirect to ${page}`);
    return { browser, page, uid: interactionUid(page.body)! };
  }

  it('shows the advisor, time and price from the database on log in and register', async () => {
    const booking = encodeBookingContext({
      advisorSlug: 'thomas-nguyen',
      start: START,
      timeZone: 'America/Chicago',
    });
    const { browser, page, uid } = await open({ booking });
    expect(page.body).toContain('You are booking');
    expect(page.body).toContain('The Hour with <strong>Thomas Nguyen</strong>');
    expect(page.body).toContain('11:00 AM – 12:00 PM Central Standard Time');
    expect(page.body).toMatch(/<strong>\$\d[\d,]*<\/strong>/);
    const register = await browser.get(`/oidc/interaction/${uid}/register`);
    expect(register.body).toContain('The Hour with <strong>Thomas Nguyen</strong>');
  });

  it('shows the plain page for a context it cannot trust', async () => {
    const { page } = await open({ booking: 'thomas-nguyen "><script>alert(1)</script> UTC' });
    expect(page.body).not.toContain('You are booking');
    expect(page.body).not.toContain('<script>alert');
    expect(page.body).toContain('<h1>Log in</h1>');
  });
});
