// @vitest-environment happy-dom
// The meetings page as an admin uses it: each meeting the server answered with its client, time
// (in the admin's zone), advisor, status, a waiting money-back request and fee, linked to its page;
// the money-back requests asked of the server in the table's contract, and none waiting.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminEventsQuerySchema } from '../../../shared/contracts/booking';
import { ADMIN_API } from '../../../shared/routes/admin-api';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { OPERATIONS_PAGES } from '../../../shared/routes/operations';
import { fakeServer } from '../../testing/fake-server';
import { meetingFixture } from '../../features/meetings/meeting-fixtures';
import AdminEventsPage from './admin-events-page';
import { consolePage, renderAdminPage, setUpAdminPageTests } from './admin-test-kit';

setUpAdminPageTests();

const asked = meetingFixture({
  refundRequestedAt: '2026-03-10T16:00:00.000Z',
  refundRequestReason: 'The advisor never joined.',
});
const EVENTS = `GET ${ADMIN_API.events}`;

describe('the meetings page', () => {
  it('lists each meeting with its time, advisor, status and fee, linked to its page', async () => {
    fakeServer({ [EVENTS]: () => consolePage([asked]) });
    renderAdminPage(<AdminEventsPage />, { path: ADMIN_PAGES.events });
    expect(screen.getByText(/Times are in your time zone \(America\/Chicago\)\./)).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Casey Morgan' });
    expect(link.getAttribute('href')).toBe(OPERATIONS_PAGES.eventEdit('event-1'));
    const row = within(link.closest('tr')!);
    expect(row.getByText('casey.morgan@example.com')).toBeTruthy();
    expect(row.getByText('Tue, Mar 10, 9:00 AM CDT')).toBeTruthy();
    expect(row.getByText('Thomas Nguyen')).toBeTruthy();
    expect(row.getByText('Money back requested')).toBeTruthy();
    expect(row.getByText('$150')).toBeTruthy();
  });

  it('asks for the money-back requests, and says when none is waiting', async () => {
    const server = fakeServer({
      [EVENTS]: (call) =>
        consolePage(call.query.get('filter') === 'refund-requested' ? [] : [asked]),
    });
    renderAdminPage(<AdminEventsPage />, { path: ADMIN_PAGES.events });
    await screen.findByRole('link', { name: 'Casey Morgan' });
    fireEvent.click(screen.getByRole('radio', { name: 'Money-back requests' }));
    expect(await screen.findByText('No money-back requests are waiting.')).toBeTruthy();
    await waitFor(() => expect(server.callsTo(EVENTS)).toHaveLength(2));
    expect(
      adminEventsQuerySchema.parse(Object.fromEntries(server.callsTo(EVENTS)[1]!.query)),
    ).toMatchObject({ filter: 'refund-requested', sort: 'start', dir: 'desc', page: 1 });
  });
});
