// @vitest-environment happy-dom
// The client's reviews against a fake server: meetings waiting for a review, reviews with the
// advisor's response or an admin's reason for hiding, the edit in its dialog with the shared
// rules, and the states without a list.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { REVIEW_PAGES } from '../../../shared/routes/reviews';
import { REVIEW_API } from '../../../shared/routes/reviews-api';
import type { AccountReview, AccountReviews, ReviewEdit } from '../../../shared/contracts/reviews';
import { LIMITS } from '../../../shared/limits';
import { formatMeetingDate, formatMeetingTime } from '../../../shared/meeting-time';
import { fakeServer } from '../../testing/fake-server';
import { renderPage } from '../../testing/meetings-test-harness';
import AccountReviewsPage from './reviews-page';

vi.mock('../../ui/viewer-time-zone', () => ({ viewerTimeZone: () => 'America/Chicago' }));

const ZONE = 'America/Chicago';
const GOOD_BODY = 'Thomas explained when we can retire and how to lower the portfolio risk.';

const review = (overrides: Partial<AccountReview> = {}): AccountReview => ({
  id: 'review-1',
  advisorName: 'Thomas Nguyen',
  advisorSlug: 'thomas-nguyen',
  meetingStart: '2026-03-10T15:00:00.000Z',
  rating: 4,
  title: 'Clear and patient',
  body: GOOD_BODY,
  createdAt: '2026-03-11T15:00:00.000Z',
  response: null,
  hiddenAt: null,
  hiddenReason: null,
  ...overrides,
});

const AWAITING = {
  eventId: 'event-2',
  advisorName: 'Grace Park',
  advisorSlug: 'grace-park',
  start: '2026-03-16T15:00:00.000Z',
  reviewPath: REVIEW_PAGES.leave('advisor-2', 'client-1', 'event-2'),
};

const LIST: AccountReviews = {
  reviews: [
    review({ response: { title: 'Thank you, Casey', body: 'Glad it helped.' } }),
    review({
      id: 'review-hidden',
      advisorName: 'Maria Lopez',
      advisorSlug: 'maria-lopez',
      title: 'Not nice',
      hiddenAt: '2026-03-12T15:00:00.000Z',
      hiddenReason: 'Abusive language',
    }),
  ],
  awaiting: [AWAITING],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const cards = async () =>
  within(await screen.findByRole('list', { name: 'Your reviews' }))
    .getAllByRole('article')
    .map((card) => within(card));

describe('Your reviews', () => {
  it('shows meetings waiting for a review and the reviews written', async () => {
    fakeServer({ [`GET ${REVIEW_API.account}`]: () => ({ body: LIST }) });
    renderPage(<AccountReviewsPage />, { path: REVIEW_PAGES.account });
    expect(screen.getByLabelText('Loading your reviews')).toBeTruthy();

    const waiting = within(await screen.findByRole('list', { name: 'Waiting for your review' }));
    expect(waiting.getByText('Grace Park')).toBeTruthy();
    expect(waiting.getByText(formatMeetingTime(AWAITING.start, ZONE))).toBeTruthy();
    expect(
      waiting
        .getByRole('link', { name: 'Leave a review of your meeting with Grace Park' })
        .getAttribute('href'),
    ).toBe(AWAITING.reviewPath);

    const [visible, hidden] = await cards();
    expect(visible!.getByRole('link', { name: 'Thomas Nguyen' }).getAttribute('href')).toBe(
      ADVISOR_PAGES.profile('thomas-nguyen'),
    );
    expect(visible!.getByText(formatMeetingDate('2026-03-10T15:00:00.000Z', ZONE))).toBeTruthy();
    expect(visible!.getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(visible!.getByRole('heading', { name: 'Clear and patient' })).toBeTruthy();
    expect(visible!.getByText('Thank you, Casey')).toBeTruthy();
    expect(visible!.getByText('Glad it helped.')).toBeTruthy();
    expect(
      visible!.getByRole('button', { name: 'Edit your review of Thomas Nguyen' }),
    ).toBeTruthy();

    expect(hidden!.getByText(/Abusive language/)).toBeTruthy();
    expect(hidden!.getByText(/can no longer be edited/)).toBeTruthy();
    expect(hidden!.queryByRole('button')).toBeNull();
  });

  it('edits a review in a dialog with the same stars and limits', async () => {
    const server = fakeServer({
      [`GET ${REVIEW_API.account}`]: () => ({
        body: { reviews: [review()], awaiting: [] },
      }),
      [`PUT ${REVIEW_API.review('review-1')}`]: (call) => ({
        body: review(call.body as ReviewEdit),
      }),
    });
    renderPage(<AccountReviewsPage />, { path: REVIEW_PAGES.account });
    const [card] = await cards();
    fireEvent.click(card!.getByRole('button', { name: /^Edit/ }));

    const dialog = within(
      await screen.findByRole('dialog', { name: 'Edit your review of Thomas Nguyen' }),
    );
    expect((dialog.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
    expect((dialog.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Clear and patient');

    fireEvent.change(dialog.getByLabelText(/^Title/), {
      target: { value: 'x'.repeat(LIMITS.reviewTitle.max + 1) },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Save your review' }));
    expect(
      await dialog.findByText(`Review title must be at most ${LIMITS.reviewTitle.max} characters.`),
    ).toBeTruthy();
    expect(server.calls.filter((call) => call.method === 'PUT')).toEqual([]);

    fireEvent.click(dialog.getByRole('radio', { name: '2 stars' }));
    fireEvent.change(dialog.getByLabelText(/^Title/), { target: { value: 'Good, but rushed' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save your review' }));

    expect(await card!.findByText('Review saved')).toBeTruthy();
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      rating: 2,
      title: 'Good, but rushed',
      body: GOOD_BODY,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [edited] = await cards();
    expect(edited!.getByRole('heading', { name: 'Good, but rushed' })).toBeTruthy();
    expect(edited!.getByRole('img', { name: 'Rated 2 out of 5' })).toBeTruthy();
  });

  it('says why the server refused an edit', async () => {
    fakeServer({
      [`GET ${REVIEW_API.account}`]: () => ({
        body: { reviews: [review()], awaiting: [] },
      }),
      [`PUT ${REVIEW_API.review('review-1')}`]: () => ({
        status: 409,
        body: { code: 'conflict', message: 'This review was hidden by an admin.' },
      }),
    });
    renderPage(<AccountReviewsPage />, { path: REVIEW_PAGES.account });
    const [card] = await cards();
    fireEvent.click(card!.getByRole('button', { name: /^Edit/ }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Save your review' }));
    const alert = await dialog.findByRole('alert');
    expect(alert.textContent).toContain('This review was hidden by an admin.');
  });

  it('has an empty state for no reviews at all, and for none written yet', async () => {
    fakeServer({
      [`GET ${REVIEW_API.account}`]: () => ({ body: { reviews: [], awaiting: [] } }),
    });
    renderPage(<AccountReviewsPage />, { path: REVIEW_PAGES.account });
    expect(await screen.findByRole('heading', { name: 'Nothing to review yet' })).toBeTruthy();
    cleanup();

    fakeServer({
      [`GET ${REVIEW_API.account}`]: () => ({
        body: { reviews: [], awaiting: [AWAITING] },
      }),
    });
    renderPage(<AccountReviewsPage />, { path: REVIEW_PAGES.account });
    expect(
      await screen.findByRole('heading', { name: 'You have not written a review yet' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Leave a review/ })).toBeTruthy();
  });
});
