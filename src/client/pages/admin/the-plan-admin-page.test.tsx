// @vitest-environment happy-dom
// The Plan's admin page works The Plan's records: its heading, its own signups call, and a
// refresh of its invoices sent for The Plan.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { refreshInvoicesSchema } from '../../../shared/contracts/plans-admin';
import { PLANS_ADMIN_PAGES } from '../../../shared/routes/plans-admin';
import { PLANS_ADMIN_API } from '../../../shared/routes/plans-admin-api';
import { fakeServer } from '../../testing/fake-server';
import PlanAdminPage from './the-plan-admin-page';
import { renderAdminPage, setUpAdminPageTests } from './admin-test-kit';
import { signupOf } from './plans-admin-fixtures';

setUpAdminPageTests();

describe('The Plan’s admin page', () => {
  it('lists The Plan’s signups and refreshes The Plan’s invoices', async () => {
    const refresh = `POST ${PLANS_ADMIN_API.refreshPlanInvoices}`;
    const server = fakeServer({
      [`GET ${PLANS_ADMIN_API.planSignups}`]: () => ({
        body: { items: [signupOf('plan')], total: 1, page: 1, pageSize: 50 },
      }),
      [refresh]: () => ({ body: { counts: {} } }),
    });
    renderAdminPage(<PlanAdminPage />, { path: PLANS_ADMIN_PAGES.thePlan });
    expect(screen.getByRole('heading', { level: 1, name: 'The Plan' })).toBeTruthy();
    expect(await screen.findByText('$2,500')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Refresh invoices' }));
    expect(await screen.findByText('Nothing to update.')).toBeTruthy();
    expect(server.sent(refresh, refreshInvoicesSchema)).toEqual([{ kind: 'plan' }]);
  });
});
