// @vitest-environment happy-dom
// The admin console's home as an admin uses it: the marketplace's totals and every month's figures
// as the server answered, the figures by week asked of the server and kept in the address, a
// failure with a way to try again, and every console tool listed by group.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DASHBOARD_MONTHS, dashboardQuerySchema } from '../../../shared/contracts/reports';
import type { Dashboard } from '../../../shared/contracts/reports';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { REPORTS_API } from '../../../shared/routes/reports-api';
import { fakeServer } from '../../testing/fake-server';
import { CONSOLE_NAV } from '../../features/console/console-nav-items';
import AdminHomePage from './admin-home-page';
import { renderAdminPage, setUpAdminPageTests } from './admin-test-kit';

setUpAdminPageTests();

const bucket = (start: string, revenueCents: number) => ({
  start,
  bookings: 3,
  revenueCents,
  refundCents: 0,
  newClients: 2,
  newAdvisors: 1,
});
const byMonth: Dashboard = {
  by: 'month',
  buckets: [bucket('2026-10-01', 120_000), bucket('2026-11-01', 80_000)],
  totals: {
    bookings: 6,
    revenueCents: 200_000,
    refundCents: 12_500,
    newClients: 4,
    newAdvisors: 2,
  },
};
const byWeek: Dashboard = { ...byMonth, by: 'week', buckets: [bucket('2026-11-23', 80_000)] };
const DASHBOARD = `GET ${REPORTS_API.dashboard}`;

describe('the admin console’s home', () => {
  it('shows the marketplace’s totals and each month’s figures', async () => {
    fakeServer({ [DASHBOARD]: () => ({ body: byMonth }) });
    renderAdminPage(<AdminHomePage />, { path: AREA_ROOTS.admin });
    const totals = within(await screen.findByLabelText(`Totals, last ${DASHBOARD_MONTHS} months`));
    expect(totals.getByText('Revenue').nextSibling!.textContent).toBe('$2,000');
    expect(totals.getByText('Refunds').nextSibling!.textContent).toBe('$125');
    expect(totals.getByText('New advisors').nextSibling!.textContent).toBe('2');
    const table = within(
      screen.getByRole('table', {
        name: 'Marketplace figures by month, October 2026 to November 2026',
      }),
    );
    expect(table.getByRole('row', { name: /October 2026 \$1,200/ })).toBeTruthy();
  });

  it('asks for the figures by week and keeps the choice in the address', async () => {
    const server = fakeServer({
      [DASHBOARD]: (call) => ({ body: call.query.get('by') === 'week' ? byWeek : byMonth }),
    });
    renderAdminPage(<AdminHomePage />, { path: AREA_ROOTS.admin });
    await screen.findByLabelText(`Totals, last ${DASHBOARD_MONTHS} months`);
    fireEvent.click(screen.getByRole('radio', { name: 'By week' }));
    expect(
      await screen.findByRole('table', {
        name: 'Marketplace figures by week, Week of Nov 23, 2026 to Week of Nov 23, 2026',
      }),
    ).toBeTruthy();
    expect(dashboardQuerySchema.parse(Object.fromEntries(server.calls.at(-1)!.query))).toEqual({
      by: 'week',
    });
    expect(screen.getByTestId('location').textContent).toBe(`${AREA_ROOTS.admin}?by=week`);
  });

  it('says the figures could not be loaded, and tries again', async () => {
    let failing = true;
    fakeServer({
      [DASHBOARD]: () =>
        failing ? { status: 500, body: { code: 'general', message: 'x' } } : { body: byMonth },
    });
    renderAdminPage(<AdminHomePage />, { path: AREA_ROOTS.admin });
    expect(
      await screen.findByText('The figures could not be loaded', {}, { timeout: 4000 }),
    ).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: /Try again/ }));
    await waitFor(() =>
      expect(screen.getByLabelText(`Totals, last ${DASHBOARD_MONTHS} months`)).toBeTruthy(),
    );
  });

  it('lists every console tool by group', () => {
    fakeServer({ [DASHBOARD]: () => ({ body: byMonth }) });
    renderAdminPage(<AdminHomePage />, { path: AREA_ROOTS.admin });
    for (const group of CONSOLE_NAV.filter((entry) => entry.items.length > 0)) {
      const section = within(screen.getByRole('region', { name: group.title }));
      for (const tool of group.items) {
        expect(
          section.getByRole('link', { name: new RegExp(tool.title) }).getAttribute('href'),
        ).toBe(tool.to);
      }
    }
  });
});
