// @vitest-environment happy-dom
// Stuck emails (docs/product.md#admin-tools): the server's failed and waiting emails under the
// table's own prefix in the address; "Send again" queues one copy, then reads "Queued" and stays
// disabled, and says when the email was already waiting.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_OPERATION_FAILURES } from '../../../shared/admin-failures';
import { stuckEmailQuerySchema } from '../../../shared/contracts/tools';
import type { StuckEmail } from '../../../shared/contracts/tools';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { TOOLS_API, TOOLS_API_PATTERNS } from '../../../shared/routes/tools-api';
import { fakeServer } from '../../testing/fake-server';
import type { FakeRoutes } from '../../testing/fake-server';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';
import { consolePageOf, lastQuery } from '../console/console-test-kit';
import { StuckEmailsCard } from './stuck-emails-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LIST = `GET ${TOOLS_API.stuckEmails}`;
const RESEND = `POST ${TOOLS_API_PATTERNS.resendEmail}`;

const refused: StuckEmail = {
  id: 'email-1',
  to: 'casey@example.com',
  subject: 'Your meeting is confirmed',
  template: 'booking-confirmation',
  status: 'failed',
  error: '550 Mailbox unavailable',
  createdAt: '2026-12-05T10:00:00.000Z',
};
const waiting: StuckEmail = {
  ...refused,
  id: 'email-2',
  to: 'avery@example.com',
  subject: 'A reminder',
  template: 'meeting-reminder',
  status: 'queued',
  error: null,
};

function renderCard(routes: FakeRoutes = {}, path: string = ADMIN_PAGES.tools) {
  const server = fakeServer({ [LIST]: () => consolePageOf([refused, waiting]), ...routes });
  const { router } = renderPage(<StuckEmailsCard />, {
    path,
    auth: signedInAs({ roles: ['Admin'] }),
  });
  return { server, router };
}

const rowOf = (to: string) => within(screen.getByRole('cell', { name: to }).closest('tr')!);

describe('StuckEmailsCard', () => {
  it('lists each stuck email with its status and the mail server’s refusal', async () => {
    const { server } = renderCard();
    await screen.findByRole('cell', { name: 'casey@example.com' });
    expect(rowOf('casey@example.com').getByText('550 Mailbox unavailable')).toBeTruthy();
    expect(rowOf('avery@example.com').getByText('queued')).toBeTruthy();
    expect(lastQuery(server, LIST, stuckEmailQuerySchema)).toMatchObject({
      sort: 'createdAt',
      dir: 'desc',
    });
  });

  it('reads and writes its view under its own prefix in the address', async () => {
    const { server, router } = renderCard({}, `${ADMIN_PAGES.tools}?emails.q=casey&jobs.page=2`);
    await screen.findByRole('cell', { name: 'casey@example.com' });
    expect(lastQuery(server, LIST, stuckEmailQuerySchema)).toMatchObject({ q: 'casey', page: 1 });
    fireEvent.click(screen.getByRole('button', { name: /^To/ }));
    await waitFor(() =>
      expect(lastQuery(server, LIST, stuckEmailQuerySchema)).toMatchObject({
        sort: 'to',
        dir: 'asc',
      }),
    );
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('emails.sort')).toBe('to');
    expect(params.get('jobs.page')).toBe('2');
  });

  it('says when nothing is stuck', async () => {
    renderCard({ [LIST]: () => consolePageOf([]) });
    expect(
      await screen.findByText('No stuck emails: everything was sent or kept in the outbox.'),
    ).toBeTruthy();
  });

  it('sends one again, then shows it queued and takes no second click', async () => {
    const { server } = renderCard({ [RESEND]: () => ({ body: { alreadyQueued: false } }) });
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Send again: Your meeting is confirmed to casey@example.com',
      }),
    );
    expect(
      await screen.findByText(
        '“Your meeting is confirmed” to casey@example.com is being sent again.',
      ),
    ).toBeTruthy();
    const queued = rowOf('casey@example.com').getByRole('button', { name: 'Queued' });
    expect(queued).toHaveProperty('disabled', true);
    expect(server.callsTo(RESEND).map((call) => call.params)).toEqual([{ emailId: 'email-1' }]);
  });

  it('says when the email was already waiting to be sent', async () => {
    renderCard({ [RESEND]: () => ({ body: { alreadyQueued: true } }) });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Send again: A reminder to avery@example.com' }),
    );
    expect(
      await screen.findByText('It was already waiting to be sent; nothing more was done.'),
    ).toBeTruthy();
  });

  it('says it was not queued when the server fails, and leaves the button to try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderCard({ [RESEND]: () => ({ status: 500 }) });
    const button = await screen.findByRole('button', {
      name: 'Send again: A reminder to avery@example.com',
    });
    fireEvent.click(button);
    expect(await screen.findByText(ADMIN_OPERATION_FAILURES.retryToolRow)).toBeTruthy();
    expect(button).toHaveProperty('disabled', false);
  });
});
