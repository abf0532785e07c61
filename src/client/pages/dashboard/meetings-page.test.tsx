// @vitest-environment happy-dom
// The advisor's meetings against a fake server: times in the advisor's zone, the client's
// answers, notes kept as a browser draft and sent, no-shows, and the empty lists.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { Meeting, MeetingList } from '../../../shared/contracts/booking';
import { STORAGE_KEYS } from '../../../shared/constants';
import { AVAILABILITY_PAGES } from '../../../shared/routes/availability';
import { DASHBOARD_TAB_PAGES, MEETING_PAGES } from '../../../shared/routes/meetings';
import { MEETING_API } from '../../../shared/routes/meetings-api';
import { meetingFixture } from '../../features/meetings/meeting-fixtures';
import { fakeServer } from '../../testing/fake-server';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';
import MeetingsPage from './meetings-page';

const NOW = new Date('2026-03-20T15:00:00.000Z');
const advisor = signedInAs({ fullName: 'Thomas Nguyen', roles: ['Advisor'] });

const upcoming = meetingFixture({
  id: 'next',
  start: '2026-03-24T14:00:00.000Z',
  clientTimeZone: 'America/Chicago',
  actions: { reschedule: true, cancel: true },
});
const toWrite = meetingFixture({
  id: 'to-write',
  start: '2026-03-19T14:00:00.000Z',
  actions: { writeNotes: true, markNoShow: true },
});
const list = (up: Meeting[], past: Meeting[]): MeetingList => ({ upcoming: up, past });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const pastPath = DASHBOARD_TAB_PAGES.past;

describe('advisor meetings', () => {
  it('opens the tab its address names (dashboard/{tab}) and gives each tab its address', async () => {
    fakeServer({
      [`GET ${MEETING_API.dashboard}`]: () => ({ body: list([upcoming], [toWrite]) }),
    });
    const { router } = renderPage(<MeetingsPage />, { path: pastPath, auth: advisor });
    const past = await screen.findByRole('tab', { name: /Past \(1\)/ });
    expect(past.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByLabelText('Notes for Casey Morgan')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: /Upcoming/ }));
    expect(router.state.location.pathname).toBe(DASHBOARD_TAB_PAGES.upcoming);
    expect(screen.getByRole('tab', { name: /Upcoming/ }).getAttribute('aria-selected')).toBe(
      'true',
    );

    // A link made before the tabs had addresses still opens its tab.
    cleanup();
    renderPage(<MeetingsPage />, { path: `${MEETING_PAGES.dashboard}?tab=past`, auth: advisor });
    const old = await screen.findByRole('tab', { name: /Past \(1\)/ });
    expect(old.getAttribute('aria-selected')).toBe('true');
  });

  it('shows upcoming meetings in the advisor zone with the client and their answers', async () => {
    fakeServer({
      [`GET ${MEETING_API.dashboard}`]: () => ({ body: list([upcoming], [toWrite]) }),
    });
    renderPage(<MeetingsPage />, { path: MEETING_PAGES.dashboard, auth: advisor });

    expect(screen.getByRole('navigation', { name: 'Advisor Home' })).toBeTruthy();
    const card = within(await screen.findByRole('article', { name: 'Casey Morgan' }));
    expect(card.getByText('Tuesday, March 24, 2026')).toBeTruthy();
    expect(card.getByText('10:00 AM – 11:00 AM Eastern Daylight Time')).toBeTruthy();
    expect(
      card.getByText('For the client: Tue, Mar 24, 9:00 AM Central Daylight Time'),
    ).toBeTruthy();
    expect(card.getByRole('link', { name: 'casey.morgan@example.com' })).toBeTruthy();
    fireEvent.click(card.getByText('The client’s answers'));
    expect(card.getByText('Retirement: when, and how much is enough')).toBeTruthy();
    expect(card.getByText('Me and a partner')).toBeTruthy();
    expect(card.getByText('$250,000 – $1 million')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Reschedule' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Past \(1\)/ }).textContent).toContain(
      '1 note to write',
    );
  });

  it('keeps the notes draft in the browser, restores it, and clears it once sent', async () => {
    const sent = { ...toWrite, notes: 'Max the Roth.', notesSentAt: NOW.toISOString() };
    let past = [toWrite];
    const server = fakeServer({
      [`GET ${MEETING_API.dashboard}`]: () => ({ body: list([], past) }),
      [`PUT ${MEETING_API.notes(toWrite.id)}`]: () => {
        past = [sent];
        return { body: sent };
      },
    });
    renderPage(<MeetingsPage />, { path: pastPath, auth: advisor });
    const notes = await screen.findByLabelText('Notes for Casey Morgan');
    fireEvent.change(notes, { target: { value: 'Max the Roth.' } });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.meetingNotes)!)).toEqual({
      [toWrite.id]: 'Max the Roth.',
    });
    expect(screen.getByText('13 / 2,000')).toBeTruthy();

    // Coming back to the page finds the draft.
    cleanup();
    renderPage(<MeetingsPage />, { path: pastPath, auth: advisor });
    const restored = (await screen.findByLabelText(
      'Notes for Casey Morgan',
    )) as HTMLTextAreaElement;
    expect(restored.value).toBe('Max the Roth.');
    expect(screen.getByText('Draft restored from this browser.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save and send to client' }));
    expect(await screen.findByText('Notes sent to Casey Morgan')).toBeTruthy();
    expect(server.calls.find((call) => call.method === 'PUT')!.body).toEqual({
      notes: 'Max the Roth.',
    });
    expect(localStorage.getItem(STORAGE_KEYS.meetingNotes)).toBeNull();
    expect(await screen.findByText(/Sent Fri, Mar 20, 11:00 AM EDT/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit and send again' }));
    expect((screen.getByLabelText('Notes for Casey Morgan') as HTMLTextAreaElement).value).toBe(
      'Max the Roth.',
    );
  });

  it('refuses empty notes with the contract message', async () => {
    const server = fakeServer({
      [`GET ${MEETING_API.dashboard}`]: () => ({ body: list([], [toWrite]) }),
    });
    renderPage(<MeetingsPage />, { path: pastPath, auth: advisor });
    fireEvent.click(await screen.findByRole('button', { name: 'Save and send to client' }));
    expect(await screen.findByText('Write the notes before sending them.')).toBeTruthy();
    expect(server.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('marks a no-show after a confirmation', async () => {
    const noShow: Meeting = {
      ...toWrite,
      status: 'NoShow',
      actions: { ...toWrite.actions, writeNotes: false, markNoShow: false },
    };
    let past = [toWrite];
    const server = fakeServer({
      [`GET ${MEETING_API.dashboard}`]: () => ({ body: list([], past) }),
      [`POST ${MEETING_API.eventNoShow(toWrite.id)}`]: () => {
        past = [noShow];
        return { body: noShow };
      },
    });
    renderPage(<MeetingsPage />, { path: pastPath, auth: advisor });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as no-show' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark as a no-show?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Mark as no-show' }));
    expect(await screen.findByText('Casey Morgan is marked as a no-show.')).toBeTruthy();
    expect(server.calls.some((call) => call.url === MEETING_API.eventNoShow(toWrite.id))).toBe(
      true,
    );
    expect(await screen.findByText('No-show')).toBeTruthy();
  });

  it('says so when there are no meetings yet, and leads to setting hours', async () => {
    fakeServer({ [`GET ${MEETING_API.dashboard}`]: () => ({ body: list([], []) }) });
    renderPage(<MeetingsPage />, { path: MEETING_PAGES.dashboard, auth: advisor });
    expect(await screen.findByRole('heading', { name: 'No upcoming meetings' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set your hours' }).getAttribute('href')).toBe(
      AVAILABILITY_PAGES.dashboard,
    );
  });
});
