// @vitest-environment happy-dom
// The outbox as an admin reads it: each email the server answered with its recipient, time (in the
// admin's zone), status, failure, headers, text and attachments; the recipient searched on the
// server in the outbox's contract and kept in the address; no email to that address.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { outboxQuerySchema } from '../../../shared/contracts/notifications';
import type { OutboxEmail } from '../../../shared/contracts/notifications';
import { ADMIN_API } from '../../../shared/routes/admin-api';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { fakeServer } from '../../testing/fake-server';
import AdminEmailsPage from './admin-emails-page';
import { renderAdminPage, setUpAdminPageTests } from './admin-test-kit';

setUpAdminPageTests();

const confirmation: OutboxEmail = {
  id: 'email-1',
  to: 'casey.morgan@example.com',
  subject: 'Your Hour with Thomas Nguyen is booked',
  template: 'booking-confirmation',
  status: 'sent',
  error: null,
  createdAt: '2026-11-02T15:00:00.000Z',
  text: 'Hi Casey, your Hour is booked.',
  html: '<p>Hi Casey, your Hour is booked.</p>',
  attachments: [{ filename: 'meeting.ics', contentType: 'text/calendar' }],
  headers: { 'List-Unsubscribe': '<https://example.test/unsubscribe>' },
};
const refused: OutboxEmail = {
  ...confirmation,
  id: 'email-2',
  to: 'avery.lee@example.com',
  subject: 'Welcome',
  status: 'failed',
  error: '550 Mailbox unavailable',
  attachments: [],
  headers: {},
};
const EMAILS = `GET ${ADMIN_API.emails}`;
const pageOf = (emails: OutboxEmail[]) => ({
  body: { emails, total: emails.length, page: 1, pageSize: 20 },
});

describe('the emails page', () => {
  it('shows each email with its status, failure, headers, text and attachments', async () => {
    fakeServer({ [EMAILS]: () => pageOf([confirmation, refused]) });
    renderAdminPage(<AdminEmailsPage />, { path: ADMIN_PAGES.emails });
    const first = within(
      (await screen.findByText('Your Hour with Thomas Nguyen is booked')).closest('li')!,
    );
    expect(first.getByText('to casey.morgan@example.com · Mon, Nov 2, 9:00 AM CST')).toBeTruthy();
    expect(first.getByText('sent')).toBeTruthy();
    const headers = within(first.getByLabelText('Headers'));
    expect(headers.getByText('List-Unsubscribe').nextSibling!.textContent).toBe(
      '<https://example.test/unsubscribe>',
    );
    expect(first.getByText('Hi Casey, your Hour is booked.')).toBeTruthy();
    expect(first.getByText('Attached: meeting.ics')).toBeTruthy();
    const second = within(screen.getByText('Welcome').closest('li')!);
    expect(second.getByText('failed')).toBeTruthy();
    expect(second.getByText('Delivery failed: 550 Mailbox unavailable')).toBeTruthy();
    expect(screen.getByText('2 emails')).toBeTruthy();
  });

  it('searches by recipient on the server, and says when none was sent to them', async () => {
    const server = fakeServer({
      [EMAILS]: (call) => pageOf(call.query.get('to') ? [] : [confirmation]),
    });
    renderAdminPage(<AdminEmailsPage />, { path: ADMIN_PAGES.emails });
    await screen.findByText('Your Hour with Thomas Nguyen is booked');
    const box = screen.getByRole('searchbox', { name: 'Recipient' });
    fireEvent.change(box, { target: { value: ' nobody@example.com ' } });
    fireEvent.submit(box.closest('form')!);
    expect(await screen.findByText('No emails to “nobody@example.com”.')).toBeTruthy();
    await waitFor(() => expect(server.callsTo(EMAILS)).toHaveLength(2));
    expect(outboxQuerySchema.parse(Object.fromEntries(server.callsTo(EMAILS)[1]!.query))).toEqual({
      to: 'nobody@example.com',
      page: 1,
    });
    expect(screen.getByTestId('location').textContent).toBe(
      `${ADMIN_PAGES.emails}?to=nobody%40example.com`,
    );
  });
});
