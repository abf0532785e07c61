// @vitest-environment happy-dom
// My Account against a fake server: the upcoming meetings in the browser's zone, joining,
// rescheduling through the slot picker, cancelling with its refund, the closed change window,
// and the empty, failed and loading lists.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Meeting, MeetingList } from '../../../shared/contracts/booking';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { MEETING_API } from '../../../shared/routes/meetings-api';
import { SITE_PAGES } from '../../../shared/routes/site';
import { SYSTEM_API } from '../../../shared/routes/system-api';
import { SYSTEM_CALL_FAILURE } from '../../../shared/errors';
import { VIDEO_PROVIDER_NOTES } from '../../features/meetings/video-provider-note';
import { meetingFixture } from '../../features/meetings/meeting-fixtures';
import { fakeServer } from '../../testing/fake-server';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';
import AccountHomePage from './account-home-page';

vi.mock('../../ui/viewer-time-zone', () => ({ viewerTimeZone: () => 'America/Chicago' }));

// Thursday, March 5 2026, 9:00 AM in Chicago.
const NOW = new Date('2026-03-05T15:00:00.000Z');

const movable = meetingFixture({
  id: 'event-1',
  start: '2026-03-10T14:00:00.000Z',
  clientTimeZone: 'America/Los_Angeles',
  actions: { reschedule: true, cancel: true },
});
// Tonight at 8 PM: inside the 24 hours, so no free changes any more.
const tonight = meetingFixture({ id: 'event-2', start: '2026-03-06T02:00:00.000Z' });

const list = (upcoming: Meeting[], past: Meeting[] = []): MeetingList => ({ upcoming, past });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const card = async (name: string) => within((await screen.findAllByRole('article', { name }))[0]!);

describe('My Account', () => {
  it('greets the client and shows each meeting in their zone, naming the booked zone too', async () => {
    fakeServer({ [`GET ${MEETING_API.account}`]: () => ({ body: list([movable]) }) });
    renderPage(<AccountHomePage />, { path: AREA_ROOTS.account });

    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Casey' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'My Account' })).toBeTruthy();
    const meeting = await card('Thomas Nguyen');
    expect(meeting.getByText('Tuesday, March 10, 2026')).toBeTruthy();
    expect(meeting.getByText('9:00 AM – 10:00 AM Central Daylight Time')).toBeTruthy();
    expect(
      meeting.getByText('You booked it as Tue, Mar 10, 7:00 AM Pacific Daylight Time'),
    ).toBeTruthy();
    const join = meeting.getByRole('button', { name: 'Join video meeting' });
    expect(join.hasAttribute('disabled')).toBe(true);
    expect(
      meeting.getByText(/Join opens 10 minutes before the start, Tue, Mar 10 at 8:50 AM CDT/),
    ).toBeTruthy();
    expect(
      meeting.getByText(/Free to reschedule or cancel until Mon, Mar 9, 9:00 AM CDT/),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What to prepare' })).toBeTruthy();
  });

  it.each(['zoom', 'jitsi'] as const)(
    'says how meetings are held, from the system keys (%s)',
    async (videoProvider) => {
      const server = fakeServer({
        [`GET ${MEETING_API.account}`]: () => ({ body: list([movable]) }),
        [`GET ${SYSTEM_API.systemKeys}`]: () => ({
          body: {
            paymentGateway: 'sandbox',
            stripePublishableKey: null,
            videoProvider,
            advisorApplicationUrl: 'https://forms.example.com/apply',
          },
        }),
      });
      renderPage(<AccountHomePage />, { path: AREA_ROOTS.account });
      const prepare = within(await screen.findByRole('complementary', { name: 'What to prepare' }));
      expect(await prepare.findByText(VIDEO_PROVIDER_NOTES[videoProvider])).toBeTruthy();
      expect(server.calls.filter((call) => call.path === SYSTEM_API.systemKeys)).toHaveLength(1);
    },
  );

  it('says nothing of the provider when the system keys fail, and logs why', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeServer({
      [`GET ${MEETING_API.account}`]: () => ({ body: list([movable]) }),
      [`GET ${SYSTEM_API.systemKeys}`]: () => ({
        status: 500,
        body: { code: 'general', message: 'x' },
      }),
    });
    renderPage(<AccountHomePage />, { path: AREA_ROOTS.account });
    await card('Thomas Nguyen');
    await waitFor(() =>
      expect(
        logged.mock.calls.some((call) => String(call[0]).includes(SYSTEM_CALL_FAILURE.systemKeys)),
      ).toBe(true),
    );
    for (const note of Object.values(VIDEO_PROVIDER_NOTES))
      expect(screen.queryByText(note)).toBeNull();
    logged.mockRestore();
  });

  it('shows times in the zone chosen on the profile rather than the browser’s', async () => {
    fakeServer({ [`GET ${MEETING_API.account}`]: () => ({ body: list([movable]) }) });
    renderPage(<AccountHomePage />, {
      path: AREA_ROOTS.account,
      auth: signedInAs({ timeZone: 'America/New_York', timeZoneChosen: true }),
    });
    const meeting = await card('Thomas Nguyen');
    expect(meeting.getByText('10:00 AM – 11:00 AM Eastern Daylight Time')).toBeTruthy();
  });

  it('opens Join from ten minutes before the start', async () => {
    vi.setSystemTime(new Date('2026-03-10T13:51:00.000Z'));
    fakeServer({ [`GET ${MEETING_API.account}`]: () => ({ body: list([movable]) }) });
    renderPage(<AccountHomePage />, { path: AREA_ROOTS.account });
    const meeting = await card('Thomas Nguyen');
    const join = meeting.getByRole('link', { name: /Join video meeting/ });
    expect(join.getAttribute('href')).toBe(movable.meetingUrl);
  });

  it('says why a meeting inside the notice period cannot be changed', async () => {
    fakeServer({ [`GET ${MEETING_API.account}`]: () => ({ body: list([tonight]) }) });
    renderPage(<AccountHomePage />, { path: AREA_ROOTS.account });
    const meeting = await card('Thomas Nguyen');
    expect(meeting.queryByRole('button', { name: 'Reschedule' })).toBeNull();
    expect(meeting.queryByRole('button', { name: 'Cancel meeting' })).toBeNull();
    expect(meeting.getByText(/It is now less than 24 hours before the meeting/)).toBeTruthy();
    expect(meeting.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
      SITE_PAGES.contact,
    );
  });

  it('reschedules to a time picked from Monday-first weeks and shows the new time', async () => {
    const moved = {
      ...movable,
      start: '2026-03-11T15:00:00.000Z',
      end: '2026-03-11T16:00:00.000Z',
    };
    let current = movable;
    const server = fakeServer({
      [`GET ${MEETING_API.account}`]: () => ({ body: list([current]) }),
      [`GET ${MEETING_API.eventSlots(movable.id)}`]: () => ({
        body: {
          advisorTimeZone: 'America/New_York',
          slots: [
            { start: movable.start, end: movable.end },
            { start: moved.start, end: moved.end },
          ],
        },
      }),
      [`POST ${MEETING_API.eventReschedule(movable.id)}`]: () => {
        current = moved;
        return { body: moved };
      },
    });
    renderPage(<AccountHomePage />, { path: AREA_ROOTS.account });
    fireEvent.click((await card('Thomas Nguyen')).getByRole('button', { name: 'Reschedule' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Reschedule your meeting' }));
    // It opens on the meeting's own week (Monday, March 9 in Chicago, after the clocks went
    // forward), not on this week, which has nothing open.
    expect(await dialog.findByText('Mon, Mar 9 – Sun, Mar 15')).toBeTruthy();
    const firstRequest = server.calls.find((call) => call.url.includes('/slots'))!;
    expect(new URL(firstRequest.url, 'http://x').searchParams.get('from')).toBe(
      '2026-03-09T05:00:00.000Z',
    );
    fireEvent.click(dialog.getByRole('button', { name: '‹ Previous week' }));
    expect(await dialog.findByText('Mon, Mar 2 – Sun, Mar 8')).toBeTruthy();
    expect(await dialog.findByText('No open times this week.')).toBeTruthy();
    expect(dialog.getByRole('button', { name: '‹ Previous week' }).hasAttribute('disabled')).toBe(
      true,
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Next week ›' }));
    const wednesday = await dialog.findByRole('group', { name: 'Wed Mar 11' });
    fireEvent.click(within(wednesday).getByRole('radio', { name: '10:00 AM' }));
    const booked = dialog.getByRole('radio', { name: /9:00 AM \(the current time\)/ });
    expect(booked.hasAttribute('disabled')).toBe(true);
    expect(dialog.getByText('Wed, Mar 11, 10:00 AM Central Daylight Time')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Move meeting' }));

    expect(await screen.findByText('Meeting with Thomas Nguyen moved')).toBeTruthy();
    const posted = server.calls.find((call) => call.method === 'POST')!;
    expect(posted.body).toEqual({ start: moved.start });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await card('Thomas Nguyen')).getByText('Wednesday, March 11, 2026')).toBeTruthy();
  });

  it('cancels after a confirmation stating the full refund, and keeps the card with its refund', async () => {
    let upcoming = [movable];
    const server = fakeServer({
      [`GET ${MEETING_API.account}`]: () => ({ body: list(upcoming) }),
      [`POST ${MEETING_API.eventCancel(movable.id)}`]: () => {
        upcoming = [];
        return {
          body: {
            ...movable,
            status: 'Canceled',
            meetingUrl: null,
            actions: { ...movable.actions, reschedule: false, cancel: false },
            refund: { status: 'pending', amountCents: 15_000, at: NOW.toISOString() },
          },
        };
      },
    });
    renderPage(<AccountHomePage />, { path: AREA_ROOTS.account });
    fireEvent.click((await card('Thomas Nguyen')).getByRole('button', { name: 'Cancel meeting' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this meeting?' }));
    expect(
      dialog.getByText('You get a full refund of $150 (100%) to the card you paid with.'),
    ).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel meeting' }));

    expect(await screen.findByText('Cancelled — refund of $150 on its way')).toBeTruthy();
    expect(screen.getByText('Refund status: being processed.')).toBeTruthy();
    // The list reloads without it; the card stays where it was.
    await waitFor(() =>
      expect(server.calls.filter((call) => call.url === MEETING_API.account)).toHaveLength(2),
    );
    expect(screen.getByText('Cancelled — refund of $150 on its way')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join video meeting' })).toBeNull();
  });

  it('leads to finding an advisor when nothing is booked', async () => {
    fakeServer({ [`GET ${MEETING_API.account}`]: () => ({ body: list([]) }) });
    renderPage(<AccountHomePage />, { path: AREA_ROOTS.account });
    expect(await screen.findByRole('heading', { name: 'No meetings booked' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find your advisor' }).getAttribute('href')).toBe(
      ADVISOR_PAGES.search,
    );
  });

  it('shows placeholders while loading, then a failure with a retry that works', async () => {
    let fail = true;
    fakeServer({
      [`GET ${MEETING_API.account}`]: () =>
        fail
          ? { status: 500, body: { code: 'general', message: 'Boom' } }
          : { body: list([movable]) },
    });
    renderPage(<AccountHomePage />, { path: AREA_ROOTS.account });
    expect(screen.getByLabelText('Loading your meetings')).toBeTruthy();
    // A server failure is tried once more before the page gives up.
    expect(
      await screen.findByText('Your meetings could not be loaded', {}, { timeout: 5_000 }),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Thomas Nguyen' })).toBeTruthy();
  });
});
