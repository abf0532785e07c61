// @vitest-environment happy-dom
// Past meetings against a fake server: how each one ended, the advisor's notes, refunds, the
// review and the money-back request checked by the shared contract.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { Meeting, MeetingList } from '../../../shared/contracts/booking';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { MEETING_PAGES } from '../../../shared/routes/meetings';
import { MEETING_API } from '../../../shared/routes/meetings-api';
import { meetingFixture } from '../../features/meetings/meeting-fixtures';
import { fakeServer } from '../../testing/fake-server';
import { renderPage } from '../../testing/meetings-test-harness';
import PastMeetingsPage from './past-meetings-page';

vi.mock('../../ui/viewer-time-zone', () => ({ viewerTimeZone: () => 'America/Chicago' }));

const NOW = new Date('2026-03-20T15:00:00.000Z');

const completed = meetingFixture({
  id: 'completed',
  start: '2026-03-16T14:00:00.000Z',
  notes: 'Max out the Roth first.\nThen the 401k.',
  notesSentAt: '2026-03-17T15:00:00.000Z',
  review: { id: 'review-1', rating: 4, title: 'Clear and practical' },
  actions: { requestRefund: true },
});
const toReview = meetingFixture({
  id: 'to-review',
  start: '2026-03-12T14:00:00.000Z',
  actions: { review: true },
});
const canceled = meetingFixture({
  id: 'canceled',
  status: 'Canceled',
  start: '2026-03-09T14:00:00.000Z',
  refund: { status: 'succeeded', amountCents: 15_000, at: '2026-03-04T15:00:00.000Z' },
});
const refunded = meetingFixture({
  id: 'refunded',
  status: 'Refunded',
  start: '2026-03-05T15:00:00.000Z',
  refund: { status: 'pending', amountCents: 15_000, at: '2026-03-08T15:00:00.000Z' },
});
const noShow = meetingFixture({
  id: 'no-show',
  status: 'NoShow',
  start: '2026-03-02T15:00:00.000Z',
});

const list = (past: Meeting[]): MeetingList => ({ upcoming: [], past });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const cards = async () => screen.findAllByRole('article', { name: 'Thomas Nguyen' });

describe('Past meetings', () => {
  it('shows how each meeting ended, newest first, with notes, refunds and reviews', async () => {
    fakeServer({
      [`GET ${MEETING_API.account}`]: () => ({
        body: list([completed, toReview, canceled, refunded, noShow]),
      }),
    });
    renderPage(<PastMeetingsPage />, { path: MEETING_PAGES.account });
    const [first, second, third, fourth, fifth] = (await cards()).map((card) => within(card));

    expect(first!.getByText('Completed')).toBeTruthy();
    expect(
      first!.getByRole('heading', { name: /Notes from Thomas Nguyen · Sent Tue, Mar 17/ }),
    ).toBeTruthy();
    expect(first!.getByText(/Max out the Roth first/)).toBeTruthy();
    expect(first!.getByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();
    expect(first!.getByText('Clear and practical')).toBeTruthy();
    expect(first!.queryByRole('link', { name: 'Leave a review' })).toBeNull();

    expect(second!.getByRole('link', { name: 'Leave a review' }).getAttribute('href')).toBe(
      toReview.reviewPath,
    );
    expect(second!.getByText(/notes will arrive by email/)).toBeTruthy();
    expect(second!.queryByRole('button', { name: 'Ask for your money back' })).toBeNull();

    expect(third!.getByText('Cancelled')).toBeTruthy();
    expect(third!.getByText('Cancelled — refund of $150 on its way')).toBeTruthy();
    expect(third!.getByText(/sent on Wed, Mar 4/)).toBeTruthy();
    expect(fourth!.getByText('Refunded')).toBeTruthy();
    expect(fourth!.getByText('Money back — refund of $150 on its way')).toBeTruthy();
    expect(fifth!.getByText('No-show')).toBeTruthy();
  });

  it('asks for the money back with a reason the contract accepts, then says it is requested', async () => {
    const requested = { ...completed, refundRequestedAt: NOW.toISOString() };
    requested.actions = { ...completed.actions, requestRefund: false };
    let past = [completed];
    const server = fakeServer({
      [`GET ${MEETING_API.account}`]: () => ({ body: list(past) }),
      [`POST ${MEETING_API.eventRefundRequest(completed.id)}`]: () => {
        past = [requested];
        return { body: requested };
      },
    });
    renderPage(<PastMeetingsPage />, { path: MEETING_PAGES.account });
    const [card] = await cards();
    fireEvent.click(within(card!).getByRole('button', { name: 'Ask for your money back' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Ask for your money back' }));
    expect(dialog.getByText(/100% of what you paid, \$150/)).toBeTruthy();
    fireEvent.change(dialog.getByLabelText(/What went wrong/), { target: { value: 'Meh' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Ask for my money back' }));
    expect(await dialog.findByText('Tell us in a sentence what went wrong.')).toBeTruthy();
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(dialog.getByLabelText(/What went wrong/), {
      target: { value: 'The advisor did not answer my questions.' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Ask for my money back' }));
    expect(await screen.findByText('Request received')).toBeTruthy();
    expect(server.calls.find((call) => call.method === 'POST')!.body).toEqual({
      reason: 'The advisor did not answer my questions.',
    });
    expect(
      await screen.findByText('Refund requested on Fri, Mar 20 — we will be in touch.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ask for your money back' })).toBeNull();
  });

  it('says what will appear here when nothing has happened yet', async () => {
    fakeServer({ [`GET ${MEETING_API.account}`]: () => ({ body: list([]) }) });
    renderPage(<PastMeetingsPage />, { path: MEETING_PAGES.account });
    expect(await screen.findByRole('heading', { name: 'No past meetings yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find your advisor' }).getAttribute('href')).toBe(
      ADVISOR_PAGES.search,
    );
  });
});
