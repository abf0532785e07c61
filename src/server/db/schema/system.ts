// Feature flags, the client error log and free-form application settings.
import { bigserial, boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const featureFlags = pgTable('feature_flags', {
  id: text('id').primaryKey(),
  value: boolean('value').notNull(),
  description: text('description').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
export type FeatureFlag = typeof featureFlags.$inferSelect;

export const errorLog = pgTable(
  'error_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    source: text('source').notNull(),
    message: text('message').notNull(),
    referringUrl: text('referring_url').notNull().default(''),
    otherInformation: text('other_information').notNull().default(''),
    /** As the browser reported it; not trusted as a time. */
    clientDate: text('client_date').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    requestId: text('request_id').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('error_log_created_idx').on(table.createdAt)],
);
export type ErrorLogRecord = typeof errorLog.$inferSelect;

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
