// @vitest-environment happy-dom
// The tools page as an admin uses it: the last summaries run, the stuck emails and failed jobs as
// the server answered; cached data cleared after a confirmation, with what was cleared; a stuck
// email sent again and the button then queued; a refusal of an email no longer stuck said.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { TOOLS_MESSAGES } from '../../../shared/contracts/tools';
import type { FailedJob, StuckEmail } from '../../../shared/contracts/tools';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { TOOLS_API, TOOLS_API_PATTERNS } from '../../../shared/routes/tools-api';
import { fakeServer } from '../../testing/fake-server';
import type { FakeAnswer } from '../../testing/fake-server';
import AdminToolsPage from './admin-tools-page';
import { consolePage, refusal, renderAdminPage, setUpAdminPageTests } from './admin-test-kit';

setUpAdminPageTests();

const stuck: StuckEmail = {
  id: 'email-9',
  to: 'avery.lee@example.com',
  subject: 'Welcome',
  template: 'welcome',
  status: 'failed',
  error: '550 Mailbox unavailable',
  createdAt: '2026-11-30T15:00:00.000Z',
};
const failedJob: FailedJob = {
  id: 'job-3',
  name: 'send-reminders',
  createdAt: '2026-11-30T15:00:00.000Z',
  failedAt: '2026-11-30T15:05:00.000Z',
  error: 'Timed out',
  attempts: 3,
};
const CLEAR = `POST ${TOOLS_API.clearCachedData}`;
const RESEND = `POST ${TOOLS_API_PATTERNS.resendEmail}`;

function open(resend: () => FakeAnswer = () => ({ body: { alreadyQueued: false } })) {
  const server = fakeServer({
    [`GET ${TOOLS_API.reviewSummaries}`]: () => ({
      body: {
        run: {
          id: 'run-1',
          state: 'completed',
          queuedAt: '2026-11-29T15:00:00.000Z',
          finishedAt: '2026-11-29T15:01:00.000Z',
          result: { advisors: 4, regenerated: 3, failed: 1 },
          error: null,
        },
      },
    }),
    [`GET ${TOOLS_API.stuckEmails}`]: () => consolePage([stuck]),
    [`GET ${TOOLS_API.failedJobs}`]: () => consolePage([failedJob]),
    [CLEAR]: () => ({
      body: {
        cleared: ['Feature flag values', 'Advisors’ open times'],
        clearedAt: '2026-12-01T15:00:00.000Z',
      },
    }),
    [RESEND]: resend,
  });
  renderAdminPage(<AdminToolsPage />, { path: ADMIN_PAGES.tools });
  return server;
}

describe('the tools page', () => {
  it('shows the last summaries run, the stuck emails and the failed jobs', async () => {
    open();
    expect(
      await screen.findByText(
        /3 of 4 advisors’ summaries regenerated; 1 failed \(see the server log\)\./,
      ),
    ).toBeTruthy();
    const emails = within(screen.getByRole('table', { name: 'Stuck emails' }));
    const email = within((await emails.findByText('Welcome')).closest('tr')!);
    expect(email.getByText('avery.lee@example.com')).toBeTruthy();
    expect(email.getByText('550 Mailbox unavailable')).toBeTruthy();
    const job = within(await screen.findByRole('table', { name: 'Failed jobs' }));
    expect(await job.findByRole('button', { name: 'Run again: send-reminders' })).toBeTruthy();
  });

  it('clears the cached data after a confirmation, and says what was cleared', async () => {
    const server = open();
    fireEvent.click(screen.getByRole('button', { name: 'Clear cached data' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Clear cached data' }));
    const title = await screen.findByText(/Cleared on every server at/);
    const result = within(title.closest('div')!);
    expect(result.getByText('Feature flag values')).toBeTruthy();
    expect(result.getByText('Advisors’ open times')).toBeTruthy();
    expect(server.callsTo(CLEAR)).toHaveLength(1);
  });

  it('sends a stuck email again once, then shows it queued', async () => {
    const server = open();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Send again: Welcome to avery.lee@example.com' }),
    );
    expect(
      await screen.findByText('“Welcome” to avery.lee@example.com is being sent again.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Queued' })).toHaveProperty('disabled', true);
    expect(server.callsTo(RESEND)[0]!.path).toBe(TOOLS_API.resendEmail('email-9'));
  });

  it('says why an email cannot be sent again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    open(() => refusal(TOOLS_MESSAGES.emailNotStuck));
    fireEvent.click(
      await screen.findByRole('button', { name: 'Send again: Welcome to avery.lee@example.com' }),
    );
    expect(await screen.findByText(TOOLS_MESSAGES.emailNotStuck)).toBeTruthy();
    expect(screen.getByText('Not queued')).toBeTruthy();
  });
});
