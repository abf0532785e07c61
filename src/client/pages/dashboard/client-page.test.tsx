// @vitest-environment happy-dom
// An advisor's page for one client against a fake server: who they are, the meetings with this
// advisor only, the files shared to download, the intake answers and payments, the empty
// states, and a stranger's address.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import {
  ADVISOR_CLIENT_PAGE_PATTERNS,
  ADVISOR_CLIENT_PAGES,
} from '../../../shared/routes/advisor-clients';
import { ADVISOR_CLIENT_API } from '../../../shared/routes/advisor-clients-api';
import { MEETING_PAGES } from '../../../shared/routes/meetings';
import { MEETING_API } from '../../../shared/routes/meetings-api';
import { VAULT_API } from '../../../shared/routes/vault-api';
import type { AdvisorClient } from '../../../shared/contracts/vault';
import type { ClientRecord } from '../../../shared/contracts/practice';
import { PRACTICE_API } from '../../../shared/routes/practice-api';
import type { Meeting } from '../../../shared/contracts/booking';
import { meetingFixture } from '../../features/meetings/meeting-fixtures';
import { fakeServer } from '../../testing/fake-server';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';
import ClientPage from './client-page';
import { ClientPerson } from '../../features/meetings/meeting-card';

vi.mock('../../ui/viewer-time-zone', () => ({
  viewerTimeZone: () => 'America/Chicago',
}));

const NOW = new Date('2026-03-20T15:00:00.000Z');
const advisor = signedInAs({ fullName: 'Thomas Nguyen', roles: ['Advisor'] });
const EMAIL = 'casey.morgan@example.com';

const casey: AdvisorClient = {
  client: { id: 'client-1', name: 'Casey Morgan', email: EMAIL },
  files: [
    {
      id: 'file-1',
      name: 'Net worth 2026.pdf',
      contentType: 'application/pdf',
      sizeBytes: 2.5 * 1024 * 1024,
      createdAt: '2026-03-10T15:00:00.000Z',
      updatedAt: '2026-03-10T15:00:00.000Z',
      sharedAt: '2026-03-18T15:00:00.000Z',
    },
  ],
};
const upcoming = meetingFixture({ id: 'next', start: '2026-03-24T14:00:00.000Z' });
const past = meetingFixture({ id: 'last', start: '2026-03-12T15:00:00.000Z' });
const someoneElse = meetingFixture({
  id: 'other',
  start: '2026-03-25T14:00:00.000Z',
  client: { id: 'client-2', name: 'Jordan Lee', email: 'jordan@example.com' },
});
const meetings = (up: Meeting[], done: Meeting[]) => () => ({ body: { upcoming: up, past: done } });

function renderClientPage(client = EMAIL) {
  return renderPage(
    <Routes>
      <Route path={ADVISOR_CLIENT_PAGE_PATTERNS.client} element={<ClientPage />} />
    </Routes>,
    { path: ADVISOR_CLIENT_PAGES.client(client), auth: advisor },
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('an advisor’s page for a client', () => {
  it('shows the client, the meetings with them, and the files they shared', async () => {
    const link = `${VAULT_API.fileDownload('file-1')}?token=t`;
    const server = fakeServer({
      [`GET ${ADVISOR_CLIENT_API.client(EMAIL)}`]: () => ({ body: casey }),
      [`GET ${MEETING_API.dashboard}`]: meetings([upcoming, someoneElse], [past]),
      [`POST ${ADVISOR_CLIENT_API.fileDownload(EMAIL, 'file-1')}`]: () => ({
        body: { url: link, expiresAt: '2026-03-20T15:05:00.000Z' },
      }),
    });
    const followed: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      followed.push(this.getAttribute('href') ?? '');
    });
    renderClientPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Casey Morgan' })).toBeTruthy();
    expect(screen.getByRole('link', { name: EMAIL }).getAttribute('href')).toBe(`mailto:${EMAIL}`);
    expect(screen.getByRole('navigation', { name: 'Advisor Home' })).toBeTruthy();

    const meetingsPanel = within(screen.getByRole('region', { name: 'Your meetings with Casey' }));
    expect(await meetingsPanel.findByText('Tuesday, March 24, 2026')).toBeTruthy();
    expect(meetingsPanel.getByText('10:00 AM – 11:00 AM EDT')).toBeTruthy();
    expect(meetingsPanel.getByText('Thursday, March 12, 2026')).toBeTruthy();
    expect(meetingsPanel.getByText('Completed')).toBeTruthy();
    expect(meetingsPanel.queryByText('Wednesday, March 25, 2026')).toBeNull();

    const files = within(screen.getByRole('region', { name: 'Files shared with you' }));
    expect(files.getByText('Net worth 2026.pdf')).toBeTruthy();
    expect(files.getByText(/PDF · 2.5 MB · Shared/)).toBeTruthy();
    expect(files.getByText('Mar 18, 2026')).toBeTruthy();
    fireEvent.click(files.getByRole('button', { name: 'Download Net worth 2026.pdf' }));
    await waitFor(() => expect(followed).toEqual([link]));
    expect(server.calls.some((call) => call.method === 'POST')).toBe(true);
  });

  it('says when nothing is booked or shared yet', async () => {
    fakeServer({
      [`GET ${ADVISOR_CLIENT_API.client('client-1')}`]: () => ({
        body: { ...casey, files: [] },
      }),
      [`GET ${MEETING_API.dashboard}`]: meetings([someoneElse], []),
    });
    renderClientPage('client-1');
    expect(await screen.findByText('Nothing booked with Casey right now.')).toBeTruthy();
    expect(await screen.findByText('No past meetings with Casey yet.')).toBeTruthy();
    expect(screen.getByText(/Casey has not shared any files with you yet/)).toBeTruthy();
  });

  it('shows what the client answered and paid, a refund included, and retries a failed load', async () => {
    const record: ClientRecord = {
      intake: [
        {
          id: 'intake-1',
          source: 'CustomerIntakeForm',
          answeredAt: '2026-03-01T15:00:00.000Z',
          meetingStart: '2026-03-12T15:00:00.000Z',
          answers: {
            topics: ['retirement'],
            questions: 'Can we retire at 60 with what we have saved?',
            household: 'couple',
            netWorth: '250k-1m',
            background: '',
            prepared: [],
          },
        },
      ],
      payments: [
        {
          id: 'charge-2',
          at: '2026-03-05T15:00:00.000Z',
          description: 'The Hour with Thomas Nguyen',
          amountCents: 15_000,
          status: 'succeeded',
          refund: { amountCents: 15_000, status: 'succeeded' },
        },
        {
          id: 'charge-1',
          at: '2026-03-01T15:00:00.000Z',
          description: 'The Hour with Thomas Nguyen',
          amountCents: 15_000,
          status: 'succeeded',
          refund: null,
        },
      ],
      paidCents: 30_000,
      refundedCents: 15_000,
    };
    // A failure is tried again once by itself; the second shows the way to try again.
    let failures = 2;
    fakeServer({
      [`GET ${ADVISOR_CLIENT_API.client(EMAIL)}`]: () => ({ body: { ...casey, files: [] } }),
      [`GET ${MEETING_API.dashboard}`]: meetings([], [past]),
      [`GET ${PRACTICE_API.clientRecord(EMAIL)}`]: () =>
        failures-- > 0
          ? { status: 500, body: { code: 'general', message: 'Down' } }
          : { body: record },
    });
    renderClientPage();

    const payments = within(await screen.findByRole('region', { name: 'Payments from Casey' }));
    fireEvent.click(await payments.findByRole('button', { name: 'Try again' }, { timeout: 4000 }));
    expect(await payments.findByText('$300')).toBeTruthy();
    expect(payments.getByText('$150', { selector: 'dd' })).toBeTruthy();
    expect(payments.getByText('Refunded', { selector: '.mantine-Badge-label' })).toBeTruthy();
    expect(payments.getByText('Paid', { selector: '.mantine-Badge-label' })).toBeTruthy();
    expect(payments.getByText('Mar 5, 2026')).toBeTruthy();

    const intake = within(screen.getByRole('region', { name: 'What Casey told you' }));
    expect(intake.getByText('Before The Hour')).toBeTruthy();
    expect(intake.getByText('For the meeting on Thu, Mar 12')).toBeTruthy();
    expect(intake.getByText('Can we retire at 60 with what we have saved?')).toBeTruthy();
  });

  it('tells an advisor plainly when the address is not one of their clients', async () => {
    fakeServer({ [`GET ${MEETING_API.dashboard}`]: meetings([], []) });
    renderClientPage('stranger@example.com');
    expect(
      await screen.findByRole('heading', { name: 'This is not one of your clients' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your meetings' }).getAttribute('href')).toBe(
      MEETING_PAGES.dashboard,
    );
  });
});

describe('the client on an advisor’s meeting card', () => {
  it('links the name to the advisor’s page for that client', () => {
    fakeServer({});
    renderPage(
      <ClientPerson meeting={upcoming} linkTo={ADVISOR_CLIENT_PAGES.client('client-1')} />,
      {
        path: MEETING_PAGES.dashboard,
        auth: advisor,
      },
    );
    expect(screen.getByRole('link', { name: 'Casey Morgan' }).getAttribute('href')).toBe(
      ADVISOR_CLIENT_PAGES.client('client-1'),
    );
    expect(screen.getByRole('heading', { name: 'Casey Morgan' }).id).toBe('meeting-next');
  });
});
