// @vitest-environment happy-dom
// Turning recording off on the client's upcoming meeting card: only after a confirmation that
// it cannot be turned back on; afterwards the card says recording is off, and after the start
// the choice is gone.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MEETING_API } from '../../../shared/routes/meetings-api';
import { RECORDING_API } from '../../../shared/routes/recordings-api';
import type { Meeting } from '../../../shared/contracts/booking';
import { useMeetings } from '../meetings/meetings-api';
import { ClientUpcomingCard } from '../meetings/client-upcoming-card';
import { meetingFixture } from '../meetings/meeting-fixtures';
import { fakeServer } from '../../testing/fake-server';
import { renderPage } from '../../testing/meetings-test-harness';
import { AREA_ROOTS } from '../../../shared/routes/areas';

vi.mock('../../ui/viewer-time-zone', () => ({ viewerTimeZone: () => 'America/Chicago' }));

const NOW = new Date('2026-03-20T15:00:00.000Z');

/** The card as the account shows it: fed by the meetings list, so a change shows up. */
function UpcomingCard({ now }: { now: Date }) {
  const meetings = useMeetings('account');
  const meeting = meetings.data?.upcoming[0];
  if (!meeting) return null;
  return (
    <ClientUpcomingCard
      meeting={meeting}
      timeZone="America/Chicago"
      now={now}
      onCancel={() => {}}
      canceling={false}
    />
  );
}

let upcoming: Meeting;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  upcoming = meetingFixture({ id: 'upcoming-1', start: '2026-03-25T15:00:00.000Z' });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function serve() {
  return fakeServer({
    [`GET ${MEETING_API.account}`]: () => ({ body: { upcoming: [upcoming], past: [] } }),
    [`PUT ${RECORDING_API.eventRecordingPreference('upcoming-1')}`]: () => {
      upcoming = { ...upcoming, recordingAllowed: false };
      return {
        body: { recordingAllowed: false, canTurnOff: false, canUpload: false, recordings: [] },
      };
    },
  });
}

describe('Turning recording off', () => {
  it('asks first, says it cannot be undone, then shows recording is off', async () => {
    const server = serve();
    renderPage(<UpcomingCard now={NOW} />, { path: AREA_ROOTS.account });

    fireEvent.click(await screen.findByRole('button', { name: 'Turn recording off' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Turn recording off?' }));
    expect(dialog.getByText(/cannot be turned back on/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Keep recording on' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Turn recording off' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Turn recording off?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Turn recording off' }));

    const card = within(screen.getByRole('article'));
    expect(await card.findByText('Recording is off for this meeting.')).toBeTruthy();
    // The confirmation lingers a moment after the choice; then no way to turn it off is left.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Turn recording off' })).toBeNull(),
    );
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({ allowed: false });
  });

  it('offers nothing once the meeting has started, and keeps saying when it is off', async () => {
    serve();
    renderPage(<UpcomingCard now={new Date('2026-03-25T15:01:00.000Z')} />, {
      path: AREA_ROOTS.account,
    });
    await screen.findByRole('article');
    expect(screen.queryByRole('button', { name: 'Turn recording off' })).toBeNull();
    cleanup();

    upcoming = { ...upcoming, recordingAllowed: false };
    serve();
    renderPage(<UpcomingCard now={NOW} />, { path: AREA_ROOTS.account });
    expect(await screen.findByText('Recording is off for this meeting.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn recording off' })).toBeNull();
  });
});
