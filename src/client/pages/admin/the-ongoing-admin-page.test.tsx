// @vitest-environment happy-dom
// The Ongoing's admin page works The Ongoing's records: its heading, its own signups call with
// monthly prices, its empty state, and a refresh of its invoices sent for The Ongoing.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { refreshInvoicesSchema } from '../../../shared/contracts/plans-admin';
import { PLANS_ADMIN_PAGES } from '../../../shared/routes/plans-admin';
import { PLANS_ADMIN_API } from '../../../shared/routes/plans-admin-api';
import { fakeServer } from '../../testing/fake-server';
import OngoingAdminPage from './the-ongoing-admin-page';
import { renderAdminPage, setUpAdminPageTests } from './admin-test-kit';
import { signupOf } from './plans-admin-fixtures';

setUpAdminPageTests();

const refresh = `POST ${PLANS_ADMIN_API.refreshPlanInvoices}`;

describe('The Ongoing’s admin page', () => {
  it('lists The Ongoing’s signups at their monthly price, and refreshes its invoices', async () => {
    const server = fakeServer({
      [`GET ${PLANS_ADMIN_API.ongoingSignups}`]: () => ({
        body: { items: [signupOf('ongoing')], total: 1, page: 1, pageSize: 50 },
      }),
      [refresh]: () => ({ body: { counts: { opened: 3 } } }),
    });
    renderAdminPage(<OngoingAdminPage />, { path: PLANS_ADMIN_PAGES.theOngoing });
    expect(screen.getByRole('heading', { level: 1, name: 'The Ongoing' })).toBeTruthy();
    const row = within((await screen.findByText('Casey Morgan')).closest('tr')!);
    expect(row.getByText(/^\$150/).textContent).toBe('$150 /mo');

    fireEvent.click(screen.getByRole('button', { name: 'Refresh invoices' }));
    expect(await screen.findByText('3 opened')).toBeTruthy();
    expect(server.sent(refresh, refreshInvoicesSchema)).toEqual([{ kind: 'ongoing' }]);
  });

  it('says when The Ongoing has no signups yet', async () => {
    fakeServer({
      [`GET ${PLANS_ADMIN_API.ongoingSignups}`]: () => ({
        body: { items: [], total: 0, page: 1, pageSize: 50 },
      }),
    });
    renderAdminPage(<OngoingAdminPage />, { path: PLANS_ADMIN_PAGES.theOngoing });
    expect(await screen.findByText('No signups yet.')).toBeTruthy();
  });
});
