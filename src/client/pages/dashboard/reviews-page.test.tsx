// @vitest-environment happy-dom
// The advisor's reviews against a fake server: the list with hidden reviews marked, writing and
// editing a response (the shared limits and the server's field messages), and the empty and
// failed states.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { reviewResponseSchema } from '../../../shared/contracts/reviews';
import type { ManagedReview, ReviewResponse } from '../../../shared/contracts/reviews';
import { LIMITS } from '../../../shared/limits';
import { REVIEW_PAGES } from '../../../shared/routes/reviews';
import { REVIEW_API, REVIEW_API_PATTERNS } from '../../../shared/routes/reviews-api';
import ReviewsPage from './reviews-page';
import { failUnexpectedCall, fakeServer } from '../../testing/fake-server';

const review = (overrides: Partial<ManagedReview> = {}): ManagedReview => ({
  id: 'a0000000-0000-4000-8000-000000000001',
  advisorName: 'Thomas Nguyen',
  reviewerName: 'Casey M.',
  rating: 4,
  title: 'Clear and patient',
  body: 'Thomas explained when we can retire.',
  createdAt: '2027-01-05T17:00:00.000Z',
  eventId: null,
  response: null,
  hiddenAt: null,
  hiddenReason: null,
  ...overrides,
});

type Answer = { status: number; body: unknown };

const RESPOND = `PUT ${REVIEW_API_PATTERNS.response}`;

/** The advisor's reviews and responses to them; `sent` is each response with its review id. */
function reviewsServer(answers: {
  list: () => Answer;
  put?: (id: string, response: ReviewResponse) => Answer;
}) {
  const server = fakeServer(
    {
      [`GET ${REVIEW_API.dashboard}`]: () => answers.list(),
      [RESPOND]: (call) => {
        const id = call.params.reviewId!;
        const response = call.body as ReviewResponse;
        return (
          answers.put?.(id, response) ?? {
            status: 200,
            body: review({ id, response: { title: response.title, body: response.body } }),
          }
        );
      },
    },
    { unhandled: failUnexpectedCall },
  );
  return {
    get sent() {
      const responses = server.sent(RESPOND, reviewResponseSchema);
      return server
        .callsTo(RESPOND)
        .map((call, index) => ({ id: call.params.reviewId!, response: responses[index] }));
    },
  };
}

function renderPage() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: REVIEW_PAGES.dashboard, element: <ReviewsPage /> }], {
    initialEntries: [REVIEW_PAGES.dashboard],
  });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const type = (scope: ReturnType<typeof within>, label: RegExp, value: string) =>
  fireEvent.change(scope.getByLabelText(label), { target: { value } });

beforeAll(() => {
  // happy-dom has no font loading API; the text area's autosize listens to it.
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
});

describe('dashboard reviews page', () => {
  it('lists the reviews with rating, words, reviewer and date, hidden ones marked', async () => {
    reviewsServer({
      list: () => ({
        status: 200,
        body: {
          reviews: [
            review(),
            review({
              id: 'a0000000-0000-4000-8000-000000000002',
              title: 'Rude words',
              reviewerName: 'Sam P.',
              hiddenAt: '2027-01-06T10:00:00.000Z',
              hiddenReason: 'Abusive language',
              response: { title: 'Thanks', body: 'Noted.' },
            }),
          ],
        },
      }),
    });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Reviews' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Advisor Home' })).toBeTruthy();
    expect(screen.getByLabelText('Loading your reviews')).toBeTruthy();

    const first = await screen.findByRole('article', { name: 'Clear and patient' });
    expect(within(first).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(within(first).getByText('Thomas explained when we can retire.')).toBeTruthy();
    expect(within(first).getByText('Casey M.')).toBeTruthy();
    expect(within(first).getByText(/January [56], 2027/)).toBeTruthy();
    expect(within(first).queryByText(/Hidden by an admin/)).toBeNull();

    const hidden = screen.getByRole('article', { name: 'Rude words' });
    expect(within(hidden).getByText('Hidden by an admin: Abusive language')).toBeTruthy();
    expect(within(hidden).getByText('Your response')).toBeTruthy();
    expect(within(hidden).queryByRole('button')).toBeNull();
    expect(screen.getByText('2 reviews · 1 without your response')).toBeTruthy();
  });

  it('writes a response, checks the title limit and shows the server’s messages', async () => {
    let answer: Answer | undefined = {
      status: 400,
      body: {
        code: 'validation',
        message: 'Some fields need your attention.',
        fieldErrors: { body: ['Please write a little more.'] },
      },
    };
    const server = reviewsServer({
      list: () => ({ status: 200, body: { reviews: [review()] } }),
      put: () =>
        answer ?? {
          status: 200,
          body: review({ response: { title: 'Thank you', body: 'Glad it helped.' } }),
        },
    });
    renderPage();
    const card = within(await screen.findByRole('article', { name: 'Clear and patient' }));
    fireEvent.click(card.getByRole('button', { name: 'Respond' }));
    const form = within(card.getByRole('form', { name: 'Your response to Casey M.' }));
    expect(document.activeElement).toBe(form.getByLabelText(/^Response title/));

    type(form, /^Response title/, 'x'.repeat(LIMITS.reviewResponseTitle.max + 1));
    expect(
      form.getByText(
        `${LIMITS.reviewResponseTitle.max + 1} / ${LIMITS.reviewResponseTitle.max} characters`,
      ),
    ).toBeTruthy();
    type(form, /^Response text/, 'Glad it helped.');
    fireEvent.click(form.getByRole('button', { name: 'Post response' }));
    expect(form.getByLabelText(/^Response title/).getAttribute('aria-invalid')).toBe('true');
    expect(server.sent).toEqual([]);

    type(form, /^Response title/, 'Thank you');
    fireEvent.click(form.getByRole('button', { name: 'Post response' }));
    expect(await form.findByText('Please write a little more.')).toBeTruthy();

    answer = undefined;
    fireEvent.click(form.getByRole('button', { name: 'Post response' }));
    expect(await card.findByText('Response saved')).toBeTruthy();
    expect(card.getByText('Glad it helped.')).toBeTruthy();
    expect(server.sent.at(-1)).toEqual({
      id: review().id,
      response: { title: 'Thank you', body: 'Glad it helped.' },
    });

    fireEvent.click(card.getByRole('button', { name: 'Edit response' }));
    expect((card.getByLabelText(/^Response title/) as HTMLInputElement).value).toBe('Thank you');
    expect(card.getByRole('button', { name: 'Save response' })).toBeTruthy();
  });

  it('says when there are no reviews yet', async () => {
    reviewsServer({ list: () => ({ status: 200, body: { reviews: [] } }) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeTruthy();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let failing = true;
    reviewsServer({
      list: () =>
        failing
          ? { status: 500, body: { code: 'general', message: 'Oops' } }
          : { status: 200, body: { reviews: [review()] } },
    });
    renderPage();
    // A failed load is tried once more by itself before the page says so.
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(within(alert).getByText('Your reviews could not be loaded')).toBeTruthy();
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Clear and patient' })).toBeTruthy(),
    );
  });
});
