// Queries of "Download my data" for a person who is an advisor: their profile and what they set
// up (states, specialities, weekly hours, offerings, calendars, disclosures), the invitation they
// accepted, what they were paid, the meetings they held and the reviews they received. Clients'
// own details stay in the clients' downloads; a meeting here names only its client's id.
// Instants stay Dates (JSON writes them as ISO 8601).
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  advisorAttributeLinks,
  advisorAttributes,
  advisorStates,
  advisors,
} from '../../db/schema/advisors';
import { advisorAvailability } from '../../db/schema/availability';
import { events } from '../../db/schema/booking';
import {
  advisorCalendarFeeds,
  externalBusyTimes,
  externalCalendars,
} from '../../db/schema/calendar-sync';
import { advisorDisclosures, advisorInvitations } from '../../db/schema/onboarding';
import { advisorPayouts } from '../../db/schema/payments';
import { offerings } from '../../db/schema/plans';
import { reviews } from '../../db/schema/reviews';

export async function findAdvisorOf(db: Db, userId: string) {
  const [advisor] = await db
    .select({
      id: advisors.id,
      slug: advisors.slug,
      firstName: advisors.firstName,
      lastName: advisors.lastName,
      title: advisors.title,
      certifications: advisors.certifications,
      languages: advisors.languages,
      bio: advisors.bio,
      longBio: advisors.longBio,
      personalBio: advisors.personalBio,
      firmName: advisors.firmName,
      city: advisors.city,
      homeState: advisors.homeState,
      timeZone: advisors.timeZone,
      businessModel: advisors.businessModel,
      crdNumber: advisors.crdNumber,
      hourlyRateCents: advisors.hourlyRateCents,
      planPriceCents: advisors.planPriceCents,
      ongoingPriceCents: advisors.ongoingPriceCents,
      acceptingClients: advisors.acceptingClients,
      listed: advisors.listed,
      profilePicUrl: advisors.profilePicUrl,
      submittedAt: advisors.submittedAt,
      approvedAt: advisors.approvedAt,
      crdCheckedAt: advisors.crdCheckedAt,
      advOnFileAt: advisors.advOnFileAt,
      createdAt: advisors.createdAt,
    })
    .from(advisors)
    .where(eq(advisors.userId, userId))
    .limit(1);
  return advisor;
}

/** Everything the advisor set up or was given, by their advisor id. */
export async function listAdvisorRecords(db: Db, advisorId: string) {
  const [
    states,
    specialities,
    hours,
    offered,
    feeds,
    calendars,
    busy,
    disclosures,
    invitations,
    payouts,
    meetings,
    received,
  ] = await Promise.all([
    db
      .select({ state: advisorStates.state })
      .from(advisorStates)
      .where(eq(advisorStates.advisorId, advisorId))
      .orderBy(asc(advisorStates.state)),
    db
      .select({ type: advisorAttributes.type, title: advisorAttributes.title })
      .from(advisorAttributeLinks)
      .innerJoin(advisorAttributes, eq(advisorAttributes.id, advisorAttributeLinks.attributeId))
      .where(eq(advisorAttributeLinks.advisorId, advisorId))
      .orderBy(asc(advisorAttributes.title)),
    db
      .select({ rules: advisorAvailability.rules, updatedAt: advisorAvailability.updatedAt })
      .from(advisorAvailability)
      .where(eq(advisorAvailability.advisorId, advisorId)),
    db
      .select({
        kind: offerings.kind,
        enabled: offerings.enabled,
        terms: offerings.terms,
        capacity: offerings.capacity,
        updatedAt: offerings.updatedAt,
      })
      .from(offerings)
      .where(eq(offerings.advisorId, advisorId)),
    db
      .select({ since: advisorCalendarFeeds.createdAt })
      .from(advisorCalendarFeeds)
      .where(eq(advisorCalendarFeeds.advisorId, advisorId)),
    db
      .select({
        label: externalCalendars.label,
        url: externalCalendars.url,
        lastImportedAt: externalCalendars.lastImportedAt,
        lastError: externalCalendars.lastError,
        createdAt: externalCalendars.createdAt,
      })
      .from(externalCalendars)
      .where(eq(externalCalendars.advisorId, advisorId))
      .orderBy(asc(externalCalendars.createdAt)),
    db
      .select({ startsAt: externalBusyTimes.startsAt, endsAt: externalBusyTimes.endsAt })
      .from(externalBusyTimes)
      .where(eq(externalBusyTimes.advisorId, advisorId))
      .orderBy(asc(externalBusyTimes.startsAt)),
    db
      .select({
        kind: advisorDisclosures.kind,
        fileName: advisorDisclosures.fileName,
        sizeBytes: advisorDisclosures.sizeBytes,
        uploadedAt: advisorDisclosures.uploadedAt,
      })
      .from(advisorDisclosures)
      .where(eq(advisorDisclosures.advisorId, advisorId)),
    db
      .select({
        email: advisorInvitations.email,
        firstName: advisorInvitations.firstName,
        lastName: advisorInvitations.lastName,
        sentAt: advisorInvitations.sentAt,
        acceptedAt: advisorInvitations.acceptedAt,
      })
      .from(advisorInvitations)
      .where(eq(advisorInvitations.advisorId, advisorId)),
    db
      .select({
        month: advisorPayouts.month,
        amountCents: advisorPayouts.amountCents,
        paidOn: advisorPayouts.paidOn,
        reference: advisorPayouts.reference,
      })
      .from(advisorPayouts)
      .where(eq(advisorPayouts.advisorId, advisorId))
      .orderBy(asc(advisorPayouts.month)),
    db
      .select({
        id: events.id,
        clientId: events.clientId,
        status: events.status,
        startsAt: events.startsAt,
        endsAt: events.endsAt,
        priceCents: events.priceCents,
        notesSentAt: events.notesSentAt,
      })
      .from(events)
      .where(eq(events.advisorId, advisorId))
      .orderBy(asc(events.startsAt)),
    db
      .select({
        meetingId: reviews.eventId,
        rating: reviews.rating,
        title: reviews.title,
        body: reviews.body,
        responseTitle: reviews.responseTitle,
        responseBody: reviews.responseBody,
        hiddenAt: reviews.hiddenAt,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .where(eq(reviews.advisorId, advisorId))
      .orderBy(asc(reviews.createdAt)),
  ]);
  return {
    statesServed: states.map((row) => row.state),
    specialities: specialities,
    weeklyHours: hours[0] ?? null,
    offerings: offered,
    calendarFeedSince: feeds[0]?.since ?? null,
    externalCalendars: calendars,
    busyTimesImported: busy,
    disclosures,
    invitation: invitations[0] ?? null,
    payouts,
    meetingsHeld: meetings,
    reviewsReceived: received,
  };
}
