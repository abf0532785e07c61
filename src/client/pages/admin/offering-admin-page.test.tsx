// @vitest-environment happy-dom
// One offering's admin page as an admin uses it (The Plan here; the two offering pages test their
// own kind): the signups the server answered with their state, follow-up and invoices, and links
// to their edit pages; the filters and the search sent to the server; the instances; refreshing
// the invoices in the shared contract, with what it did or why it failed.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { matchPath } from 'react-router';
import { ADMIN_OPERATION_FAILURES } from '../../../shared/admin-failures';
import {
  adminSignupQuerySchema,
  refreshInvoicesSchema,
} from '../../../shared/contracts/plans-admin';
import { PLANS_ADMIN_PAGE_PATTERNS, PLANS_ADMIN_PAGES } from '../../../shared/routes/plans-admin';
import { PLANS_ADMIN_API, PLANS_ADMIN_API_PATTERNS } from '../../../shared/routes/plans-admin-api';
import { fakeServer } from '../../testing/fake-server';
import type { FakeAnswer } from '../../testing/fake-server';
import { OfferingAdminPage } from './offering-admin-page';
import { renderAdminPage, setUpAdminPageTests } from './admin-test-kit';
import { INSTANCE_ID, SIGNUP_ID, instanceOf, signupOf } from './plans-admin-fixtures';

setUpAdminPageTests();

const SIGNUPS = `GET ${PLANS_ADMIN_API.planSignups}`;
const REFRESH = `POST ${PLANS_ADMIN_API.refreshPlanInvoices}`;
const pageOf = <T,>(items: T[]): FakeAnswer => ({
  body: { items, total: items.length, page: 1, pageSize: 50 },
});

function open(path: string = PLANS_ADMIN_PAGES.thePlan, refresh?: () => FakeAnswer) {
  const server = fakeServer({
    [SIGNUPS]: (call) =>
      pageOf(call.query.get('followUpStatus') === 'ContactAdvisor' ? [] : [signupOf('plan')]),
    [`GET ${PLANS_ADMIN_API_PATTERNS.planSearch}`]: () => ({
      body: { signups: [signupOf('plan')] },
    }),
    [`GET ${PLANS_ADMIN_API.planInstances}`]: () => pageOf([instanceOf('plan')]),
    [REFRESH]: refresh ?? (() => ({ body: { counts: { opened: 2, paid: 1 } } })),
  });
  renderAdminPage(<OfferingAdminPage kind="plan" />, { path });
  return server;
}

describe('an offering’s admin page', () => {
  it('lists the signups with their state, follow-up and invoices, linked to their pages', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'The Plan' })).toBeTruthy();
    const client = await screen.findByText('Casey Morgan');
    const row = within(client.closest('tr')!);
    expect(row.getByText('casey.morgan@example.com')).toBeTruthy();
    expect(row.getByText('Thomas Nguyen')).toBeTruthy();
    expect(row.getByText('$2,500')).toBeTruthy();
    expect(row.getByText('Paid')).toBeTruthy();
    expect(row.getByText('Send initial follow-up')).toBeTruthy();
    expect(row.getByText('Dec 15, 2026')).toBeTruthy();
    expect(row.getByText(/1 paid/).textContent).toBe('1 paid · 1 due');
    const hrefOf = (name: string) => row.getByRole('link', { name }).getAttribute('href')!;
    expect(
      matchPath(PLANS_ADMIN_PAGE_PATTERNS.planSignupEdit, hrefOf('Signup of Casey Morgan'))?.params
        .thePlanSignupId,
    ).toBe(SIGNUP_ID);
    expect(
      matchPath(PLANS_ADMIN_PAGE_PATTERNS.planInstanceEdit, hrefOf('Instance of Casey Morgan'))
        ?.params.thePlanInstanceId,
    ).toBe(INSTANCE_ID);
    expect(screen.getByText('1 signup')).toBeTruthy();
  });

  it('asks for the chosen follow-up status, and searches by client', async () => {
    const server = open();
    await screen.findByText('Casey Morgan');
    fireEvent.change(screen.getByRole('combobox', { name: 'Follow-up status' }), {
      target: { value: 'ContactAdvisor' },
    });
    expect(await screen.findByText('No signups with these filters.')).toBeTruthy();
    const query = Object.fromEntries(server.callsTo(SIGNUPS).at(-1)!.query);
    expect(adminSignupQuerySchema.parse(query)).toEqual({
      followUpStatus: 'ContactAdvisor',
      page: 1,
    });

    const search = screen.getByRole('searchbox', { name: /Search by client name/ });
    fireEvent.change(search, { target: { value: 'casey' } });
    fireEvent.submit(search.closest('form')!);
    expect(await screen.findByText('1 found for “casey”')).toBeTruthy();
    expect(server.callsTo(`GET ${PLANS_ADMIN_API_PATTERNS.planSearch}`)[0]!.path).toBe(
      PLANS_ADMIN_API.planSearch('casey'),
    );
  });

  it('shows the instances by status', async () => {
    open(`${PLANS_ADMIN_PAGES.thePlan}?view=instances`);
    const client = await screen.findByText('Casey Morgan');
    const row = within(client.closest('tr')!);
    expect(row.getByText('Active')).toBeTruthy();
    expect(screen.getByText('1 instance')).toBeTruthy();
  });

  it('refreshes the invoices of its offering, and says what was done or why not', async () => {
    let failing = false;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = open(PLANS_ADMIN_PAGES.thePlan, () =>
      failing
        ? { status: 500, body: { code: 'general', message: 'x' } }
        : {
            body: { counts: { opened: 2, paid: 1 } },
          },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Refresh invoices' }));
    expect(await screen.findByText('2 opened, 1 paid')).toBeTruthy();
    expect(server.sent(REFRESH, refreshInvoicesSchema)).toEqual([{ kind: 'plan' }]);

    failing = true;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh invoices' }));
    expect(await screen.findByText(ADMIN_OPERATION_FAILURES.refreshPlanInvoices)).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Not refreshed')).toBeTruthy());
  });
});
