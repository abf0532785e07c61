// Advisors a signed-in client saved to their shortlist (docs/product.md#matching). A visitor's
// list lives in their browser until they sign in, then is merged here once.
import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { advisors } from './advisors';

export const savedAdvisors = pgTable(
  'saved_advisors',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    advisorId: uuid('advisor_id')
      .notNull()
      .references(() => advisors.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    // One row per pair: saving twice (or a merge repeated) changes nothing.
    primaryKey({ columns: [table.userId, table.advisorId] }),
    index('saved_advisors_user_created_idx').on(table.userId, table.createdAt),
  ],
);
export type SavedAdvisor = typeof savedAdvisors.$inferSelect;
