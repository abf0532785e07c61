// @vitest-environment happy-dom
// One Plan instance's page as an admin uses it: its client, price, meetings and delivery as the
// server answered; a change of status and meetings sent alone in the edit contract; the server's
// refusal of the dates shown on the form.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminInstanceDetail } from '../../../shared/contracts/plans-admin';
import { PLANS_ADMIN_MESSAGES, editInstanceSchema } from '../../../shared/contracts/plans-admin';
import { PLANS_ADMIN_PAGE_PATTERNS, PLANS_ADMIN_PAGES } from '../../../shared/routes/plans-admin';
import { PLANS_ADMIN_API, PLANS_ADMIN_API_PATTERNS } from '../../../shared/routes/plans-admin-api';
import { fakeServer } from '../../testing/fake-server';
import type { FakeAnswer } from '../../testing/fake-server';
import PlanInstanceEditPage from './plan-instance-edit-page';
import { renderAdminPage, setUpAdminPageTests } from './admin-test-kit';
import { INSTANCE_ID, instanceOf, invoiceOf, signupOf } from './plans-admin-fixtures';

setUpAdminPageTests();

const detail: AdminInstanceDetail = {
  instance: instanceOf('plan'),
  signup: signupOf('plan'),
  invoices: [invoiceOf('plan', { status: 'paid', paidAt: '2026-11-03T15:00:00.000Z' })],
};
const EDIT = `POST ${PLANS_ADMIN_API.editPlanInstance}`;

function open(edit: (body: unknown) => FakeAnswer) {
  const server = fakeServer({
    [`GET ${PLANS_ADMIN_API_PATTERNS.planInstance}`]: (call) =>
      call.params.id === INSTANCE_ID ? { body: detail } : undefined,
    [EDIT]: (call) => edit(call.body),
  });
  renderAdminPage(<PlanInstanceEditPage />, {
    path: PLANS_ADMIN_PAGES.planInstanceEdit('r1', INSTANCE_ID),
    pattern: PLANS_ADMIN_PAGE_PATTERNS.planInstanceEdit,
  });
  return server;
}

describe('a Plan instance’s page', () => {
  it('shows the instance and saves only what changed', async () => {
    const server = open((body) => ({
      body: { ...detail, instance: { ...detail.instance, ...(body as object) } },
    }));
    const facts = within(
      await screen.findByRole('region', { name: 'Casey Morgan · The Plan with Thomas Nguyen' }),
    );
    expect(facts.getByText('Meetings booked').parentElement!.textContent).toBe(
      'Meetings booked1 of 3',
    );
    expect(facts.getByText('Plan delivered').parentElement!.textContent).toBe('Plan delivered—');
    expect(screen.getByText('INV-000042')).toBeTruthy();

    const form = within(screen.getByRole('form', { name: 'Instance' }));
    fireEvent.change(form.getByRole('combobox', { name: 'Status' }), {
      target: { value: 'completed' },
    });
    fireEvent.change(form.getByRole('textbox', { name: 'Meetings included' }), {
      target: { value: '4' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Save instance' }));
    expect(await screen.findByText('The instance is saved.')).toBeTruthy();
    expect(server.sent(EDIT, editInstanceSchema)).toEqual([
      { id: INSTANCE_ID, status: 'completed', meetingsIncluded: 4 },
    ]);
  });

  it('shows the server’s refusal of the dates on the form', async () => {
    open(() => ({
      status: 400,
      body: {
        code: 'validation',
        message: 'Some fields need your attention.',
        fieldErrors: { endsOn: [PLANS_ADMIN_MESSAGES.endBeforeStart] },
      },
    }));
    const form = within(await screen.findByRole('form', { name: 'Instance' }));
    fireEvent.change(form.getByLabelText('End date'), { target: { value: '2026-11-01' } });
    fireEvent.click(form.getByRole('button', { name: 'Save instance' }));
    expect(await form.findByText(PLANS_ADMIN_MESSAGES.endBeforeStart)).toBeTruthy();
  });
});
