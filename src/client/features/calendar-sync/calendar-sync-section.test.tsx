// @vitest-environment happy-dom
// The calendar sync section against a fake server: the feed's address shown once, then only its
// state; the calendars' list with the last import and its error; the shared messages before
// sending and the server's after; and loading that fails.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CALENDAR_SYNC_MESSAGES } from '../../../shared/calendar-sync';
import { addExternalCalendarSchema } from '../../../shared/contracts/calendar-sync';
import type { ExternalCalendar } from '../../../shared/contracts/calendar-sync';
import {
  CALENDAR_SYNC_API,
  CALENDAR_SYNC_API_PATTERNS,
} from '../../../shared/routes/calendar-sync-api';
import { ConfirmProvider } from '../../ui/confirm-provider';
import { failUnexpectedCall, fakeServer } from '../../testing/fake-server';
import type { FakeHandler } from '../../testing/fake-server';
import { CalendarSyncSection } from './calendar-sync-section';

const ZONE = 'America/New_York';
const FEED_URL = `http://localhost/calendar/${'a'.repeat(43)}.ics`;

const calendar = (overrides: Partial<ExternalCalendar> = {}): ExternalCalendar => ({
  id: '11111111-1111-4111-8111-111111111111',
  label: 'Personal',
  url: 'https://calendar.example.com/me.ics',
  createdAt: '2026-03-01T12:00:00.000Z',
  lastImportedAt: '2026-03-01T12:00:00.000Z',
  lastError: null,
  lastErrorAt: null,
  busyCount: 3,
  ...overrides,
});

function renderSection(routes: Record<string, FakeHandler>) {
  const server = fakeServer(routes, { unhandled: failUnexpectedCall });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <ConfirmProvider>
          <CalendarSyncSection timeZone={ZONE} />
        </ConfirmProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return server;
}

afterEach(cleanup);

describe('CalendarSyncSection', () => {
  it('shows the new feed address once, then only that the feed is on', async () => {
    let active = false;
    renderSection({
      [`GET ${CALENDAR_SYNC_API.feed}`]: () => ({
        body: { active, createdAt: active ? '2026-03-01T12:00:00.000Z' : null },
      }),
      [`POST ${CALENDAR_SYNC_API.feed}`]: () => {
        active = true;
        return { body: { active, createdAt: '2026-03-01T12:00:00.000Z', url: FEED_URL } };
      },
      [`GET ${CALENDAR_SYNC_API.calendars}`]: () => ({ body: { calendars: [], max: 5 } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Create my calendar feed' }));
    expect(await screen.findByLabelText('Your feed address')).toHaveProperty('value', FEED_URL);
    expect(screen.getByText(/shown only once/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Make a new address' })).toBeTruthy();
    expect(screen.getByText('No calendars added yet.')).toBeTruthy();
  });

  it('lists calendars with the last import and the last error', async () => {
    renderSection({
      [`GET ${CALENDAR_SYNC_API.feed}`]: () => ({
        body: { active: true, createdAt: '2026-03-01T12:00:00.000Z' },
      }),
      [`GET ${CALENDAR_SYNC_API.calendars}`]: () => ({
        body: {
          calendars: [calendar({ lastError: CALENDAR_SYNC_MESSAGES.timeout })],
          max: 5,
        },
      }),
    });
    expect(await screen.findByText(/Your feed is on, made Sun, Mar 1/)).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Imported calendars' });
    const row = within(list).getByRole('listitem');
    expect(row.textContent).toContain('calendar.example.com');
    expect(row.textContent).toContain('3 busy times');
    expect(row.textContent).toContain(CALENDAR_SYNC_MESSAGES.timeout);
    expect(row.textContent).toContain('still count');
  });

  it('checks the form with the shared rules, then shows the server’s message beside the address', async () => {
    const server = renderSection({
      [`GET ${CALENDAR_SYNC_API.feed}`]: () => ({ body: { active: false, createdAt: null } }),
      [`GET ${CALENDAR_SYNC_API.calendars}`]: () => ({ body: { calendars: [], max: 5 } }),
      [`POST ${CALENDAR_SYNC_API.calendars}`]: () => ({
        status: 400,
        body: {
          code: 'validation',
          message: CALENDAR_SYNC_MESSAGES.privateHost,
          fieldErrors: { url: [CALENDAR_SYNC_MESSAGES.privateHost] },
        },
      }),
    });
    const address = await screen.findByLabelText('Calendar address (iCal)');
    fireEvent.change(screen.getByLabelText('Label'), { target: { value: 'Work' } });
    fireEvent.change(address, { target: { value: 'webcal://example.com/a.ics' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add calendar' }));
    expect(await screen.findByText(CALENDAR_SYNC_MESSAGES.webcal)).toBeTruthy();
    expect(server.callsTo(`POST ${CALENDAR_SYNC_API.calendars}`)).toHaveLength(0);

    fireEvent.change(address, { target: { value: 'http://10.0.0.1/a.ics' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add calendar' }));
    expect(await screen.findByText(CALENDAR_SYNC_MESSAGES.privateHost)).toBeTruthy();
    expect(server.sent(`POST ${CALENDAR_SYNC_API.calendars}`, addExternalCalendarSchema)).toEqual([
      { label: 'Work', url: 'http://10.0.0.1/a.ics' },
    ]);
  });

  it('removes a calendar after asking', async () => {
    let calendars = [calendar()];
    const server = renderSection({
      [`GET ${CALENDAR_SYNC_API.feed}`]: () => ({ body: { active: false, createdAt: null } }),
      [`GET ${CALENDAR_SYNC_API.calendars}`]: () => ({ body: { calendars, max: 5 } }),
      [`DELETE ${CALENDAR_SYNC_API_PATTERNS.calendar}`]: () => {
        calendars = [];
        return { status: 204 };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Personal' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No calendars added yet.')).toBeTruthy();
    expect(server.callsTo(`DELETE ${CALENDAR_SYNC_API_PATTERNS.calendar}`)).toHaveLength(1);
  });

  it('offers a retry when loading fails', async () => {
    let fail = true;
    renderSection({
      [`GET ${CALENDAR_SYNC_API.feed}`]: () =>
        fail ? { status: 500, body: {} } : { body: { active: false, createdAt: null } },
      [`GET ${CALENDAR_SYNC_API.calendars}`]: () => ({ body: { calendars: [], max: 5 } }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your feed could not be loaded');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create my calendar feed' })).toBeTruthy(),
    );
  });
});
