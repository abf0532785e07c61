// The client's secure file vault: each file's display name (never a path), where its bytes are
// kept (a key made from ids), and which of the client's advisors it is shared with.
import { bigint, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { advisors } from './advisors';

export const vaultFiles = pgTable(
  'vault_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** As the client named it; shown and offered on download, never used as a path. */
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    /** Judged from the file's first bytes, not from its name or the browser's word. */
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('vault_files_owner_created_idx').on(table.ownerId, table.createdAt)],
);
export type VaultFileRow = typeof vaultFiles.$inferSelect;

export const vaultFileShares = pgTable(
  'vault_file_shares',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => vaultFiles.id, { onDelete: 'cascade' }),
    advisorId: uuid('advisor_id')
      .notNull()
      .references(() => advisors.id, { onDelete: 'cascade' }),
    sharedAt: timestamp('shared_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.fileId, table.advisorId] }),
    index('vault_file_shares_advisor_idx').on(table.advisorId, table.sharedAt),
  ],
);
