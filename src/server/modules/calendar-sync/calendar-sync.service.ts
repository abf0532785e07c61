// Calendar sync (docs/product.md#calendar-sync, ADR 0033): the advisor's private feed of their
// meetings, found by a secret token kept only as its hash, and the external calendars whose busy
// times are imported and taken out of the open slots. A failed import keeps the last good busy
// times and records the error; it never reaches the slot API.
import { hashSecretToken, newSecretToken } from '../../auth/secret-tokens';
import type { Db } from '../../db/client';
import {
  CALENDAR_FEED_PAST_DAYS,
  CALENDAR_IMPORT_HORIZON_DAYS,
  CALENDAR_SYNC_MESSAGES,
  MAX_EXTERNAL_CALENDARS,
} from '../../../shared/calendar-sync';
import type {
  AddExternalCalendar,
  CalendarFeed,
  ExternalCalendar,
  ExternalCalendarList,
} from '../../../shared/contracts/calendar-sync';
import { APP_NAME } from '../../../shared/constants';
import { AppError } from '../../../shared/errors';
import { CALENDAR_FEED_PATHS } from '../../../shared/routes/calendar-sync-api';
import { MEETING_PAGES } from '../../../shared/routes/meetings';
import type { TimeRange } from '../availability/slots';
import { buildCalendarFeed } from '../notifications/ics';
import {
  deleteCalendar,
  deleteFeed,
  findCalendarForImport,
  findFeed,
  findFeedOwner,
  insertCalendar,
  listAllCalendars,
  listBusyOfCalendar,
  listCalendars,
  listFeedMeetings,
  recordImportError,
  replaceBusyTimes,
  saveFeed,
} from './calendar-sync.repository';
import type { ExternalCalendarRow } from './calendar-sync.repository';
import { CalendarFetchError, checkCalendarUrl, fetchCalendarText } from './ics-fetch';
import { IcsParseError, parseBusyRanges } from './ics-busy';
import { offeringOf } from '../../../shared/offerings/catalog';

const DAY_MS = 86_400_000;
/** Calendars fetched at once by the scheduled import. */
const IMPORT_CONCURRENCY = 4;
const NO_ADVISOR_PROFILE = 'This account has no advisor profile.';

type AdvisorRef = { id: string; timeZone: string };

export interface CalendarSyncDeps {
  db: Db;
  publicUrl: string;
  allowPrivateHosts: boolean;
  findAdvisorOfUser: (userId: string) => Promise<AdvisorRef | undefined>;
  /** Busy times of this advisor changed: recompute what is kept of their availability. */
  onBusyChange: (advisor: AdvisorRef) => Promise<void>;
  log?: { error(object: unknown, message: string): void };
  now?: () => Date;
  /** Tests shorten the wait for a calendar that does not answer. */
  importTimeoutMs?: number;
}

export type CalendarSyncService = ReturnType<typeof createCalendarSyncService>;

/** A token of 256 random bits, safe in a path. */

/** 'Casey Morgan' → 'Casey M.': a subscribed calendar is shared and synced widely. */
export function feedClientName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  const first = parts[0] ?? 'Client';
  const last = parts.length > 1 ? parts.at(-1) : undefined;
  const initial = last ? [...last][0]?.toUpperCase() : undefined;
  return initial ? `${first} ${initial}.` : first;
}

const sameRanges = (a: TimeRange[], b: TimeRange[]) =>
  a.length === b.length &&
  a.every(
    (range, index) =>
      range.start.getTime() === b[index]?.start.getTime() &&
      range.end.getTime() === b[index]?.end.getTime(),
  );

function toCalendar(row: ExternalCalendarRow): ExternalCalendar {
  return {
    id: row.id,
    label: row.label,
    url: row.url,
    createdAt: row.createdAt.toISOString(),
    lastImportedAt: row.lastImportedAt?.toISOString() ?? null,
    lastError: row.lastError,
    lastErrorAt: row.lastErrorAt?.toISOString() ?? null,
    busyCount: row.busyCount,
  };
}

export function createCalendarSyncService(deps: CalendarSyncDeps) {
  const { db, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());
  const uidDomain = new URL(publicUrl).hostname;

  async function advisorOf(userId: string): Promise<AdvisorRef> {
    const advisor = await deps.findAdvisorOfUser(userId);
    if (!advisor) throw new AppError('notFound', NO_ADVISOR_PROFILE);
    return advisor;
  }

  /** Fetches and reads one calendar; a failure is recorded and the last good copy stays. */
  async function importOne(calendar: {
    id: string;
    advisorId: string;
    url: string;
    timeZone: string;
  }): Promise<boolean> {
    const at = now();
    const window = {
      start: at,
      end: new Date(at.getTime() + CALENDAR_IMPORT_HORIZON_DAYS * DAY_MS),
    };
    let ranges: TimeRange[];
    try {
      const text = await fetchCalendarText(calendar.url, {
        allowPrivateHosts: deps.allowPrivateHosts,
        ...(deps.importTimeoutMs ? { timeoutMs: deps.importTimeoutMs } : {}),
      });
      ranges = parseBusyRanges(text, window, calendar.timeZone);
    } catch (error) {
      const message =
        error instanceof CalendarFetchError
          ? error.message
          : error instanceof IcsParseError
            ? CALENDAR_SYNC_MESSAGES.notCalendar
            : 'The calendar could not be imported.';
      if (!(error instanceof CalendarFetchError || error instanceof IcsParseError)) {
        deps.log?.error({ err: error }, 'Importing an external calendar failed');
      }
      await recordImportError(db, calendar.id, message, at);
      return false;
    }
    const before = await listBusyOfCalendar(db, calendar.id);
    await replaceBusyTimes(db, calendar, ranges, at);
    if (!sameRanges(before, ranges)) {
      await deps.onBusyChange({ id: calendar.advisorId, timeZone: calendar.timeZone });
    }
    return true;
  }

  return {
    async getFeed(userId: string): Promise<CalendarFeed> {
      const advisor = await advisorOf(userId);
      const feed = await findFeed(db, advisor.id);
      return { active: Boolean(feed), createdAt: feed?.createdAt.toISOString() ?? null };
    },

    /** A new secret address; the one before, if any, stops working. Shown this once. */
    async createFeed(userId: string): Promise<CalendarFeed> {
      const advisor = await advisorOf(userId);
      const token = newSecretToken();
      const at = now();
      await saveFeed(db, advisor.id, hashSecretToken(token), at);
      return {
        active: true,
        createdAt: at.toISOString(),
        url: `${publicUrl}${CALENDAR_FEED_PATHS.file(token)}`,
      };
    },

    async deleteFeed(userId: string): Promise<CalendarFeed> {
      const advisor = await advisorOf(userId);
      if (!(await deleteFeed(db, advisor.id))) {
        throw new AppError('notFound', CALENDAR_SYNC_MESSAGES.noFeed);
      }
      return { active: false, createdAt: null };
    },

    /** The feed's iCalendar text, or undefined for a token no feed has (any more). */
    async feedIcs(token: string): Promise<string | undefined> {
      const owner = await findFeedOwner(db, hashSecretToken(token));
      if (!owner) return undefined;
      const since = new Date(now().getTime() - CALENDAR_FEED_PAST_DAYS * DAY_MS);
      const meetings = await listFeedMeetings(db, owner.advisorId, since);
      const manageUrl = `${publicUrl}${MEETING_PAGES.dashboard}`;
      return buildCalendarFeed({
        name: `${APP_NAME}: ${owner.firstName} ${owner.lastName}`,
        events: meetings.map((meeting) => {
          const what = offeringOf(meeting.kind ?? 'hour').name;
          const link = meeting.meetingUrl ?? manageUrl;
          return {
            uid: `feed-${meeting.id}@${uidDomain}`,
            sequence: meeting.calendarSequence,
            start: meeting.startsAt,
            end: meeting.endsAt,
            stamp: meeting.updatedAt,
            summary: `${what} with ${feedClientName(meeting.clientName)}`,
            description: `Join the video meeting: ${link}\nYour meetings: ${manageUrl}`,
            location: link,
            url: link,
          };
        }),
      });
    },

    async listCalendars(userId: string): Promise<ExternalCalendarList> {
      const advisor = await advisorOf(userId);
      const rows = await listCalendars(db, advisor.id);
      return { calendars: rows.map(toCalendar), max: MAX_EXTERNAL_CALENDARS };
    },

    /** Adds a calendar and imports it at once, so the advisor sees whether the address works. */
    async addCalendar(userId: string, input: AddExternalCalendar): Promise<ExternalCalendar> {
      const advisor = await advisorOf(userId);
      try {
        checkCalendarUrl(new URL(input.url), deps.allowPrivateHosts);
      } catch (error) {
        const message = error instanceof Error ? error.message : CALENDAR_SYNC_MESSAGES.urlScheme;
        throw new AppError('validation', message, { url: [message] });
      }
      const existing = await listCalendars(db, advisor.id);
      if (existing.length >= MAX_EXTERNAL_CALENDARS) {
        throw new AppError('conflict', CALENDAR_SYNC_MESSAGES.tooMany);
      }
      if (existing.some((row) => row.url === input.url)) {
        throw new AppError('validation', CALENDAR_SYNC_MESSAGES.duplicate, {
          url: [CALENDAR_SYNC_MESSAGES.duplicate],
        });
      }
      const row = await insertCalendar(db, {
        advisorId: advisor.id,
        label: input.label,
        url: input.url,
        createdAt: now(),
      });
      await importOne({ ...row, timeZone: advisor.timeZone });
      const [fresh] = (await listCalendars(db, advisor.id)).filter((one) => one.id === row.id);
      return toCalendar(fresh ?? row);
    },

    /** Removes one of the signed-in advisor's calendars; anyone else's answers 404. */
    async removeCalendar(userId: string, calendarId: string): Promise<void> {
      const advisor = await advisorOf(userId);
      if (!(await deleteCalendar(db, advisor.id, calendarId))) throw new AppError('notFound');
      await deps.onBusyChange(advisor);
    },

    /** Imports one calendar by id now (tests, and the import right after adding). */
    async importCalendar(calendarId: string): Promise<boolean> {
      const calendar = await findCalendarForImport(db, calendarId);
      return calendar ? importOne(calendar) : false;
    },

    /** The scheduled import of every calendar, a few at a time; returns how many succeeded. */
    async importAll(): Promise<number> {
      const queue = await listAllCalendars(db);
      let succeeded = 0;
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          if (await importOne(next)) succeeded += 1;
        }
      };
      await Promise.all(Array.from({ length: IMPORT_CONCURRENCY }, worker));
      return succeeded;
    },
  };
}
