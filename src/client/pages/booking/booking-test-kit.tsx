// Shared by the booking page tests (testing/fake-server answers their calls): an advisor, open
// times in the future, checkouts and meetings, and the pages rendered inside the app's providers.
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AdvisorProfile } from '../../../shared/contracts/advisors';
import { ADVISOR } from '../../testing/advisor-profile-fixture';
import type { Checkout, Meeting } from '../../../shared/contracts/booking';
import type { Profile } from '../../../shared/contracts/profile';
import type { IntakeAnswers } from '../../../shared/contracts/intake';
import { SLOT_HOLD_MINUTES } from '../../../shared/domain/availability';
import { BOOKING_PAGE_PATTERNS, BOOKING_PAGES } from '../../../shared/routes/booking';
import { PublicApiProvider } from '../../api/public-api-context';
import { AuthContext, SIGNED_OUT } from '../../auth/auth-context';
import type { AuthState } from '../../auth/auth-context';
import { fakePublicApi } from '../../testing/fake-public-api';
import BookedPage from '../marketing/booked-page';
import BookHourPage from './book-hour-page';
import CheckoutPage from './checkout-page';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const VIEWER_ZONE = 'America/New_York';

export { ADVISOR };

/** Two open hours a day on three days from a week ahead, at 14:00 and 16:00 UTC. */
/** The signed-in client's profile, as the time page reads it for where they live. */
export const PROFILE_OF_CLIENT: Profile = {
  fullName: 'Casey Client',
  email: 'casey@example.com',
  pendingEmail: null,
  emailVerified: true,
  timeZone: VIEWER_ZONE,
  timeZoneChosen: true,
  notificationPreferences: {
    meetingReminders: true,
    reviewRequests: true,
    recordingReady: false,
    productNews: false,
  },
  residence: null,
  hasPassword: true,
  canChangeEmail: true,
};

export function futureSlots(from = Date.now()): { start: string; end: string }[] {
  const firstDay = Math.floor(from / DAY_MS) * DAY_MS + 7 * DAY_MS;
  return [0, 1, 2].flatMap((day) =>
    [14, 16].map((hour) => {
      const start = firstDay + day * DAY_MS + hour * HOUR_MS;
      return { start: new Date(start).toISOString(), end: new Date(start + HOUR_MS).toISOString() };
    }),
  );
}

export const ANSWERS: IntakeAnswers = {
  topics: ['retirement'],
  questions: 'When can I retire comfortably?',
  household: 'couple',
  netWorth: '250k-1m',
  background: '',
  prepared: [],
};

export function checkoutOf(overrides: Partial<Checkout> = {}): Checkout {
  const start = futureSlots()[0]!;
  return {
    id: '11111111-1111-4111-8111-111111111111',
    status: 'open',
    advisor: {
      id: ADVISOR.id,
      slug: ADVISOR.slug,
      name: 'Jane Doe',
      title: ADVISOR.title,
      profilePicUrl: ADVISOR.profilePicUrl,
      timeZone: ADVISOR.timeZone,
    },
    start: start.start,
    end: start.end,
    priceCents: ADVISOR.hourlyRate,
    expiresAt: new Date(Date.now() + SLOT_HOLD_MINUTES * 60_000).toISOString(),
    clientTimeZone: VIEWER_ZONE,
    intake: null,
    eventId: null,
    gateway: 'sandbox',
    ...overrides,
  };
}

export function meetingOf(overrides: Partial<Meeting> = {}): Meeting {
  const checkout = checkoutOf();
  return {
    id: '22222222-2222-4222-8222-222222222222',
    status: 'Active',
    start: checkout.start,
    end: checkout.end,
    advisor: checkout.advisor,
    client: { id: 'c1', name: 'Dana Client', email: 'dana@example.test' },
    priceCents: checkout.priceCents,
    meetingUrl: 'https://meet.jit.si/the-hour-abc',
    meetingProvider: 'jitsi',
    clientTimeZone: VIEWER_ZONE,
    changeDeadline: new Date(Date.parse(checkout.start) - DAY_MS).toISOString(),
    actions: {
      reschedule: true,
      cancel: true,
      requestRefund: false,
      markNoShow: false,
      writeNotes: false,
      review: false,
      approveRefund: false,
    },
    notes: null,
    notesSentAt: null,
    intake: ANSWERS,
    refund: null,
    refundRequestedAt: null,
    refundRequestReason: null,
    review: null,
    reviewPath: '/leaveareview/a1/c1',
    recordingAllowed: true,
    ...overrides,
  };
}

export const signedIn = (): AuthState => ({
  ...SIGNED_OUT,
  status: 'signedIn',
  roles: ['Consumer'],
  accessToken: 'token',
  user: {
    id: 'c1',
    email: 'dana@example.test',
    fullName: 'Dana Client',
    roles: ['Consumer'],
    firmMember: false,
    impersonation: null,
  },
});

/** The booking routes (and /booked) at `url`; anything else renders nothing. */
export function renderBooking(
  url: string,
  { auth = signedIn(), advisor = ADVISOR }: { auth?: AuthState; advisor?: AdvisorProfile } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const api = fakePublicApi({ getAdvisorProfile: async () => advisor });
  const router = createMemoryRouter(
    [
      { path: BOOKING_PAGE_PATTERNS.bookHour, element: <BookHourPage /> },
      { path: BOOKING_PAGE_PATTERNS.checkout, element: <CheckoutPage /> },
      { path: BOOKING_PAGES.booked, element: <BookedPage /> },
      { path: '*', element: null },
    ],
    { initialEntries: [url] },
  );
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <PublicApiProvider api={api}>
          <AuthContext value={auth}>
            <RouterProvider router={router} />
          </AuthContext>
        </PublicApiProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  const location = () => router.state.location.pathname + router.state.location.search;
  return { router, location };
}
