// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BOOKING_MESSAGES, IDEMPOTENCY_HEADER } from '../../../shared/contracts/booking';
import type { Checkout } from '../../../shared/contracts/booking';
import { INTAKE_TEXT_MAX, intakeAnswersSchema } from '../../../shared/contracts/intake';
import { DECLINE_MESSAGES, SANDBOX_TEST_CARDS } from '../../../shared/domain/cards';
import { formatCurrency, formatNumber } from '../../../shared/format';
import { formatClockTime, formatMeetingDate, timeZoneLongName } from '../../../shared/meeting-time';
import { BOOKING_PAGES } from '../../../shared/routes/booking';
import { BOOKING_API } from '../../../shared/routes/booking-api';
import { COMPLIANCE_PAGES } from '../../../shared/routes/compliance';
import { COMPLIANCE_API } from '../../../shared/routes/compliance-api';
import type { UserAgreementStatus } from '../../../shared/contracts/compliance';
import { fakeServer } from '../../testing/fake-server';
import type { FakeAnswer, FakeCall } from '../../testing/fake-server';
import { ANSWERS, VIEWER_ZONE, checkoutOf, renderBooking } from './booking-test-kit';
import { bookedUrl } from '../../features/booking/booked-url';
import { chooseAgainUrl } from '../../features/booking/checkout-flow';
import { goToExternalPage } from '../../features/booking/leave-page';

vi.mock('../../features/booking/leave-page', () => ({ goToExternalPage: vi.fn() }));

const EVENT_ID = '33333333-3333-4333-8333-333333333333';

beforeAll(() => {
  // happy-dom lays nothing out, so it has no scrolling either.
  Element.prototype.scrollIntoView ??= () => {};
  // happy-dom has no font loading API; the autosizing text areas listen to it.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
  }
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(goToExternalPage).mockReset();
});

const AGREEMENTS = ['terms-of-use', 'privacy-policy', 'form-crs', 'form-adv-part-2a'];

/** The client's agreements: all accepted, or never. */
function agreementsStatus(accepted: boolean): UserAgreementStatus {
  return {
    allAccepted: accepted,
    agreements: AGREEMENTS.map((slug) => ({
      slug,
      displayName: `The ${slug}`,
      url: COMPLIANCE_PAGES.document(slug),
      version: 2,
      effectiveAt: '2026-11-01T00:00:00.000Z',
      acceptedVersion: accepted ? 2 : null,
    })),
  };
}

/** A checkout on the fake server; `pay` answers payment attempts. */
function serve(
  checkout: Checkout,
  pay?: (call: FakeCall) => FakeAnswer,
  options: { agreementsAccepted?: boolean } = {},
) {
  let current = checkout;
  let accepted = options.agreementsAccepted ?? true;
  const { calls } = fakeServer((call) => {
    if (call.path === COMPLIANCE_API.myAgreements) return { body: agreementsStatus(accepted) };
    if (call.path === COMPLIANCE_API.acceptAgreements) {
      accepted = true;
      return { body: agreementsStatus(true) };
    }
    if (call.path === BOOKING_API.hold(checkout.id) && call.method === 'GET')
      return { body: current };
    if (call.path === BOOKING_API.hold(checkout.id) && call.method === 'DELETE') {
      current = { ...current, status: 'released' };
      return { status: 204 };
    }
    if (call.path === BOOKING_API.holdIntake(checkout.id)) {
      current = { ...current, intake: intakeAnswersSchema.parse(call.body) };
      return { body: current };
    }
    if (call.path === BOOKING_API.holdPay(checkout.id) && pay) return pay(call);
    return undefined;
  });
  return { calls, update: (next: Partial<Checkout>) => (current = { ...current, ...next }) };
}

/** The payment step with its card form (after the agreements were found accepted). */
async function paymentShown() {
  await screen.findByRole('heading', { name: 'Payment' });
  await screen.findByLabelText(/card number/i);
}

const pick = (name: RegExp | string) => fireEvent.click(screen.getByRole('checkbox', { name }));
const choose = (name: RegExp | string) => fireEvent.click(screen.getByRole('radio', { name }));
const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillCard(number: string) {
  type(/name on card/i, 'Dana Client');
  type(/card number/i, number);
  type(/expiry/i, '12/40');
  type(/security code/i, '123');
}

describe('checkout: your questions', () => {
  it('shows the booking in the client’s zone, the price and the hold', async () => {
    const checkout = checkoutOf();
    serve(checkout);
    renderBooking(BOOKING_PAGES.checkout(checkout.id));
    const summary = await screen.findByRole('region', { name: 'Your booking' });
    expect(summary.textContent).toContain(formatMeetingDate(checkout.start, VIEWER_ZONE));
    expect(summary.textContent).toContain(formatClockTime(checkout.start, VIEWER_ZONE));
    expect(summary.textContent).toContain(timeZoneLongName(VIEWER_ZONE, checkout.start));
    expect(summary.textContent).toContain(formatCurrency(checkout.priceCents));
    expect(summary.textContent).toMatch(/held for you for \d+:\d\d more/);
    const steps = screen.getByRole('list', { name: 'Booking steps' });
    expect(
      within(steps).getByText('Your questions').closest('li')?.getAttribute('aria-current'),
    ).toBe('step');
    // The questions and the optional background each count their characters.
    expect(screen.getAllByText(`0 / ${formatNumber(INTAKE_TEXT_MAX)} characters`)).toHaveLength(2);
  });

  it('checks the answers with the shared rules, then saves them and moves on to payment', async () => {
    const checkout = checkoutOf();
    const { calls } = serve(checkout);
    renderBooking(BOOKING_PAGES.checkout(checkout.id));
    fireEvent.click(await screen.findByRole('button', { name: 'Save & continue' }));
    expect(await screen.findByText('Choose at least one topic.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    pick(/Retirement/);
    type(/your questions/i, ANSWERS.questions);
    choose('Me and a partner');
    choose(/\$250,000 – \$1 million/);
    pick(/net worth statement/);
    fireEvent.click(screen.getByRole('button', { name: 'Save & continue' }));
    await screen.findByRole('heading', { name: 'Payment' });
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      ...ANSWERS,
      prepared: ['net-worth-statement'],
    });
  });

  it('shows the server’s field messages by their fields', async () => {
    const checkout = checkoutOf({ intake: null });
    fakeServer((call) =>
      call.method === 'PUT'
        ? {
            status: 400,
            body: {
              code: 'validation',
              message: 'Some fields need your attention.',
              fieldErrors: { questions: ['Please say a little more.'] },
            },
          }
        : call.path === BOOKING_API.hold(checkout.id)
          ? { body: checkout }
          : undefined,
    );
    renderBooking(BOOKING_PAGES.checkout(checkout.id));
    await screen.findByRole('button', { name: 'Save & continue' });
    pick(/Retirement/);
    type(/your questions/i, ANSWERS.questions);
    choose('Just me');
    choose('Not sure yet');
    fireEvent.click(screen.getByRole('button', { name: 'Save & continue' }));
    const message = await screen.findByText('Please say a little more.');
    expect(screen.getByLabelText(/your questions/i).getAttribute('aria-describedby')).toContain(
      message.id,
    );
  });
});

describe('checkout: payment', () => {
  it('shows a decline and pays on a second attempt with a new key', async () => {
    const checkout = checkoutOf({ intake: ANSWERS });
    const { calls } = serve(checkout, (call) => {
      const card = (call.body as { card: { number: string } }).card;
      return card.number.replaceAll(' ', '') === SANDBOX_TEST_CARDS.declined
        ? {
            status: 402,
            body: { code: 'paymentDeclined', message: DECLINE_MESSAGES.card_declined },
          }
        : { body: { status: 'paid', eventId: EVENT_ID } };
    });
    const { location } = renderBooking(BOOKING_PAGES.checkout(checkout.id));
    await paymentShown();
    expect(screen.getByText(/Test environment/)).toBeTruthy();
    fillCard(SANDBOX_TEST_CARDS.declined);
    expect(screen.getByLabelText(/card number/i)).toHaveProperty('value', '4000 0000 0000 0002');
    const pay = screen.getByRole('button', { name: `Pay ${formatCurrency(checkout.priceCents)}` });
    fireEvent.click(pay);
    expect((await screen.findByRole('alert')).textContent).toContain(
      DECLINE_MESSAGES.card_declined,
    );

    type(/card number/i, SANDBOX_TEST_CARDS.succeeds);
    fireEvent.click(pay);
    await waitFor(() => expect(location()).toBe(bookedUrl(EVENT_ID)));
    const keys = calls
      .filter((call) => call.method === 'POST')
      .map((call) => call.headers[IDEMPOTENCY_HEADER]);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('asks a client to accept the agreements before the card form, then takes the card', async () => {
    const checkout = checkoutOf({ intake: ANSWERS });
    const { calls } = serve(checkout, () => ({ body: { status: 'paid', eventId: EVENT_ID } }), {
      agreementsAccepted: false,
    });
    renderBooking(BOOKING_PAGES.checkout(checkout.id));
    await screen.findByRole('heading', { name: /our client agreements/ });
    const link = screen.getByRole('link', { name: /The form-crs/ });
    expect(link.getAttribute('href')).toBe(COMPLIANCE_PAGES.document('form-crs'));
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.queryByLabelText(/card number/i)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/tick the box/);
    pick('I have read and accept these agreements');
    fireEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));
    await screen.findByLabelText(/card number/i);
    const accept = calls.find((call) => call.path === COMPLIANCE_API.acceptAgreements);
    expect(accept?.body).toEqual({
      agreements: AGREEMENTS.map((slug) => ({ slug, version: 2 })),
    });
  });

  it('checks the card with the shared rules before sending it', async () => {
    const checkout = checkoutOf({ intake: ANSWERS });
    const { calls } = serve(checkout, () => ({ body: { status: 'paid', eventId: EVENT_ID } }));
    renderBooking(BOOKING_PAGES.checkout(checkout.id));
    await paymentShown();
    fillCard('4242 4242 4242 4241');
    fireEvent.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByText('Check the card number.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('repeats the same attempt, with the same key, after a network failure', async () => {
    const checkout = checkoutOf({ intake: ANSWERS });
    let attempts = 0;
    const { calls } = serve(checkout, () => {
      attempts += 1;
      return attempts === 1 ? 'offline' : { body: { status: 'paid', eventId: EVENT_ID } };
    });
    const { location } = renderBooking(BOOKING_PAGES.checkout(checkout.id));
    await paymentShown();
    fillCard(SANDBOX_TEST_CARDS.succeeds);
    fireEvent.click(screen.getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(location()).toBe(bookedUrl(EVENT_ID)));
    const keys = calls
      .filter((call) => call.method === 'POST')
      .map((call) => call.headers[IDEMPOTENCY_HEADER]);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('says the time is gone when the hold lapsed and was taken', async () => {
    const checkout = checkoutOf({ intake: ANSWERS });
    const server = serve(checkout, () => {
      server.update({ status: 'expired' });
      return {
        status: 410,
        body: {
          code: 'holdExpired',
          message: 'Someone has just taken that time. Please choose another.',
        },
      };
    });
    renderBooking(BOOKING_PAGES.checkout(checkout.id));
    await paymentShown();
    fillCard(SANDBOX_TEST_CARDS.succeeds);
    fireEvent.click(screen.getByRole('button', { name: /^Pay/ }));
    await screen.findByRole('heading', { name: 'This time is no longer held' });
    expect(screen.getByText(/just taken that time/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Choose a time with Jane/ }).getAttribute('href')).toBe(
      BOOKING_PAGES.bookHour(checkout.advisor.slug),
    );
  });

  it('sends a Stripe payment to the gateway’s page', async () => {
    const checkout = checkoutOf({ intake: ANSWERS, gateway: 'stripe' });
    const { calls } = serve(checkout, () => ({
      body: { status: 'redirect', url: 'https://checkout.stripe.test/s/1' },
    }));
    renderBooking(BOOKING_PAGES.checkout(checkout.id));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to secure payment' }));
    await waitFor(() =>
      expect(goToExternalPage).toHaveBeenCalledWith('https://checkout.stripe.test/s/1'),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({});
  });

  it('waits for a hosted payment to be confirmed on the way back', async () => {
    const checkout = checkoutOf({ intake: ANSWERS, gateway: 'stripe' });
    const server = serve(checkout);
    const { location } = renderBooking(`${BOOKING_PAGES.checkout(checkout.id)}?paid=1`);
    await screen.findByRole('heading', { name: 'Confirming your payment…' });
    server.update({ status: 'paid', eventId: EVENT_ID });
    await waitFor(() => expect(location()).toBe(bookedUrl(EVENT_ID)), { timeout: 5_000 });
  });
});

describe('checkout: other states', () => {
  it('goes straight to the confirmation when already paid', async () => {
    const checkout = checkoutOf({ status: 'paid', eventId: EVENT_ID });
    serve(checkout);
    const { location } = renderBooking(BOOKING_PAGES.checkout(checkout.id));
    await waitFor(() => expect(location()).toBe(bookedUrl(EVENT_ID)));
  });

  it('says a given-back time is free again, with the way to choose another', async () => {
    const checkout = checkoutOf({ status: 'released' });
    serve(checkout);
    renderBooking(BOOKING_PAGES.checkout(checkout.id));
    await screen.findByRole('heading', { name: 'You gave this time back' });
    expect(screen.getByRole('link', { name: /Choose a time with Jane/ }).getAttribute('href')).toBe(
      BOOKING_PAGES.bookHour(checkout.advisor.slug),
    );
  });

  it('says a payment whose time was taken first was refunded, with the way to choose another', async () => {
    const checkout = checkoutOf({ status: 'refunded' });
    serve(checkout);
    renderBooking(BOOKING_PAGES.checkout(checkout.id));
    await screen.findByText(BOOKING_MESSAGES.timeLostRefunded);
    expect(screen.getByRole('link', { name: /Choose a time with Jane/ }).getAttribute('href')).toBe(
      BOOKING_PAGES.bookHour(checkout.advisor.slug),
    );
  });

  it('says when the hold ran out, and that paying is still possible', async () => {
    const checkout = checkoutOf({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    const { calls } = serve(checkout);
    const { location } = renderBooking(BOOKING_PAGES.checkout(checkout.id));
    const status = await screen.findByText(/hold on this time has run out/);
    expect(status.closest('[role="status"]')?.textContent).toContain('You can still pay');
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Choose a time again' }));
    await waitFor(() => expect(location()).toBe(chooseAgainUrl(checkout)));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('says a checkout that is not the client’s was not found', async () => {
    fakeServer(() => undefined);
    renderBooking(BOOKING_PAGES.checkout('44444444-4444-4444-8444-444444444444'));
    await screen.findByRole('heading', { name: 'We couldn’t find this booking' });
  });
});
