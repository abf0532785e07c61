// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { googleCalendarUrl, outlookCalendarUrl } from '../../../shared/calendar-links';
import { JOIN_OPENS_MINUTES_BEFORE } from '../../../shared/constants';
import { INTAKE_PREPARATION } from '../../../shared/contracts/intake';
import { ERROR_MESSAGES } from '../../../shared/errors';
import { formatCurrency } from '../../../shared/format';
import { formatClockTime, formatMeetingTime, timeZoneLongName } from '../../../shared/meeting-time';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { BOOKING_PAGES } from '../../../shared/routes/booking';
import { MEETING_API } from '../../../shared/routes/meetings-api';
import { SIGNED_OUT } from '../../auth/auth-context';
import BookedPage from '../marketing/booked-page';
import { fakeServer } from '../../testing/fake-server';
import { VIEWER_ZONE, meetingOf, renderBooking } from './booking-test-kit';
import { bookedUrl } from '../../features/booking/booked-url';
import { calendarEventOf } from '../../features/meetings/calendar-file';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/booked with the meeting', () => {
  it('shows the signed-in client’s meeting first: time, join link, calendar, deadline, price', async () => {
    const meeting = meetingOf();
    fakeServer((call) =>
      call.path === MEETING_API.event(meeting.id) ? { body: meeting } : undefined,
    );
    renderBooking(bookedUrl(meeting.id));
    expect(screen.getByLabelText('Loading your meeting')).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'The Hour with Jane Doe' });
    const text = card.textContent ?? '';
    expect(text).toContain(formatClockTime(meeting.start, VIEWER_ZONE));
    expect(text).toContain(timeZoneLongName(VIEWER_ZONE, meeting.start));
    expect(text).toContain(formatCurrency(meeting.priceCents));
    expect(text).toContain(formatMeetingTime(meeting.changeDeadline, VIEWER_ZONE));
    for (const item of INTAKE_PREPARATION) expect(text).toContain(item.label);
    expect(screen.getByRole('link', { name: 'Join the video meeting' }).getAttribute('href')).toBe(
      meeting.meetingUrl,
    );
    expect(text).toContain(`${JOIN_OPENS_MINUTES_BEFORE} minutes before the start`);
    const event = calendarEventOf(meeting, `The Hour with ${meeting.advisor.name}`);
    expect(screen.getByRole('link', { name: 'Google Calendar' }).getAttribute('href')).toBe(
      googleCalendarUrl(event),
    );
    expect(screen.getByRole('link', { name: 'Outlook' }).getAttribute('href')).toBe(
      outlookCalendarUrl(event),
    );
    expect(screen.getByRole('button', { name: /\.ics/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage in My Account' }).getAttribute('href')).toBe(
      AREA_ROOTS.account,
    );
    // The general page follows.
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeTruthy();
  });

  it('says the free change window has closed when the meeting can no longer be moved', async () => {
    const meeting = meetingOf();
    const closed = {
      ...meeting,
      actions: { ...meeting.actions, reschedule: false, cancel: false },
    };
    fakeServer(() => ({ body: closed }));
    renderBooking(bookedUrl(meeting.id));
    expect(
      await screen.findByText(new RegExp(ERROR_MESSAGES.changeWindowClosed.slice(0, 40))),
    ).toBeTruthy();
  });

  it('shows the general page to a signed-out visitor, without asking for the meeting', async () => {
    const { calls } = fakeServer(() => ({ body: meetingOf() }));
    renderBooking(bookedUrl(meetingOf().id), { auth: SIGNED_OUT });
    await screen.findByRole('heading', { name: 'What happens next' });
    expect(screen.queryByRole('article')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('falls back to the general page when the meeting cannot be read', async () => {
    fakeServer(() => ({ status: 404, body: { code: 'notFound', message: 'Not found' } }));
    renderBooking(bookedUrl(meetingOf().id));
    await waitFor(() => expect(screen.queryByLabelText('Loading your meeting')).toBeNull());
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByRole('heading', { name: 'You’re booked' })).toBeTruthy();
  });

  it('never asks for the meeting while rendering on the server', () => {
    const { calls } = fakeServer(() => ({ body: meetingOf() }));
    const router = createMemoryRouter([{ path: BOOKING_PAGES.booked, element: <BookedPage /> }], {
      initialEntries: [bookedUrl(meetingOf().id)],
    });
    const html = renderToString(
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(html).toContain('You’re booked');
    expect(html).not.toContain('Loading your meeting');
    expect(calls).toHaveLength(0);
  });
});
