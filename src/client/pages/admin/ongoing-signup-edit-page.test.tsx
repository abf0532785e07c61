// @vitest-environment happy-dom
// One Ongoing signup's page as an admin uses it: the monthly price and a signup not yet started,
// the delete confirmation saying no further quarter is billed, the server's failure said, and a
// deleted signup.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ADMIN_OPERATION_FAILURES } from '../../../shared/admin-failures';
import type { AdminSignupDetail } from '../../../shared/contracts/plans-admin';
import { PLANS_ADMIN_PAGE_PATTERNS, PLANS_ADMIN_PAGES } from '../../../shared/routes/plans-admin';
import { PLANS_ADMIN_API, PLANS_ADMIN_API_PATTERNS } from '../../../shared/routes/plans-admin-api';
import { fakeServer } from '../../testing/fake-server';
import type { FakeAnswer } from '../../testing/fake-server';
import OngoingSignupEditPage from './ongoing-signup-edit-page';
import { refusal, renderAdminPage, setUpAdminPageTests } from './admin-test-kit';
import { SIGNUP_ID, invoiceOf, signupOf } from './plans-admin-fixtures';

setUpAdminPageTests();

const awaiting: AdminSignupDetail = {
  signup: {
    ...signupOf('ongoing', { state: 'awaiting-payment', paidAt: null, instanceId: null }),
    termsText: 'The Ongoing: quarterly billing, cancel any time.',
    termsAcceptedAt: '2026-11-02T15:00:00.000Z',
    holdExpiresAt: '2026-11-03T15:00:00.000Z',
    followUpRemindedOn: '2026-11-10',
  },
  instance: null,
  invoices: [invoiceOf('ongoing')],
};
const DELETE = `DELETE ${PLANS_ADMIN_API_PATTERNS.deleteOngoingSignup}`;

function open(answer: FakeAnswer, deleteAnswer: FakeAnswer = { status: 500 }) {
  const server = fakeServer({
    [`GET ${PLANS_ADMIN_API_PATTERNS.ongoingSignup}`]: () => answer,
    [DELETE]: () => deleteAnswer,
  });
  renderAdminPage(<OngoingSignupEditPage />, {
    path: PLANS_ADMIN_PAGES.ongoingSignupEdit('r1', SIGNUP_ID),
    pattern: PLANS_ADMIN_PAGE_PATTERNS.ongoingSignupEdit,
  });
  return server;
}

describe('an Ongoing signup’s page', () => {
  it('shows a signup awaiting payment, and says why its delete failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = open({ body: awaiting });
    const facts = within(
      await screen.findByRole('region', { name: 'Casey Morgan · The Ongoing with Thomas Nguyen' }),
    );
    expect(facts.getByText('Price').parentElement!.textContent).toBe('Price$150 a month');
    expect(facts.getByText('State').parentElement!.textContent).toBe('StateAwaiting payment');
    expect(facts.getByText('Reminded of the follow-up').parentElement!.textContent).toBe(
      'Reminded of the follow-upNov 10, 2026',
    );
    expect(
      screen.getByText('No instance: it starts once the signup is paid, or it was deleted.'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete signup' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/No further quarter is billed\./)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Delete signup' }));
    expect(await screen.findByText(ADMIN_OPERATION_FAILURES.deleteSignup)).toBeTruthy();
    expect(server.callsTo(DELETE)[0]!.path).toBe(PLANS_ADMIN_API.deleteOngoingSignup(SIGNUP_ID));
    expect(screen.getByTestId('location').textContent).toBe(
      PLANS_ADMIN_PAGES.ongoingSignupEdit('r1', SIGNUP_ID),
    );
  });

  it('says when the signup was deleted', async () => {
    open(refusal('Deleted', 'deletedEntity'));
    expect(await screen.findByText(/This signup was deleted\./)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Choose one from The Ongoing' }).getAttribute('href'),
    ).toBe(PLANS_ADMIN_PAGES.theOngoing);
  });
});
