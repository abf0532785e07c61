// State of the embedded OpenID provider, shared by every server instance.
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** oidc-provider adapter storage: one row per model instance (session, grant, token …). */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    model: text('model').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.id] }),
    index('oidc_payloads_grant_idx').on(table.grantId),
    index('oidc_payloads_uid_idx').on(table.uid),
    index('oidc_payloads_expires_idx').on(table.expiresAt),
    // A password change or reset removes everything of one account (sessions, grants, tokens).
    index('oidc_payloads_account_idx').on(sql`(${table.payload}->>'accountId')`),
  ],
);

/** Signing keys (private JWKs) and cookie keys, generated on first start. */
export const identityKeys = pgTable('identity_keys', {
  kind: text('kind').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
