// @vitest-environment happy-dom
// The console's related records: a person's Hour meetings (search-events/{email}) on their user
// page and a meeting's recordings (search-recordings/{meeting id}) on its page, each linked, and
// only the records that belong there.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { AdminRecordingRow } from '../../../shared/contracts/recordings-admin';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { OPERATIONS_API_PATTERNS } from '../../../shared/routes/operations-api';
import { OPERATIONS_PAGES } from '../../../shared/routes/operations';
import { RECORDINGS_ADMIN_API_PATTERNS } from '../../../shared/routes/recordings-admin-api';
import { fakeServer } from '../../testing/fake-server';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';
import { MeetingRecordings } from '../recordings-admin/meeting-recordings';
import { meetingFixture } from './meeting-fixtures';
import { PersonMeetings } from './person-meetings';

const admin = signedInAs({ roles: ['Admin'] });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const recording = (id: string, meetingId: string): AdminRecordingRow => ({
  id,
  status: 'SavedToS3',
  source: 'zoom',
  sizeBytes: 1000,
  durationSeconds: 3000,
  createdAt: '2026-03-16T16:10:00.000Z',
  updatedAt: '2026-03-16T16:10:00.000Z',
  meeting: {
    id: meetingId,
    start: '2026-03-16T15:00:00.000Z',
    end: '2026-03-16T16:00:00.000Z',
    status: 'Active',
  },
  client: { id: 'client-1', name: 'Casey Morgan', email: 'casey@example.com' },
  advisor: { name: 'Thomas Nguyen', slug: 'thomas-nguyen' },
  atProvider: false,
  orphanReason: null,
});

describe('PersonMeetings', () => {
  it('lists the person’s own meetings from search-events, linked to their pages', async () => {
    const mine = meetingFixture({ id: 'event-mine' });
    const other = meetingFixture({
      id: 'event-other',
      client: { id: 'client-2', name: 'Casey Other', email: 'someone@example.com' },
    });
    const server = fakeServer({
      [`GET ${OPERATIONS_API_PATTERNS.searchEvents}`]: () => ({ body: [mine, other] }),
    });
    renderPage(<PersonMeetings email={mine.client.email} />, {
      path: AREA_ROOTS.admin,
      auth: admin,
    });
    const list = within(await screen.findByRole('list'));
    const links = list.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe(OPERATIONS_PAGES.eventEdit('event-mine'));
    expect(decodeURIComponent(server.calls[0]!.params.text!)).toBe(mine.client.email);
  });

  it('says when the person has booked none', async () => {
    fakeServer({ [`GET ${OPERATIONS_API_PATTERNS.searchEvents}`]: () => ({ body: [] }) });
    renderPage(<PersonMeetings email="nobody@example.com" />, {
      path: AREA_ROOTS.admin,
      auth: admin,
    });
    expect(await screen.findByText('No Hour meeting booked.')).toBeTruthy();
  });
});

describe('MeetingRecordings', () => {
  it('lists the meeting’s recordings from search-recordings, linked to their pages', async () => {
    const server = fakeServer({
      [`GET ${RECORDINGS_ADMIN_API_PATTERNS.search}`]: () => ({
        body: [recording('rec-1', 'event-1'), recording('rec-2', 'event-10')],
      }),
    });
    renderPage(<MeetingRecordings eventId="event-1" />, { path: AREA_ROOTS.admin, auth: admin });
    const list = within(await screen.findByRole('list'));
    const links = list.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe(ADMIN_PAGES.recordingEdit('rec-1'));
    expect(server.calls[0]!.params.text).toBe('event-1');
  });
});
