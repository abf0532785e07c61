// @vitest-environment happy-dom
// One Plan signup's page as an admin uses it: who bought what, its instance and invoices as the
// server answered; deleting it after a confirmation back to The Plan's list; a delete refused
// while a paid invoice is not refunded; a signup that is not found.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminSignupDetail } from '../../../shared/contracts/plans-admin';
import { PLANS_ADMIN_PAGE_PATTERNS, PLANS_ADMIN_PAGES } from '../../../shared/routes/plans-admin';
import { PLANS_ADMIN_API, PLANS_ADMIN_API_PATTERNS } from '../../../shared/routes/plans-admin-api';
import { fakeServer } from '../../testing/fake-server';
import type { FakeAnswer } from '../../testing/fake-server';
import PlanSignupEditPage from './plan-signup-edit-page';
import { refusal, renderAdminPage, setUpAdminPageTests } from './admin-test-kit';
import { SIGNUP_ID, instanceOf, invoiceOf, signupOf } from './plans-admin-fixtures';

setUpAdminPageTests();

const detail = (invoices = [invoiceOf('plan')]): AdminSignupDetail => ({
  signup: {
    ...signupOf('plan'),
    termsText: 'The Plan: a written financial plan within eight weeks.',
    termsAcceptedAt: '2026-11-02T15:00:00.000Z',
    holdExpiresAt: null,
    followUpRemindedOn: null,
  },
  instance: instanceOf('plan'),
  invoices,
});
const DELETE = `DELETE ${PLANS_ADMIN_API_PATTERNS.deletePlanSignup}`;

function open(answer: FakeAnswer) {
  const server = fakeServer({
    [`GET ${PLANS_ADMIN_API_PATTERNS.planSignup}`]: () => answer,
    [DELETE]: () => ({ body: { voidedInvoices: 1, keptInvoices: 0 } }),
  });
  renderAdminPage(<PlanSignupEditPage />, {
    path: PLANS_ADMIN_PAGES.planSignupEdit('r1', SIGNUP_ID),
    pattern: PLANS_ADMIN_PAGE_PATTERNS.planSignupEdit,
  });
  return server;
}

describe('a Plan signup’s page', () => {
  it('shows the signup, its instance and invoices, and deletes it back to the list', async () => {
    const server = open({ body: detail() });
    const facts = within(
      await screen.findByRole('region', { name: 'Casey Morgan · The Plan with Thomas Nguyen' }),
    );
    expect(facts.getByText('$2,500')).toBeTruthy();
    expect(facts.getByText('State').parentElement!.textContent).toBe('StatePaid');
    expect(facts.getByText('The Plan: a written financial plan within eight weeks.')).toBeTruthy();
    const instance = within(screen.getByRole('region', { name: 'Instance' }));
    expect(instance.getByText(/Started Nov 3, 2026, ends Jan 31, 2027/)).toBeTruthy();
    expect(screen.getByText('INV-000042')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete signup' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: "Delete Casey Morgan's signup and its instance?" }),
    );
    expect(dialog.getByText(/1 invoice still owed is voided\./)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Delete signup' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(PLANS_ADMIN_PAGES.thePlan),
    );
    expect(server.callsTo(DELETE)[0]!.path).toBe(PLANS_ADMIN_API.deletePlanSignup(SIGNUP_ID));
  });

  it('cannot be deleted while a paid invoice is not refunded', async () => {
    open({
      body: detail([invoiceOf('plan', { status: 'paid', paidAt: '2026-11-03T15:00:00.000Z' })]),
    });
    expect(
      await screen.findByText(/It cannot be deleted while INV-000042 is paid and not refunded\./),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete signup' })).toHaveProperty('disabled', true);
  });

  it('says when the signup is not found', async () => {
    open(refusal('Not found', 'notFound'));
    expect(await screen.findByText(/No signup is chosen, or it was not found\./)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Choose one from The Plan' }).getAttribute('href'),
    ).toBe(PLANS_ADMIN_PAGES.thePlan);
  });
});
