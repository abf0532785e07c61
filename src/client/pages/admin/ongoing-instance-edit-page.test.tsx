// @vitest-environment happy-dom
// One Ongoing instance's page as an admin uses it: a cancelled Ongoing still running to the end
// of its quarter says its last day; check-ins without a limit saved as no limit in the edit
// contract; an instance that is not found.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminInstanceDetail } from '../../../shared/contracts/plans-admin';
import { editInstanceSchema } from '../../../shared/contracts/plans-admin';
import { PLANS_ADMIN_PAGE_PATTERNS, PLANS_ADMIN_PAGES } from '../../../shared/routes/plans-admin';
import { PLANS_ADMIN_API, PLANS_ADMIN_API_PATTERNS } from '../../../shared/routes/plans-admin-api';
import { fakeServer } from '../../testing/fake-server';
import type { FakeAnswer } from '../../testing/fake-server';
import OngoingInstanceEditPage from './ongoing-instance-edit-page';
import { refusal, renderAdminPage, setUpAdminPageTests } from './admin-test-kit';
import { INSTANCE_ID, instanceOf, invoiceOf, signupOf } from './plans-admin-fixtures';

setUpAdminPageTests();

const ending: AdminInstanceDetail = {
  instance: instanceOf('ongoing', {
    cancelledAt: '2026-11-20T15:00:00.000Z',
    endsOn: '2027-02-02',
    meetingsIncluded: 2,
  }),
  signup: signupOf('ongoing'),
  invoices: [invoiceOf('ongoing')],
};
const EDIT = `POST ${PLANS_ADMIN_API.editOngoingInstance}`;

function open(answer: FakeAnswer) {
  const server = fakeServer({
    [`GET ${PLANS_ADMIN_API_PATTERNS.ongoingInstance}`]: () => answer,
    [EDIT]: () => ({ body: ending }),
  });
  renderAdminPage(<OngoingInstanceEditPage />, {
    path: PLANS_ADMIN_PAGES.ongoingInstanceEdit('r1', INSTANCE_ID),
    pattern: PLANS_ADMIN_PAGE_PATTERNS.ongoingInstanceEdit,
  });
  return server;
}

describe('an Ongoing instance’s page', () => {
  it('says when a cancelled Ongoing ends, and saves check-ins without a limit', async () => {
    const server = open({ body: ending });
    const facts = within(
      await screen.findByRole('region', { name: 'Casey Morgan · The Ongoing with Thomas Nguyen' }),
    );
    expect(facts.getByText('Price').parentElement!.textContent).toBe('Price$150 a month');
    expect(facts.queryByText('Plan delivered')).toBeNull();
    expect(
      screen.getByText(
        'Cancelled: Ends on February 2, 2027, the end of the quarter paid. Choose Cancelled to end it now.',
      ),
    ).toBeTruthy();

    const form = within(screen.getByRole('form', { name: 'Instance' }));
    fireEvent.change(form.getByRole('textbox', { name: /Meetings included/ }), {
      target: { value: '' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Save instance' }));
    expect(await screen.findByText('The instance is saved.')).toBeTruthy();
    expect(server.sent(EDIT, editInstanceSchema)).toEqual([
      { id: INSTANCE_ID, meetingsIncluded: null },
    ]);
  });

  it('says when the instance is not found', async () => {
    open(refusal('Not found', 'notFound'));
    expect(await screen.findByText(/No instance is chosen, or it was not found\./)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Choose one from The Ongoing' }).getAttribute('href'),
    ).toBe(PLANS_ADMIN_PAGES.theOngoing);
  });
});
