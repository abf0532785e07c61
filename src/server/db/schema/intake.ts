// Intake forms a client answers: before a first Hour (CustomerIntakeForm) and, later, on signing
// up for The Plan or The Ongoing. An answer without a meeting is an orphan admins can review.
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { INTAKE_FORM_SOURCES } from '../../../shared/contracts/intake';
import type { IntakeAnswers, IntakeFormSource } from '../../../shared/contracts/intake';
import { users } from './accounts';
import { advisors } from './advisors';
import { checkouts, events } from './booking';

const sourceList = sql.raw(INTAKE_FORM_SOURCES.map((source) => `'${source}'`).join(', '));

export const intakeResponses = pgTable(
  'intake_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source').$type<IntakeFormSource>().notNull(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    advisorId: uuid('advisor_id').references(() => advisors.id, { onDelete: 'set null' }),
    checkoutId: uuid('checkout_id')
      .unique()
      .references(() => checkouts.id, { onDelete: 'set null' }),
    eventId: uuid('event_id')
      .unique()
      .references(() => events.id, { onDelete: 'set null' }),
    answers: jsonb('answers').$type<IntakeAnswers>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('intake_responses_client_idx').on(table.clientId, table.createdAt),
    check('intake_responses_source_known', sql`${table.source} in (${sourceList})`),
  ],
);
export type IntakeResponseRow = typeof intakeResponses.$inferSelect;
