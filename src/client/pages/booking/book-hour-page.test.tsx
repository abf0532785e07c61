// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildAdvisorResultsUrl } from '../../../shared/advisor-search-url';
import {
  REFUND_PERCENT,
  RESCHEDULE_CANCEL_NOTICE_HOURS,
  STORAGE_KEYS,
} from '../../../shared/constants';
import { SLOT_TAKEN_MESSAGE } from '../../../shared/domain/availability';
import { formatHourlyRate } from '../../../shared/format';
import { formatClockTime, timeZoneLongName } from '../../../shared/meeting-time';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { AVAILABILITY_API } from '../../../shared/routes/availability-api';
import { BOOKING_PAGES } from '../../../shared/routes/booking';
import { BOOKING_API } from '../../../shared/routes/booking-api';
import { SIGNED_OUT } from '../../auth/auth-context';
import { loginUrlFor } from '../../auth/sign-in-target';
import { encodeBookingContext } from '../../../shared/contracts/booking-context';
import { OUTSIDE_US } from '../../../shared/contracts/residence';
import { residenceNotServedMessage } from '../../../shared/errors';
import { ACCOUNT_API } from '../../../shared/routes/account-api';
import { SITE_PAGES } from '../../../shared/routes/site';
import { RESIDENCE_LABEL } from '../../features/booking/residence-field';
import { PROFILE_OF_CLIENT } from './booking-test-kit';
import { TIME_GONE_MESSAGE } from './book-hour-page';
import { fakeServer } from '../../testing/fake-server';
import type { FakeAnswer, FakeCall } from '../../testing/fake-server';
import { ADVISOR, VIEWER_ZONE, checkoutOf, futureSlots, renderBooking } from './booking-test-kit';
import { dayLabel, formatWeekRange, weekOf } from '../../features/booking/slot-weeks';

const SLOTS = futureSlots();
const FIRST = SLOTS[0]!;
const BOOK_URL = `${BOOKING_PAGES.bookHour(ADVISOR.slug)}?tz=${encodeURIComponent(VIEWER_ZONE)}`;
const slotsAnswer = (slots = SLOTS): FakeAnswer => ({
  body: { advisorTimeZone: ADVISOR.timeZone, slots },
});

/** The client's profile knows where they live unless a test says otherwise. */
const PROFILE = { ...PROFILE_OF_CLIENT, residence: 'CO' };

/** The calls the page made, the calendar (and the profile) answered. */
function server(
  extra: (call: FakeCall) => FakeAnswer | undefined = () => undefined,
  profile: object = PROFILE,
) {
  return fakeServer((call) => {
    if (call.path === ACCOUNT_API.profile) return { body: profile };
    if (call.path === AVAILABILITY_API.advisorSlots(ADVISOR.slug)) {
      // A later window is empty: the calendar ends there.
      return call.query.get('from') && Date.parse(call.query.get('from')!) > Date.now() + 60_000
        ? slotsAnswer([])
        : slotsAnswer();
    }
    return extra(call);
  }).calls;
}

/** The button of one open time (several days share the same clock times). */
async function slotButton(start: string): Promise<HTMLButtonElement> {
  await screen.findByRole('button', { name: 'Next week' });
  const button = document.querySelector(`time[datetime="${start}"]`)?.closest('button');
  if (!button) throw new Error(`No button for ${start}`);
  return button;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('booking page: choosing a time', () => {
  it('shows the advisor, the price, the promises and the week of the first open time', async () => {
    server();
    renderBooking(BOOK_URL);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      'Jane Doe, CFP®',
    );
    expect(screen.getAllByText(formatHourlyRate(ADVISOR.hourlyRate)).length).toBeGreaterThan(0);
    const promises = screen.getByRole('list', { name: 'Our promises' }).textContent ?? '';
    expect(promises).toContain(`${REFUND_PERCENT}% money back`);
    expect(promises).toContain(`${RESCHEDULE_CANCEL_NOTICE_HOURS} hours before`);
    expect(promises).toContain('No sales pitch');

    await screen.findByRole('button', { name: 'Next week' });
    const zone = timeZoneLongName(VIEWER_ZONE, FIRST.start);
    expect(screen.getByText(zone).closest('p')?.textContent).toContain(
      `Jane works in ${timeZoneLongName(ADVISOR.timeZone, FIRST.start)}`,
    );
    // Seven days from Monday; a day without times says so.
    const monday = weekOf(FIRST.start, VIEWER_ZONE);
    expect(
      screen.getByRole('heading', { name: new RegExp(`^Monday${dayLabel(monday).monthDay}`) }),
    );
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(7);
    expect(screen.getAllByText('No open times').length).toBeGreaterThan(0);
    const times = screen
      .getAllByRole('button', { pressed: false })
      .filter((b) => b.hasAttribute('data-slot'));
    expect(times.length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', true);
  });

  it('moves week by week, never before this week', async () => {
    server();
    renderBooking(BOOK_URL);
    const next = await screen.findByRole('button', { name: 'Next week' });
    const previous = screen.getByRole('button', { name: 'Previous week' });
    const range = () => screen.getByText('Week of').parentElement?.textContent;
    const first = range();
    fireEvent.click(next);
    await waitFor(() => expect(range()).not.toBe(first));
    fireEvent.click(previous);
    expect(range()).toBe(first);
    for (let step = 0; step < 3 && !(previous as HTMLButtonElement).disabled; step += 1) {
      fireEvent.click(previous);
    }
    expect(range()).toContain(formatWeekRange(weekOf(new Date(), VIEWER_ZONE)));
    expect(previous).toHaveProperty('disabled', true);
  });

  it('preselects ?start= and sends a signed-out visitor to log in, coming back to that time', async () => {
    server();
    const { location } = renderBooking(`${BOOK_URL}&start=${encodeURIComponent(FIRST.start)}`, {
      auth: SIGNED_OUT,
    });
    const chosen = await screen.findByRole('button', { pressed: true });
    expect(chosen.textContent).toBe(formatClockTime(FIRST.start, VIEWER_ZONE));
    // Where the visitor lives is asked before signing in.
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose where you live.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(RESIDENCE_LABEL), { target: { value: 'CO' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const back = `${BOOKING_PAGES.bookHour(ADVISOR.slug)}?start=${encodeURIComponent(FIRST.start)}&tz=${encodeURIComponent(VIEWER_ZONE)}&residence=CO&hold=1`;
    const booking = encodeBookingContext({
      advisorSlug: ADVISOR.slug,
      start: FIRST.start,
      timeZone: VIEWER_ZONE,
    });
    await waitFor(() => expect(location()).toBe(loginUrlFor(back, booking)));
    expect(localStorage.getItem(STORAGE_KEYS.returnUrl)).toBe(back);
  });

  it('holds the chosen time for a signed-in client and goes to the checkout', async () => {
    const checkout = checkoutOf();
    const calls = server((call) =>
      call.method === 'POST' && call.path === BOOKING_API.holds
        ? { status: 201, body: checkout }
        : call.path === BOOKING_API.hold(checkout.id)
          ? { body: checkout }
          : undefined,
    );
    const { location } = renderBooking(BOOK_URL);
    const second = SLOTS[1]!;
    fireEvent.click(await slotButton(second.start));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe(BOOKING_PAGES.checkout(checkout.id)));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      advisorSlug: ADVISOR.slug,
      start: second.start,
      clientTimeZone: VIEWER_ZONE,
    });
  });

  it('holds the time at once on coming back from signing in, replacing the page', async () => {
    const checkout = checkoutOf();
    const calls = server(
      (call) =>
        call.method === 'POST' && call.path === BOOKING_API.holds
          ? { status: 201, body: checkout }
          : call.path === BOOKING_API.hold(checkout.id)
            ? { body: checkout }
            : undefined,
      { ...PROFILE, residence: null },
    );
    const { location } = renderBooking(
      `${BOOK_URL}&start=${encodeURIComponent(FIRST.start)}&residence=CO&hold=1`,
    );
    await waitFor(() => expect(location()).toBe(BOOKING_PAGES.checkout(checkout.id)));
    const holds = calls.filter((call) => call.method === 'POST');
    expect(holds).toHaveLength(1);
    expect(holds[0]?.body).toEqual({
      advisorSlug: ADVISOR.slug,
      start: FIRST.start,
      clientTimeZone: VIEWER_ZONE,
      residence: 'CO',
    });
  });

  it('tells a client the advisor does not serve their state, with a link to who does', async () => {
    const calls = server(undefined, { ...PROFILE, residence: 'OH' });
    renderBooking(`${BOOK_URL}&start=${encodeURIComponent(FIRST.start)}`);
    await screen.findByRole('button', { pressed: true });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(residenceNotServedMessage('Ohio'));
    expect(within(alert).getByRole('link', { name: 'Advisors who serve Ohio' })).toHaveProperty(
      'pathname',
      ADVISOR_PAGES.stateResults('ohio'),
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    // The question shows so a client who moved can say so.
    expect(screen.getByLabelText(RESIDENCE_LABEL)).toHaveProperty('value', 'OH');
  });

  it('shows the server’s refusal of a state with the same link', async () => {
    server((call) =>
      call.method === 'POST'
        ? {
            status: 409,
            body: { code: 'residenceNotServed', message: residenceNotServedMessage('Colorado') },
          }
        : undefined,
    );
    renderBooking(`${BOOK_URL}&start=${encodeURIComponent(FIRST.start)}`);
    await screen.findByRole('button', { pressed: true });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(residenceNotServedMessage('Colorado'));
  });

  it('leads a visitor who lives outside the US to the non-US page', async () => {
    server();
    const { location } = renderBooking(`${BOOK_URL}&start=${encodeURIComponent(FIRST.start)}`, {
      auth: SIGNED_OUT,
    });
    await screen.findByRole('button', { pressed: true });
    fireEvent.change(screen.getByLabelText(RESIDENCE_LABEL), { target: { value: OUTSIDE_US } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe(SITE_PAGES.nonUs));
  });

  it('says when someone else took the time first and reads the calendar again', async () => {
    const calls = server((call) =>
      call.method === 'POST'
        ? { status: 409, body: { code: 'conflict', message: SLOT_TAKEN_MESSAGE } }
        : undefined,
    );
    renderBooking(`${BOOK_URL}&start=${encodeURIComponent(FIRST.start)}`);
    await screen.findByRole('button', { pressed: true });
    const slotReads = () =>
      calls.filter((call) => call.path === AVAILABILITY_API.advisorSlots(ADVISOR.slug)).length;
    const before = slotReads();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SLOT_TAKEN_MESSAGE);
    await waitFor(() => expect(slotReads()).toBeGreaterThan(before));
    expect(screen.queryByRole('button', { pressed: true })).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', true);
  });

  it('says when a linked time is no longer open', async () => {
    server();
    renderBooking(`${BOOK_URL}&start=${encodeURIComponent('2020-01-01T10:00:00Z')}`);
    expect((await screen.findByRole('alert')).textContent).toBe(TIME_GONE_MESSAGE);
  });

  it('offers similar advisors when nothing is open', async () => {
    fakeServer((call) =>
      call.path === AVAILABILITY_API.advisorSlots(ADVISOR.slug) ? slotsAnswer([]) : undefined,
    );
    renderBooking(BOOK_URL);
    await screen.findByRole('heading', { name: 'No open times right now' });
    expect(screen.getByRole('link', { name: 'Find a similar advisor' }).getAttribute('href')).toBe(
      buildAdvisorResultsUrl({ filters: ['tax-planning'] }),
    );
    expect(screen.getByRole('link', { name: /Back to Jane/ }).getAttribute('href')).toBe(
      ADVISOR_PAGES.profile(ADVISOR.slug),
    );
  });

  it('shows a failure with a retry', async () => {
    let fail = true;
    fakeServer((call) =>
      call.path === AVAILABILITY_API.advisorSlots(ADVISOR.slug)
        ? fail
          ? { status: 500, body: { code: 'general', message: 'Boom' } }
          : slotsAnswer()
        : undefined,
    );
    renderBooking(BOOK_URL);
    const alert = await screen.findByRole('alert');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('button', { name: 'Next week' });
  });

  it('shows an advisor who takes no new clients as closed, without a calendar', async () => {
    const calls = server();
    renderBooking(BOOK_URL, { advisor: { ...ADVISOR, acceptingClients: false } });
    await screen.findByRole('heading', { name: 'Not taking new clients' });
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(
      calls.filter((call) => call.path === AVAILABILITY_API.advisorSlots(ADVISOR.slug)),
    ).toHaveLength(0);
  });
});
