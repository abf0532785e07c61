// Shared by the plans tests: an advisor who serves Colorado, their Plan, a client who lives
// there, and a signup as the server answers it.
import type { AdvisorProfile } from '../../../shared/contracts/advisors';
import { ADVISOR as SHARED_ADVISOR } from '../../testing/advisor-profile-fixture';
import type { PublicOffering } from '../../../shared/contracts/offerings';
import type { Signup } from '../../../shared/contracts/plan-signups';
import type { Profile } from '../../../shared/contracts/profile';

/** The shared advisor with no specialities and the Plan prices these tests read. */
export const ADVISOR: AdvisorProfile = {
  ...SHARED_ADVISOR,
  specialities: [],
  planPrice: 250000,
  ongoingPrice: 20000,
};

/** The signed-in client's profile: they live in Colorado. */
export const CLIENT_PROFILE: Profile = {
  fullName: 'Casey Morgan',
  email: 'casey.morgan@example.com',
  pendingEmail: null,
  emailVerified: true,
  timeZone: 'America/Denver',
  timeZoneChosen: true,
  notificationPreferences: {
    meetingReminders: true,
    reviewRequests: true,
    recordingReady: false,
    productNews: false,
  },
  residence: 'CO',
  hasPassword: true,
  canChangeEmail: true,
};

export const PLAN_OFFERING: PublicOffering = {
  id: '44444444-4444-4444-8444-444444444444',
  kind: 'plan',
  advisorId: ADVISOR.id,
  advisorSlug: ADVISOR.slug,
  advisorName: 'Jane Doe',
  enabled: true,
  priceCents: 250000,
  terms: 'Eight weeks, three meetings, one written plan.',
  capacity: null,
  placesLeft: null,
};

export const signupOf = (overrides: Partial<Signup> = {}): Signup => ({
  id: 'signup-1',
  kind: 'plan',
  offeringId: PLAN_OFFERING.id,
  state: 'awaiting-payment',
  advisor: {
    id: ADVISOR.id,
    slug: ADVISOR.slug,
    name: 'Jane Doe',
    title: ADVISOR.title,
    profilePicUrl: ADVISOR.profilePicUrl,
  },
  priceCents: PLAN_OFFERING.priceCents,
  firstPaymentCents: PLAN_OFFERING.priceCents,
  holdExpiresAt: null,
  termsAcceptedAt: '2026-12-01T10:00:00.000Z',
  engagementId: null,
  gateway: 'sandbox',
  createdAt: '2026-12-01T10:00:00.000Z',
  ...overrides,
});
