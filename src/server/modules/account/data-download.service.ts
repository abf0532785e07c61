// "Download my data": one JSON document of everything held about the signed-in person, built
// from their own id only. Advisors' private working notes are left out; notes sent are included.
import { notificationPreferencesOf } from '../../../shared/contracts/profile';
import { RECORD_RETENTION_YEARS } from '../../../shared/contracts/account-data';
import { AppError } from '../../../shared/errors';
import { isGuid } from '../../../shared/guid';
import type { RequestUser } from '../../auth/access/request-user';
import type { Db } from '../../db/client';
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
      return {
        generatedAt: now().toISOString(),
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
      };
    },
  };
}
