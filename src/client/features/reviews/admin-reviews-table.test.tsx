// @vitest-environment happy-dom
// The reviews in the console (docs/product.md#reviews): the server's reviews, public or hidden with
// the reason; the filters asked with the shared query contract; hiding one only with a reason
// (abuse only); one advisor's reviews with the recompute of their kept rating.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminReviewQuerySchema, hideReviewSchema } from '../../../shared/contracts/reviews';
import type { AdminReview } from '../../../shared/contracts/reviews';
import { ERROR_MESSAGES } from '../../../shared/errors';
import { ADMIN_OPERATION_FAILURES } from '../../../shared/admin-failures';
import { LIMITS } from '../../../shared/limits';
import { ADMIN_API, ADMIN_API_PATTERNS } from '../../../shared/routes/admin-api';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { REVIEW_API_PATTERNS } from '../../../shared/routes/reviews-api';
import { fakeServer } from '../../testing/fake-server';
import type { FakeRoutes } from '../../testing/fake-server';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';
import { consolePageOf, lastQuery } from '../console/console-test-kit';
import { AdminReviewsTable } from './admin-reviews-table';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LIST = `GET ${ADMIN_API.reviews}`;
const HIDE = `DELETE ${ADMIN_API_PATTERNS.review}`;
const RECOMPUTE = `POST ${REVIEW_API_PATTERNS.regenerateSummary}`;
const THOMAS = '77777777-7777-4777-8777-777777777777';

const reviewOf = (overrides: Partial<AdminReview> = {}): AdminReview => ({
  id: 'review-1',
  advisorName: 'Thomas Nguyen',
  reviewerName: 'Casey M.',
  rating: 5,
  title: 'Clear and kind',
  body: 'He answered every question.',
  createdAt: '2026-11-10T15:00:00.000Z',
  eventId: null,
  response: null,
  hiddenAt: null,
  hiddenReason: null,
  advisorId: THOMAS,
  advisorUserId: 'user-thomas',
  advisorSlug: 'thomas-nguyen',
  ...overrides,
});

const hidden = reviewOf({
  id: 'review-2',
  title: 'Spam link',
  rating: 1,
  hiddenAt: '2026-11-12T15:00:00.000Z',
  hiddenReason: 'Advertises a loan site.',
});

function renderTable(routes: FakeRoutes = {}, path: string = ADMIN_PAGES.reviews) {
  const server = fakeServer({ [LIST]: () => consolePageOf([reviewOf(), hidden]), ...routes });
  const { router } = renderPage(<AdminReviewsTable />, {
    path,
    auth: signedInAs({ roles: ['Admin'] }),
  });
  return { server, router };
}

const rowOf = (title: string) => within(screen.getByRole('cell', { name: title }).closest('tr')!);

async function openHideForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Hide “Clear and kind” for abuse' }));
  return within(await screen.findByRole('dialog', { name: 'Hide this review?' }));
}

describe('AdminReviewsTable', () => {
  it('lists every review as published, a hidden one with its reason and nothing to hide', async () => {
    const { server } = renderTable();
    await screen.findByRole('cell', { name: 'Clear and kind' });
    const shown = rowOf('Clear and kind');
    expect(shown.getByText('Public')).toBeTruthy();
    expect(shown.getByText('by Casey M.')).toBeTruthy();
    expect(shown.getByRole('link', { name: 'Thomas Nguyen' }).getAttribute('href')).toBe(
      ADVISOR_PAGES.profile('thomas-nguyen'),
    );
    const gone = rowOf('Spam link');
    expect(gone.getByText('Hidden')).toBeTruthy();
    expect(gone.getByText(/: Advertises a loan site\.$/)).toBeTruthy();
    expect(gone.queryByRole('button', { name: /Hide/ })).toBeNull();
    expect(lastQuery(server, LIST, adminReviewQuerySchema)).toMatchObject({
      sort: 'createdAt',
      dir: 'desc',
    });
  });

  it('asks for the rating and state picked', async () => {
    const { server } = renderTable();
    await screen.findByRole('cell', { name: 'Clear and kind' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Rating' }), { target: { value: '1' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'State' }), {
      target: { value: 'hidden' },
    });
    await waitFor(() =>
      expect(lastQuery(server, LIST, adminReviewQuerySchema)).toMatchObject({
        rating: 1,
        state: 'hidden',
      }),
    );
  });

  it('says when no review matches', async () => {
    renderTable({ [LIST]: () => consolePageOf([]) });
    expect(await screen.findByText('No reviews match.')).toBeTruthy();
  });

  it('refuses to hide a review without a reason, and sends nothing', async () => {
    const { server } = renderTable({ [HIDE]: () => ({ body: hidden }) });
    const dialog = await openHideForm();
    fireEvent.click(dialog.getByRole('button', { name: 'Hide review' }));
    expect(
      await dialog.findByText(`Reason must be at least ${LIMITS.auditReason.min} characters.`),
    ).toBeTruthy();
    expect(server.callsTo(HIDE)).toHaveLength(0);
  });

  it('hides a review with the reason given', async () => {
    const { server } = renderTable({ [HIDE]: () => ({ body: { ...reviewOf(), ...hidden } }) });
    const dialog = await openHideForm();
    fireEvent.change(dialog.getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Threatens the advisor.' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Hide review' }));
    expect(
      await screen.findByText('The review “Clear and kind” is hidden from the profile.'),
    ).toBeTruthy();
    expect(server.sent(HIDE, hideReviewSchema)).toEqual([{ reason: 'Threatens the advisor.' }]);
    expect(server.callsTo(HIDE)[0]?.params).toEqual({ reviewId: 'review-1' });
  });

  it('says when the server could not hide the review, and keeps the dialog open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderTable({
      [HIDE]: () => ({ status: 500, body: { code: 'general', message: ERROR_MESSAGES.general } }),
    });
    const dialog = await openHideForm();
    fireEvent.change(dialog.getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Threatens the advisor.' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Hide review' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      ADMIN_OPERATION_FAILURES.hideReview,
    );
    expect(dialog.getByRole('textbox', { name: /Reason/ }).getAttribute('aria-invalid')).not.toBe(
      'true',
    );
  });

  it('narrows to one advisor, recomputes their rating once confirmed, and widens again', async () => {
    const { server, router } = renderTable({
      [RECOMPUTE]: () => ({ body: { advisorId: THOMAS, reviewAverage: 4.5, reviewCount: 2 } }),
    });
    await screen.findByRole('cell', { name: 'Clear and kind' });
    fireEvent.click(rowOf('Clear and kind').getByRole('button', { name: 'Only this advisor' }));
    await waitFor(() =>
      expect(lastQuery(server, LIST, adminReviewQuerySchema)).toMatchObject({ advisor: THOMAS }),
    );
    expect(await screen.findByText('Thomas Nguyen', { selector: 'strong' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Recompute rating' }));
    const confirm = within(
      await screen.findByRole('dialog', { name: 'Recompute Thomas Nguyen’s rating?' }),
    );
    fireEvent.click(confirm.getByRole('button', { name: 'Recompute rating' }));
    expect(
      await screen.findByText('Thomas Nguyen’s rating is 4.50 from 2 public reviews.'),
    ).toBeTruthy();
    expect(server.callsTo(RECOMPUTE)[0]?.params).toEqual({ userId: 'user-thomas' });

    fireEvent.click(screen.getByRole('button', { name: 'Show every advisor' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).has('advisor')).toBe(false),
    );
  });
});
