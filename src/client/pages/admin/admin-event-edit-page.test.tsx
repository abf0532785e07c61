// @vitest-environment happy-dom
// One meeting's page as an admin uses it, opened from its address: the meeting the server
// answered for that id with only the changes its state allows; a refund and a no-show each sent
// after a confirmation, the no-show in the change contract; the server's failure said.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_OPERATION_FAILURES } from '../../../shared/admin-failures';
import { adminEventChangeSchema } from '../../../shared/contracts/booking';
import type { AdminEvent } from '../../../shared/contracts/booking';
import { ADMIN_API, ADMIN_API_PATTERNS } from '../../../shared/routes/admin-api';
import { OPERATIONS_PAGE_PATTERNS, OPERATIONS_PAGES } from '../../../shared/routes/operations';
import { RECORDINGS_ADMIN_API_PATTERNS } from '../../../shared/routes/recordings-admin-api';
import { fakeServer } from '../../testing/fake-server';
import type { FakeAnswer } from '../../testing/fake-server';
import { meetingFixture } from '../../features/meetings/meeting-fixtures';
import AdminEventEditPage from './admin-event-edit-page';
import { renderAdminPage, setUpAdminPageTests } from './admin-test-kit';

setUpAdminPageTests();

const event: AdminEvent = {
  ...meetingFixture(),
  history: [],
  adminActions: ['refund', 'markNoShow'],
};
const CHANGE = `PUT ${ADMIN_API_PATTERNS.event}`;
const REFUND = `POST ${ADMIN_API_PATTERNS.eventRefund}`;

function open(answers: { change?: FakeAnswer; refund?: FakeAnswer } = {}) {
  const server = fakeServer({
    [`GET ${ADMIN_API_PATTERNS.event}`]: (call) =>
      call.params.eventId === 'event-1' ? { body: event } : undefined,
    [`GET ${RECORDINGS_ADMIN_API_PATTERNS.search}`]: () => ({ body: [] }),
    [CHANGE]: () => answers.change ?? { status: 500 },
    [REFUND]: () => answers.refund ?? { status: 500 },
  });
  renderAdminPage(<AdminEventEditPage />, {
    path: OPERATIONS_PAGES.eventEdit('event-1'),
    pattern: OPERATIONS_PAGE_PATTERNS.eventEdit,
  });
  return server;
}

async function choose(change: string, confirmLabel: string) {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const changes = within(await screen.findByRole('group', { name: 'Change this meeting' }));
  fireEvent.click(changes.getByRole('button', { name: change }));
  fireEvent.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: confirmLabel }),
  );
}

describe('a meeting’s page', () => {
  it('shows the meeting and only the changes its state allows', async () => {
    open();
    expect(await screen.findByText('Tue, Mar 10, 9:00 AM CDT')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Thomas Nguyen' })).toBeTruthy();
    const changes = within(screen.getByRole('group', { name: 'Change this meeting' }));
    expect(changes.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Refund in full',
      'Mark as no-show',
    ]);
  });

  it('refunds the fee and marks a no-show, each after a confirmation', async () => {
    const server = open({
      refund: { body: meetingFixture({ status: 'Refunded' }) },
      change: { body: meetingFixture({ status: 'NoShow' }) },
    });
    await choose('Refund in full', 'Refund $150');
    expect(await screen.findByText('The fee was refunded in full.')).toBeTruthy();
    expect(server.callsTo(REFUND)[0]!.path).toBe(ADMIN_API.eventRefund('event-1'));

    await choose('Mark as no-show', 'Mark as no-show');
    expect(await screen.findByText('The meeting is marked as a no-show.')).toBeTruthy();
    expect(server.sent(CHANGE, adminEventChangeSchema)).toEqual([{ action: 'markNoShow' }]);
  });

  it('says the change was not made when the server fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    open();
    await choose('Mark as no-show', 'Mark as no-show');
    expect(await screen.findByText(ADMIN_OPERATION_FAILURES.editEvent)).toBeTruthy();
    expect(screen.getByText('The change was not made')).toBeTruthy();
  });
});
