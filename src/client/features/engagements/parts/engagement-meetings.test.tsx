// @vitest-environment happy-dom
// An engagement's meetings: how many of a Plan's included meetings are left (cancelled and
// refunded ones give theirs back), why booking is closed when it is, and booking an open time of
// the advisor's with nothing to pay, sent as the shared contract requires.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdvisorProfile } from '../../../../shared/contracts/advisors';
import { bookIncludedMeetingSchema } from '../../../../shared/contracts/engagements';
import type { EngagementMeeting } from '../../../../shared/contracts/engagements';
import { AVAILABILITY_API_PATTERNS } from '../../../../shared/routes/availability-api';
import { ENGAGEMENT_API_PATTERNS } from '../../../../shared/routes/engagements-api';
import { PLAN_PAGES } from '../../../../shared/routes/plans';
import { PublicApiProvider } from '../../../api/public-api-context';
import { fakePublicApi } from '../../../testing/fake-public-api';
import { fakeServer } from '../../../testing/fake-server';
import type { FakeHandler } from '../../../testing/fake-server';
import { renderPage, signedInAs } from '../../../testing/meetings-test-harness';
import { ADVISOR } from '../../plans/plans-fixtures';
import { engagementOf } from '../engagement-fixture';
import { EngagementMeetings } from './engagement-meetings';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const BOOK = `POST ${ENGAGEMENT_API_PATTERNS.meetings}`;
const ZONE = 'America/Denver';
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Two open hours, a week from now at 15:00 and 17:00 UTC. */
const firstDay = Math.floor(Date.now() / DAY_MS) * DAY_MS + 7 * DAY_MS;
const SLOTS = [15, 17].map((hour) => {
  const start = firstDay + hour * HOUR_MS;
  return { start: new Date(start).toISOString(), end: new Date(start + HOUR_MS).toISOString() };
});

const meetingOf = (status: EngagementMeeting['status'], day: number): EngagementMeeting => ({
  eventId: `event-${day}`,
  start: `2027-03-0${day}T16:00:00.000Z`,
  end: `2027-03-0${day}T17:00:00.000Z`,
  status,
});

const engagement = engagementOf({
  advisor: { id: ADVISOR.id, slug: ADVISOR.slug, name: 'Jane Doe' },
  meetingsIncluded: 3,
  meetings: [meetingOf('Active', 2), meetingOf('Canceled', 3)],
});

const SLOTS_ROUTE = `GET ${AVAILABILITY_API_PATTERNS.advisorSlots}`;

function renderMeetings(
  props: Partial<Parameters<typeof EngagementMeetings>[0]> = {},
  book: FakeHandler = () => ({ status: 201, body: { eventId: 'event-9' } }),
) {
  const server = fakeServer({
    [SLOTS_ROUTE]: (call) => {
      // Later windows are empty: the calendar ends after the first.
      const later = Date.parse(call.query.get('from') ?? '') > Date.now() + 60_000;
      return { body: { advisorTimeZone: ADVISOR.timeZone, slots: later ? [] : SLOTS } };
    },
    [BOOK]: book,
  });
  const api = fakePublicApi({ getAdvisorProfile: async (): Promise<AdvisorProfile> => ADVISOR });
  renderPage(
    <PublicApiProvider api={api}>
      <EngagementMeetings engagement={engagement} audience="client" {...props} />
    </PublicApiProvider>,
    {
      path: PLAN_PAGES.engagement(engagement.id),
      auth: signedInAs({ timeZone: ZONE, timeZoneChosen: true }),
    },
  );
  return server;
}

/** Opens the calendar and picks the second open time. */
async function chooseSecondTime() {
  fireEvent.click(screen.getByRole('button', { name: 'Book a meeting' }));
  const panel = within(await screen.findByRole('region', { name: 'Book a meeting with Jane Doe' }));
  await panel.findByRole('button', { name: 'Next week' });
  const time = await waitFor(() => {
    const found = document.querySelector(`time[datetime="${SLOTS[1]!.start}"]`)?.closest('button');
    if (!found) throw new Error('The open time is not shown yet.');
    return found;
  });
  fireEvent.click(time);
  return panel;
}

describe('EngagementMeetings', () => {
  it('counts the meetings left, a cancelled one giving its place back', () => {
    renderMeetings();
    expect(screen.getByText('1 of 3 included meetings booked · 2 left to book.')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('says why no meeting can be booked now, and offers no Book', () => {
    renderMeetings({
      engagement: {
        ...engagement,
        booking: { open: false, reason: 'Every included meeting is booked.' },
      },
    });
    expect(screen.getByText('Every included meeting is booked.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Book a meeting' })).toBeNull();
  });

  it('shows the advisor the meetings without a way to book', () => {
    renderMeetings({ audience: 'advisor' });
    expect(screen.getByRole('heading', { name: 'Plan meetings' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Book a meeting' })).toBeNull();
  });

  it('books an open time with nothing to pay, in the zone it was chosen in', async () => {
    const server = renderMeetings();
    const panel = await chooseSecondTime();
    expect(panel.getByText(/included, nothing to pay/)).toBeTruthy();
    fireEvent.click(panel.getByRole('button', { name: 'Book this time' }));

    expect(await screen.findByText('Meeting booked')).toBeTruthy();
    expect(server.sent(BOOK, bookIncludedMeetingSchema)).toEqual([
      { start: SLOTS[1]!.start, clientTimeZone: ZONE },
    ]);
    expect(server.callsTo(BOOK)[0]?.params).toEqual({ engagementId: engagement.id });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Book a meeting with Jane Doe' })).toBeNull(),
    );
  });

  it('says why a time could not be booked, and keeps the calendar open', async () => {
    renderMeetings({}, () => ({
      status: 409,
      body: { code: 'conflict', message: 'That time was just taken. Please choose another.' },
    }));
    const panel = await chooseSecondTime();
    fireEvent.click(panel.getByRole('button', { name: 'Book this time' }));
    expect((await panel.findByRole('alert')).textContent).toContain(
      'That time was just taken. Please choose another.',
    );
    expect(panel.queryByRole('button', { name: 'Book this time' })).toBeNull();
  });
});
