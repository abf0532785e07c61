// "Download my data": one JSON document of everything held about the signed-in person, built
// from their own id only. Advisors' private working notes are left out; notes sent are included.
// data-download-coverage.test.ts fails on any table about a person that it does not read.
import { notificationPreferencesOf } from '../../../shared/contracts/profile';
import { RECORD_RETENTION_YEARS } from '../../../shared/contracts/account-data';
import { AppError } from '../../../shared/errors';
import { isGuid } from '../../../shared/guid';
import type { RequestUser } from '../../auth/access/request-user';
import type { Db } from '../../db/client';
import { meetingStatusWord } from '../../../shared/domain/meeting-status';
import * as advisorRecords from './data-download-advisor.repository';
import * as contact from './data-download-contact.repository';
import * as engagementRecords from './data-download-engagements.repository';
import * as repository from './data-download.repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export type DataDownloadService = ReturnType<typeof createDataDownloadService>;

export function createDataDownloadService({
  db,
  now = () => new Date(),
}: {
  db: Db;
  now?: () => Date;
}) {
  return {
    async buildDownload(requester: RequestUser) {
      // An admin acting as someone does not take their data away.
      if (requester.impersonatorId) throw new AppError('forbidden');
      const userId = requester.id;
      // A subject of another identity provider that is no UUID has no records here.
      const person = isGuid(userId) ? await repository.findPerson(db, userId) : undefined;
      if (!person || person.user.deletedAt) throw new AppError('notFound');
      const [meetings, intake, charges, refunds, reviews, vault, recordings, saved] =
        await Promise.all([
          repository.listMeetings(db, userId),
          repository.listIntakeAnswers(db, userId),
          repository.listCharges(db, userId),
          repository.listRefunds(db, userId),
          repository.listReviews(db, userId),
          repository.listVaultFiles(db, userId),
          repository.listRecordings(db, userId),
          repository.listSavedAdvisors(db, userId),
        ]);
      const { user } = person;
      const [signups, engagements, invoices, billingCards, waitlists, heldTimes, disclosures] =
        await Promise.all([
          engagementRecords.listSignups(db, userId),
          engagementRecords.listEngagements(db, userId),
          engagementRecords.listInvoices(db, userId),
          engagementRecords.listBillingCards(db, userId),
          engagementRecords.listWaitlistEntries(db, userId),
          engagementRecords.listHeldTimes(db, userId),
          engagementRecords.listDisclosuresAccepted(db, userId),
        ]);
      const [emailsSent, productNews, messages, actedAs, referral, affiliate, advisor] =
        await Promise.all([
          contact.listEmailsSent(db, user.email),
          contact.listProductNews(db, userId),
          contact.listContactMessages(db, userId, user.email),
          contact.listImpersonations(db, userId),
          contact.findReferral(db, userId),
          contact.findAffiliateRecord(db, userId),
          advisorRecords.findAdvisorOf(db, userId),
        ]);
      const at = now();
      const asAdvisor = advisor
        ? await advisorRecords.listAdvisorRecords(db, advisor.id)
        : undefined;
      return {
        generatedAt: at.toISOString(),
        about: `Everything Just Financial Advice holds about you. Financial and advisory records are kept for ${RECORD_RETENTION_YEARS} years as SEC Rule 204-2 requires. Amounts are in cents (USD).`,
        profile: {
          id: user.id,
          fullName: user.fullName,
          email: user.email,
          emailVerified: user.emailVerifiedAt !== null,
          pendingEmail: user.pendingEmail,
          timeZone: user.timeZone,
          residence: user.residenceState,
          roles: person.roles,
          createdAt: iso(user.createdAt),
          lastLoginAt: iso(user.lastLoginAt),
          twoFactorEnabled: person.twoFactorEnabled,
          affiliateLink: person.affiliateSlug,
        },
        emailPreferences: notificationPreferencesOf(user.notificationPreferences),
        meetings: meetings.meetings.map(({ notes, notesSentAt, ...meeting }) => ({
          ...meeting,
          statusShown: meetingStatusWord(meeting.status, meeting.endsAt, at),
          startsAt: iso(meeting.startsAt),
          endsAt: iso(meeting.endsAt),
          createdAt: iso(meeting.createdAt),
          refundRequestedAt: iso(meeting.refundRequestedAt),
          // Only what the advisor sent is the person's; a draft is the advisor's own work.
          notesReceived: notesSentAt ? notes : null,
          notesSentAt: iso(notesSentAt),
          statusHistory: meetings.history
            .filter((change) => change.eventId === meeting.id)
            .map(({ eventId: _eventId, changedAt, ...change }) => ({
              ...change,
              changedAt: iso(changedAt),
            })),
        })),
        intakeAnswers: intake.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
        charges: charges.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
        refunds: refunds.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
        reviews: reviews.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
        vaultFiles: vault.files.map(({ id, createdAt, ...file }) => ({
          ...file,
          uploadedAt: iso(createdAt),
          sharedWith: vault.shares
            .filter((share) => share.fileId === id)
            .map((share) => share.advisor),
        })),
        recordings: recordings.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
        savedAdvisors: saved.map((row) => ({ ...row, savedAt: iso(row.savedAt) })),
        // From here on instants are Dates, written as ISO 8601 by JSON.
        signups,
        engagements,
        invoices,
        billingCards,
        waitlists,
        heldTimes,
        disclosuresAccepted: disclosures,
        emailsSent,
        productNews,
        contactMessages: messages,
        adminsActingAsYou: actedAs
          .filter((row) => row.byAdmin)
          .map(({ byAdmin: _b, otherUserId: _o, ...row }) => row),
        youActingAsOthers: actedAs
          .filter((row) => !row.byAdmin)
          .map(({ byAdmin: _b, ...row }) => row),
        referredBy: referral[0] ?? null,
        affiliate: person.affiliateSlug ? affiliate : null,
        advisor:
          advisor && asAdvisor
            ? {
                profile: advisor,
                ...asAdvisor,
                meetingsHeld: asAdvisor.meetingsHeld.map((meeting) => ({
                  ...meeting,
                  statusShown: meetingStatusWord(meeting.status, meeting.endsAt, at),
                })),
              }
            : null,
      };
    },
  };
}
