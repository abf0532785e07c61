// @vitest-environment happy-dom
// The availability page against a fake server: loading, editing and saving, the shared rules
// and the server's field messages beside their inputs, and the ways loading can fail.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { availabilityRulesSchema } from '../../../shared/contracts/availability';
import type { AvailabilitySettings } from '../../../shared/contracts/availability';
import { defaultAvailabilityRules } from '../../../shared/domain/availability';
import type { AvailabilityRules } from '../../../shared/domain/availability';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { AVAILABILITY_PAGES } from '../../../shared/routes/availability';
import { AVAILABILITY_API } from '../../../shared/routes/availability-api';
import { ConfirmProvider } from '../../ui/confirm-provider';
import { NotificationsProvider } from '../../ui/notifications';
import AvailabilityPage from './availability-page';
import { failUnexpectedCall, fakeServer } from '../../testing/fake-server';

const ZONE = 'America/New_York';

type Answer = { status: number; body: unknown };

const SAVE = `PUT ${AVAILABILITY_API.dashboard}`;

/** The one API path; `sent` is what each PUT sent. */
function availabilityServer(answers: {
  get: () => Answer;
  put?: (rules: AvailabilityRules) => Answer;
}) {
  const server = fakeServer(
    {
      [`GET ${AVAILABILITY_API.dashboard}`]: () => answers.get(),
      [SAVE]: (call) => {
        const rules = call.body as AvailabilityRules;
        return answers.put?.(rules) ?? { status: 200, body: { rules, isDefault: false } };
      },
    },
    { unhandled: failUnexpectedCall },
  );
  return {
    get sent(): AvailabilityRules[] {
      return server.sent(SAVE, availabilityRulesSchema);
    },
  };
}

const defaults = (): AvailabilitySettings => ({
  rules: defaultAvailabilityRules(ZONE),
  isDefault: true,
});

function renderPage() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: AVAILABILITY_PAGES.dashboard, element: <AvailabilityPage /> },
      {
        path: AREA_ROOTS.dashboard,
        element: (
          <>
            <h1>Advisor Home</h1>
            <Link to={AVAILABILITY_PAGES.dashboard}>Availability</Link>
          </>
        ),
      },
    ],
    { initialEntries: [AVAILABILITY_PAGES.dashboard] },
  );
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <NotificationsProvider>
          <ConfirmProvider>
            <RouterProvider router={router} />
          </ConfirmProvider>
        </NotificationsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const change = (label: string, value: string) =>
  fireEvent.change(input(label), { target: { value } });
const saveButton = () => screen.getByRole('button', { name: 'Save availability' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('availability page', () => {
  it('shows the week Monday first with each day total, and saves an edit', async () => {
    const server = availabilityServer({ get: () => ({ status: 200, body: defaults() }) });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Your availability' })).toBeTruthy();
    expect(screen.getByText(/in their own time zone/)).toBeTruthy();
    const nav = within(screen.getByRole('navigation', { name: 'Advisor Home' }));
    expect(nav.getByRole('link', { name: 'Availability' }).getAttribute('aria-current')).toBe(
      'page',
    );
    const week = within(await screen.findByRole('region', { name: 'Weekly hours' }));
    const switches = week.getAllByRole('switch');
    expect(switches.map((s) => s.closest('li')?.querySelector('label')?.textContent)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(week.getAllByText('8 h')).toHaveLength(5);
    expect(week.getByText('40 h a week')).toBeTruthy();

    change('Monday end', '18:30');
    expect(week.getByText('9 h 30 min')).toBeTruthy();
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy();
    fireEvent.click(saveButton());

    expect(await screen.findByText('Clients now see your new hours.')).toBeTruthy();
    expect(server.sent).toHaveLength(1);
    expect(server.sent[0]?.weekly[1]).toEqual([{ start: '09:00', end: '18:30' }]);
    expect(server.sent[0]?.weekly[6]).toEqual([]);
    await waitFor(() => expect(saveButton().hasAttribute('disabled')).toBe(true));
    expect(screen.getByText('All changes saved.')).toBeTruthy();
  });

  it('saves the standard hours as they are, which a new advisor keeps that way', async () => {
    const server = availabilityServer({ get: () => ({ status: 200, body: defaults() }) });
    renderPage();
    await screen.findByLabelText('Monday start');
    expect(screen.getByText(/These are the standard hours, not saved yet/)).toBeTruthy();
    expect(saveButton().hasAttribute('disabled')).toBe(false);
    fireEvent.click(saveButton());
    expect(await screen.findByText('Clients now see your new hours.')).toBeTruthy();
    expect(server.sent).toHaveLength(1);
    expect(server.sent[0]?.weekly[1]).toEqual(defaultAvailabilityRules(ZONE).weekly[1]);
    expect(server.sent[0]?.timeZone).toBe(ZONE);
    await waitFor(() => expect(saveButton().hasAttribute('disabled')).toBe(true));
    expect(screen.getByText('All changes saved.')).toBeTruthy();
  });

  it('has nothing to save when stored hours are unchanged', async () => {
    availabilityServer({
      get: () => ({
        status: 200,
        body: { rules: defaultAvailabilityRules(ZONE), isDefault: false },
      }),
    });
    renderPage();
    await screen.findByLabelText('Monday start');
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('All changes saved.')).toBeTruthy();
  });

  it('edits intervals, days off and copies Monday to the weekdays', async () => {
    const server = availabilityServer({ get: () => ({ status: 200, body: defaults() }) });
    renderPage();
    await screen.findByLabelText('Monday start');

    fireEvent.click(screen.getByRole('button', { name: 'Add an interval to Monday' }));
    expect(input('Monday start (interval 2)').value).toBe('17:00');
    change('Monday end (interval 2)', '19:00');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Monday interval 1' }));
    expect(input('Monday start').value).toBe('17:00');

    fireEvent.click(screen.getByRole('switch', { name: 'Friday' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Sunday' }));
    // An end at midnight is typed as 00:00.
    change('Sunday end', '00:00');
    fireEvent.click(screen.getByRole('button', { name: 'Copy Monday to weekdays' }));
    expect(input('Friday start').value).toBe('17:00');

    fireEvent.click(saveButton());
    await screen.findByText('Clients now see your new hours.');
    const weekly = server.sent[0]?.weekly;
    for (const day of [1, 2, 3, 4, 5] as const) {
      expect(weekly?.[day]).toEqual([{ start: '17:00', end: '19:00' }]);
    }
    expect(weekly?.[7]).toEqual([{ start: '09:00', end: '24:00' }]);
  });

  it('checks the rules before sending and shows the message beside the input', async () => {
    const server = availabilityServer({ get: () => ({ status: 200, body: defaults() }) });
    renderPage();
    await screen.findByLabelText('Tuesday end');

    change('Tuesday end', '08:00');
    fireEvent.click(saveButton());

    expect(await screen.findByText('End: The end must be after the start.')).toBeTruthy();
    expect(input('Tuesday end').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('Tuesday end'));
    expect(server.sent).toHaveLength(0);

    change('Tuesday end', '17:00');
    expect(screen.queryByText('End: The end must be after the start.')).toBeNull();
  });

  it("shows the server's field messages of a 400 beside the right inputs", async () => {
    availabilityServer({
      get: () => ({ status: 200, body: defaults() }),
      put: () => ({
        status: 400,
        body: {
          code: 'validation',
          message: 'Some fields need your attention.',
          fieldErrors: {
            'weekly.3.0.end': ['Wednesday cannot end then.'],
            horizonDays: ['Too far ahead.'],
          },
        },
      }),
    });
    renderPage();
    await screen.findByLabelText('Wednesday end');
    change('Wednesday end', '16:00');
    fireEvent.click(saveButton());

    expect(await screen.findByText('End: Wednesday cannot end then.')).toBeTruthy();
    expect(input('Wednesday end').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/Booking window/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Too far ahead.')).toBeTruthy();
  });

  it('adds changed dates and time off read on the advisor clock', async () => {
    const server = availabilityServer({ get: () => ({ status: 200, body: defaults() }) });
    renderPage();
    await screen.findByLabelText('Date to change');

    change('Date to change', '2030-12-24');
    fireEvent.click(screen.getByRole('button', { name: 'Add as day off' }));
    change('Date to change', '2030-12-24');
    fireEvent.click(screen.getByRole('button', { name: 'Add with hours' }));
    expect(screen.getByText(/This date is already changed/)).toBeTruthy();
    change('Date to change', '2030-12-20');
    fireEvent.click(screen.getByRole('button', { name: 'Add with hours' }));
    const changed = within(screen.getByRole('list', { name: 'Changed dates' }));
    // In date order, the day off unswitched and the other with the hours of its weekday.
    const switches = changed.getAllByRole('switch') as HTMLInputElement[];
    expect(
      switches.map((s) => [s.closest('li')?.querySelector('label')?.textContent, s.checked]),
    ).toEqual([
      ['Fri, Dec 20, 2030', true],
      ['Tue, Dec 24, 2030', false],
    ]);

    change('Time off starts', '2030-03-09T09:00');
    change('Time off ends', '2030-03-10T17:00');
    fireEvent.click(screen.getByRole('button', { name: 'Add time off' }));
    expect(
      within(screen.getByRole('list', { name: 'Planned time off' })).getByText(/Mar 9/),
    ).toBeTruthy();

    fireEvent.click(saveButton());
    await screen.findByText('Clients now see your new hours.');
    expect(server.sent[0]?.overrides).toEqual([
      { date: '2030-12-20', intervals: [{ start: '09:00', end: '17:00' }] },
      { date: '2030-12-24', intervals: [] },
    ]);
    // 2030-03-10 is the spring-forward day in New York: 09:00 EST, then 17:00 EDT.
    expect(server.sent[0]?.timeOff).toEqual([
      { start: '2030-03-09T14:00:00.000Z', end: '2030-03-10T21:00:00.000Z' },
    ]);
  });

  it('stores the minimum notice typed in hours as minutes', async () => {
    const server = availabilityServer({ get: () => ({ status: 200, body: defaults() }) });
    renderPage();
    const notice = (await screen.findByLabelText(/Minimum notice/)) as HTMLInputElement;
    expect(notice.value).toBe('12');
    fireEvent.change(notice, { target: { value: '36' } });
    fireEvent.click(saveButton());
    await screen.findByText('Clients now see your new hours.');
    expect(server.sent[0]?.minimumNoticeMinutes).toBe(36 * 60);
  });

  it('asks before leaving with unsaved changes', async () => {
    availabilityServer({ get: () => ({ status: 200, body: defaults() }) });
    const router = renderPage();
    await screen.findByLabelText('Monday end');
    change('Monday end', '16:00');

    fireEvent.click(screen.getByRole('link', { name: 'Overview' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(AVAILABILITY_PAGES.dashboard));
    expect(input('Monday end').value).toBe('16:00');

    fireEvent.click(screen.getByRole('link', { name: 'Overview' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(AREA_ROOTS.dashboard));
  });

  it('explains an account without an advisor profile', async () => {
    availabilityServer({
      get: () => ({
        status: 404,
        body: { code: 'notFound', message: 'This account has no advisor profile.' },
      }),
    });
    renderPage();
    expect(await screen.findByText(/no advisor profile on this account/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us' })).toBeTruthy();
  });

  it('offers a retry when loading fails', async () => {
    let failing = true;
    availabilityServer({
      get: () =>
        failing
          ? { status: 500, body: { code: 'general', message: "We're sorry." } }
          : { status: 200, body: defaults() },
    });
    renderPage();
    expect(screen.getByLabelText('Loading your availability')).toBeTruthy();
    // A failure (not a refusal) is tried once more before the page gives up.
    expect(
      await screen.findByText('Your availability could not be loaded', {}, { timeout: 4000 }),
    ).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Monday start')).toBeTruthy();
  });
});
