// Each advisor's availability rules (weekly hours in their zone, overrides, time off, buffer,
// notice, horizon), kept as one document: they are always read and written whole.
import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AvailabilityRules } from '../../../shared/domain/availability';
import { advisors } from './advisors';

export const advisorAvailability = pgTable('advisor_availability', {
  advisorId: uuid('advisor_id')
    .primaryKey()
    .references(() => advisors.id, { onDelete: 'cascade' }),
  rules: jsonb('rules').$type<AvailabilityRules>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
