// @vitest-environment happy-dom
// The review page against a fake server: the form and what it sends, the meeting choice, the
// shared rules and the server's field messages by their fields, and every state without a form.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { newReviewSchema } from '../../../shared/contracts/reviews';
import type { ManagedReview, NewReview, ReviewInvitation } from '../../../shared/contracts/reviews';
import { LIMITS } from '../../../shared/limits';
import { formatMeetingTime } from '../../../shared/meeting-time';
import { ADVISOR_PAGE_PATTERNS, ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { REVIEW_PAGE_PATTERNS, REVIEW_PAGES } from '../../../shared/routes/reviews';
import { REVIEW_API, REVIEW_API_PATTERNS } from '../../../shared/routes/reviews-api';
import { AuthContext, SIGNED_OUT } from '../../auth/auth-context';
import type { AuthState } from '../../auth/auth-context';
import { viewerTimeZone } from '../../ui/viewer-time-zone';
import { ENDORSEMENT_DISCLAIMER } from '../../features/marketing/home-content';
import LeaveReviewPage from './leave-review-page';
import { failUnexpectedCall, fakeServer } from '../../testing/fake-server';

const ADVISOR_ID = '6f1c2a4e-0d4b-4c57-9a3e-1b2c3d4e5f60';
const CLIENT_ID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const EVENT_A = '11111111-2222-4333-8444-555555555555';
const EVENT_B = '66666666-7777-4888-9999-aaaaaaaaaaaa';

const SIGNED_IN: AuthState = {
  ...SIGNED_OUT,
  status: 'signedIn',
  user: {
    id: CLIENT_ID,
    email: 'casey@example.test',
    fullName: 'Casey Morgan',
    roles: ['Consumer'],
    firmMember: false,
    impersonation: null,
  },
  roles: ['Consumer'],
};

const invitation = (overrides: Partial<ReviewInvitation> = {}): ReviewInvitation => ({
  advisor: {
    id: ADVISOR_ID,
    slug: 'thomas-nguyen',
    name: 'Thomas Nguyen',
    title: 'Retirement Planning Specialist',
    profilePicUrl: '/photos/thomas.svg',
  },
  meetings: [{ eventId: EVENT_A, start: '2027-01-05T15:00:00.000Z' }],
  eventId: EVENT_A,
  existing: null,
  ...overrides,
});

const left = (review: NewReview): ManagedReview => ({
  id: 'c0ffee00-0000-4000-8000-000000000001',
  advisorName: 'Thomas Nguyen',
  reviewerName: 'Casey M.',
  rating: review.rating,
  title: review.title,
  body: review.body,
  createdAt: '2027-01-05T17:00:00.000Z',
  eventId: review.eventId,
  response: null,
  hiddenAt: null,
  hiddenReason: null,
});

type Answer = { status: number; body: unknown };

const POST_REVIEW = `POST ${REVIEW_API.reviews}`;

/** The invitation and the posted reviews; `sent` is what the page posted, in order. */
function reviewServer(answers: { get: () => Answer; post?: (review: NewReview) => Answer }) {
  const server = fakeServer(
    {
      [`GET ${REVIEW_API_PATTERNS.invitation}`]: () => answers.get(),
      [POST_REVIEW]: (call) => {
        const review = call.body as NewReview;
        return answers.post?.(review) ?? { status: 201, body: left(review) };
      },
    },
    { unhandled: failUnexpectedCall },
  );
  return {
    get sent() {
      return server.sent(POST_REVIEW, newReviewSchema);
    },
  };
}

function renderPage(url = REVIEW_PAGES.leave(ADVISOR_ID, CLIENT_ID, EVENT_A)) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: REVIEW_PAGE_PATTERNS.leave, element: <LeaveReviewPage /> },
      { path: ADVISOR_PAGE_PATTERNS.profile, element: <h1>Advisor profile</h1> },
    ],
    { initialEntries: [url] },
  );
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <AuthContext value={SIGNED_IN}>
          <RouterProvider router={router} />
        </AuthContext>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Post your review' }));
const GOOD_BODY = 'Thomas explained when we can retire and how to lower the portfolio risk.';

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

describe('leave a review page', () => {
  it('shows the advisor and the meeting, sends the review and thanks the client', async () => {
    const server = reviewServer({ get: () => ({ status: 200, body: invitation() }) });
    renderPage();
    expect(screen.getByLabelText('Loading your review page')).toBeTruthy();

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'How was your meeting with Thomas Nguyen?',
      }),
    ).toBeTruthy();
    expect(screen.getByText('Retirement Planning Specialist')).toBeTruthy();
    expect(
      screen.getByText(formatMeetingTime('2027-01-05T15:00:00.000Z', viewerTimeZone())),
    ).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    for (const paragraph of ENDORSEMENT_DISCLAIMER)
      expect(screen.getByText(paragraph)).toBeTruthy();

    const stars = within(screen.getByRole('group', { name: /Your rating/ }));
    expect(stars.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    fireEvent.click(stars.getByRole('radio', { name: '4 stars' }));
    expect(screen.getByText('4 stars · Very good')).toBeTruthy();

    type(/^Title/, 'Clear and patient');
    expect(screen.getByText(`17 / ${LIMITS.reviewTitle.max} characters`)).toBeTruthy();
    type(/^Your review/, GOOD_BODY);
    submit();

    expect(await screen.findByRole('heading', { name: 'Thank you, Casey!' })).toBeTruthy();
    expect(server.sent).toEqual([
      {
        advisorId: ADVISOR_ID,
        eventId: EVENT_A,
        rating: 4,
        title: 'Clear and patient',
        body: GOOD_BODY,
      },
    ]);
    expect(screen.getByText(/Signed Casey M\. on Thomas Nguyen’s profile/)).toBeTruthy();
    const profile = screen.getByRole('link', { name: 'See it on Thomas’s profile' });
    expect(profile.getAttribute('href')).toBe(`${ADVISOR_PAGES.profile('thomas-nguyen')}#reviews`);
  });

  it('asks which meeting when several may be reviewed, and checks the form first', async () => {
    const server = reviewServer({
      get: () => ({
        status: 200,
        body: invitation({
          eventId: null,
          meetings: [
            { eventId: EVENT_B, start: '2027-02-09T18:00:00.000Z' },
            { eventId: EVENT_A, start: '2027-01-05T15:00:00.000Z' },
          ],
        }),
      }),
    });
    renderPage(REVIEW_PAGES.leave(ADVISOR_ID, CLIENT_ID));
    const select = (await screen.findByLabelText(/Which meeting/)) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Choose a meeting',
      formatMeetingTime('2027-02-09T18:00:00.000Z', viewerTimeZone()),
      formatMeetingTime('2027-01-05T15:00:00.000Z', viewerTimeZone()),
    ]);

    type(/^Title/, 'x'.repeat(LIMITS.reviewTitle.max + 1));
    submit();
    expect(await screen.findByText('Choose the meeting you are reviewing.')).toBeTruthy();
    expect(screen.getByText('Choose a rating from 1 to 5 stars.')).toBeTruthy();
    expect(screen.getByLabelText(/^Title/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Your review/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(select);
    expect(server.sent).toEqual([]);

    fireEvent.change(select, { target: { value: EVENT_B } });
    expect(screen.queryByText('Choose the meeting you are reviewing.')).toBeNull();
  });

  it('puts the server’s field messages by their fields and other refusals above', async () => {
    let answer: Answer = {
      status: 400,
      body: {
        code: 'validation',
        message: 'Some fields need your attention.',
        fieldErrors: { title: ['That title is not allowed.'] },
      },
    };
    const server = reviewServer({
      get: () => ({ status: 200, body: invitation() }),
      post: () => answer,
    });
    renderPage();
    fireEvent.click(await screen.findByRole('radio', { name: '5 stars' }));
    type(/^Title/, 'Great');
    type(/^Your review/, GOOD_BODY);
    submit();
    expect(await screen.findByText('That title is not allowed.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Title/));

    answer = {
      status: 409,
      body: { code: 'conflict', message: 'You have already reviewed this meeting.' },
    };
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You have already reviewed this meeting.');
    expect(server.sent).toHaveLength(2);
  });

  it('shows a review left before instead of the form', async () => {
    reviewServer({
      get: () => ({
        status: 200,
        body: invitation({
          meetings: [],
          eventId: null,
          existing: {
            id: 'r1',
            eventId: EVENT_A,
            rating: 5,
            title: 'Worth every penny',
            body: 'We finally have a plan.',
          },
        }),
      }),
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'You have already reviewed this meeting' }),
    ).toBeTruthy();
    expect(screen.getByText('Worth every penny')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Post your review' })).toBeNull();
  });

  it('says there is nothing to review yet while the meeting is ahead', async () => {
    reviewServer({
      get: () => ({ status: 200, body: invitation({ meetings: [], eventId: null }) }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Nothing to review yet' })).toBeTruthy();
    expect(screen.getByText(/once it has started/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Post your review' })).toBeNull();
  });

  it('says the link is not this account’s when the server answers 404', async () => {
    reviewServer({
      get: () => ({ status: 404, body: { code: 'notFound', message: 'Not found' } }),
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'There is nothing to review here' }),
    ).toBeTruthy();
    expect(screen.getByText(/belongs to another account, not to Casey Morgan/)).toBeTruthy();
  });

  it('offers a retry when loading fails, and shows the form once it works', async () => {
    let failing = true;
    reviewServer({
      get: () =>
        failing
          ? { status: 500, body: { code: 'general', message: 'Oops' } }
          : { status: 200, body: invitation() },
    });
    renderPage();
    // A failed load is tried once more by itself before the page says so.
    expect(
      await screen.findByRole(
        'heading',
        { name: 'This page could not be loaded' },
        { timeout: 5_000 },
      ),
    ).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Post your review' })).toBeTruthy(),
    );
  });
});
