// Calendar sync (docs/product.md#calendar-sync): each advisor's private meeting feed, kept only as
// the hash of its secret token, and the external calendars whose busy times are imported.
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { advisors } from './advisors';

/** At most one live feed per advisor; regenerating replaces the hash, turning off deletes the row. */
export const advisorCalendarFeeds = pgTable('advisor_calendar_feeds', {
  advisorId: uuid('advisor_id')
    .primaryKey()
    .references(() => advisors.id, { onDelete: 'cascade' }),
  /** sha256 of the token, hex: a copy of the database does not give the feed's address away. */
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const externalCalendars = pgTable(
  'external_calendars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    advisorId: uuid('advisor_id')
      .notNull()
      .references(() => advisors.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    url: text('url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastImportedAt: timestamp('last_imported_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true, mode: 'date' }),
    /** How many busy ranges the last good import kept. */
    busyCount: integer('busy_count').notNull().default(0),
  },
  (table) => [index('external_calendars_advisor_idx').on(table.advisorId)],
);

/** The last good import's busy ranges of each calendar, replaced whole on the next good one. */
export const externalBusyTimes = pgTable(
  'external_busy_times',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => externalCalendars.id, { onDelete: 'cascade' }),
    advisorId: uuid('advisor_id')
      .notNull()
      .references(() => advisors.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('external_busy_times_advisor_idx').on(table.advisorId, table.startsAt),
    index('external_busy_times_calendar_idx').on(table.calendarId),
  ],
);
