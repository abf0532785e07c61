// @vitest-environment happy-dom
// The reviews page as an admin uses it: each review the server answered with its rating, author,
// advisor and state; one advisor's reviews and a rating asked of the server in the table's
// contract; a review hidden for abuse with its reason, sent in the shared contract; a hide the
// server refuses said in the dialog.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminReviewQuerySchema, hideReviewSchema } from '../../../shared/contracts/reviews';
import type { AdminReview } from '../../../shared/contracts/reviews';
import { ADMIN_API, ADMIN_API_PATTERNS } from '../../../shared/routes/admin-api';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { fakeServer } from '../../testing/fake-server';
import type { FakeAnswer } from '../../testing/fake-server';
import AdminReviewsPage from './admin-reviews-page';
import { consolePage, refusal, renderAdminPage, setUpAdminPageTests } from './admin-test-kit';

setUpAdminPageTests();

const ADVISOR_ID = '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const review: AdminReview = {
  id: 'review-1',
  advisorName: 'Thomas Nguyen',
  reviewerName: 'Casey M.',
  rating: 5,
  title: 'Clear and kind',
  body: 'Thomas explained my options without any pitch.',
  createdAt: '2026-10-01T18:00:00.000Z',
  eventId: 'event-1',
  response: null,
  hiddenAt: null,
  hiddenReason: null,
  advisorId: ADVISOR_ID,
  advisorUserId: 'user-thomas',
  advisorSlug: 'thomas-nguyen',
};
const hidden: AdminReview = {
  ...review,
  id: 'review-2',
  title: 'Spam',
  rating: 1,
  hiddenAt: '2026-10-03T18:00:00.000Z',
  hiddenReason: 'Advertising another firm.',
};
const LIST = `GET ${ADMIN_API.reviews}`;
const HIDE = `DELETE ${ADMIN_API_PATTERNS.review}`;

function open(hide: (body: unknown) => FakeAnswer = () => ({ status: 500 })) {
  const server = fakeServer({
    [LIST]: () => consolePage([review, hidden]),
    [HIDE]: (call) => hide(call.body),
  });
  renderAdminPage(<AdminReviewsPage />, { path: ADMIN_PAGES.reviews });
  return server;
}

const rowOf = async (title: string) => within((await screen.findByText(title)).closest('tr')!);

describe('the reviews page', () => {
  it('shows each review with its rating, author, advisor and state', async () => {
    open();
    const row = await rowOf('Clear and kind');
    expect(row.getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(row.getByText('by Casey M.')).toBeTruthy();
    expect(row.getByRole('link', { name: 'Thomas Nguyen' }).getAttribute('href')).toBe(
      ADVISOR_PAGES.profile('thomas-nguyen'),
    );
    expect(row.getByText('Public')).toBeTruthy();
    const spam = await rowOf('Spam');
    expect(spam.getByText('Hidden Oct 3, 2026: Advertising another firm.')).toBeTruthy();
    expect(spam.queryByRole('button', { name: /Hide/ })).toBeNull();
  });

  it('asks for one advisor’s reviews and one rating', async () => {
    const server = open();
    const row = await rowOf('Clear and kind');
    fireEvent.click(row.getByRole('button', { name: 'Only this advisor' }));
    expect(await screen.findByText(/Showing the reviews of/)).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Rating' }), { target: { value: '1' } });
    await waitFor(() => expect(server.callsTo(LIST)).toHaveLength(3));
    expect(
      adminReviewQuerySchema.parse(Object.fromEntries(server.callsTo(LIST)[2]!.query)),
    ).toMatchObject({ advisor: ADVISOR_ID, rating: 1, page: 1 });
  });

  it('hides a review for abuse with its reason', async () => {
    const server = open((body) => ({
      body: {
        ...review,
        hiddenAt: '2026-12-01T18:00:00.000Z',
        hiddenReason: (body as { reason: string }).reason,
      },
    }));
    const row = await rowOf('Clear and kind');
    fireEvent.click(row.getByRole('button', { name: 'Hide “Clear and kind” for abuse' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Hide this review?' }));
    fireEvent.change(dialog.getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Names a private person.' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Hide review' }));
    expect(
      await screen.findByText('The review “Clear and kind” is hidden from the profile.'),
    ).toBeTruthy();
    expect(server.sent(HIDE, hideReviewSchema)).toEqual([{ reason: 'Names a private person.' }]);
    expect(server.callsTo(HIDE)[0]!.path).toBe(ADMIN_API.review('review-1'));
  });

  it('says in the dialog why the server refused to hide the review', async () => {
    open(() => refusal('This review is already hidden.'));
    const row = await rowOf('Clear and kind');
    fireEvent.click(row.getByRole('button', { name: 'Hide “Clear and kind” for abuse' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Hide this review?' }));
    fireEvent.change(dialog.getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Names a private person.' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Hide review' }));
    expect(await dialog.findByText('This review is already hidden.')).toBeTruthy();
  });
});
