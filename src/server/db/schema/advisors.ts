// Advisor profiles and the attributes they are browsed by.
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uuid,
  serial,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { CREDENTIALS } from '../../../shared/advisor-search-filters';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The credential slugs an advisor's certifications name ('CFP®, CPA/PFS' → {cfp,cpa-pfs}), kept by
 * the database so the profile editor's free text and the filter never disagree (credentialsOf is
 * the same rule in TypeScript).
 */
const credentialSlugs = sql.raw(
  `array_remove(array[${CREDENTIALS.map(
    (credential) =>
      `case when certifications ~* '\\y${credential.abbreviation}\\y' then '${credential.slug}' end`,
  ).join(', ')}]::text[], null)`,
);

export const advisors = pgTable(
  'advisors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The advisor's own account, when they have one. */
    userId: uuid('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    slug: text('slug').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    title: text('title').notNull(),
    /** Display text such as 'CFP®, CPA'. */
    certifications: text('certifications').notNull().default(''),
    profilePicUrl: text('profile_pic_url').notNull(),
    /** The stored photo behind profilePicUrl; null while the generated portrait stands in. */
    profilePicKey: text('profile_pic_key'),
    /** Newline-separated bullet lines. */
    bio: text('bio').notNull().default(''),
    longBio: text('long_bio').notNull().default(''),
    personalBio: text('personal_bio').notNull().default(''),
    /**
     * Where the advisor is based: asked when they accept their invitation and in the profile
     * editor, never defaulted; null until they say (the profile then prints no place, and the
     * checklist cannot be sent for review).
     */
    firmName: text('firm_name'),
    city: text('city'),
    homeState: char('home_state', { length: 2 }),
    timeZone: text('time_zone').notNull(),
    businessModel: text('business_model').notNull(),
    crdNumber: text('crd_number'),
    hourlyRateCents: integer('hourly_rate_cents').notNull(),
    planPriceCents: integer('plan_price_cents').notNull(),
    ongoingPriceCents: integer('ongoing_price_cents').notNull(),
    acceptingClients: boolean('accepting_clients').notNull().default(true),
    /** Kept up to date by the availability rules, never computed per request. */
    nextAvailability: timestamp('next_availability', { withTimezone: true, mode: 'date' }),
    reviewAverage: real('review_average').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /**
     * Meetings with this advisor that took place: ended, and not cancelled, refunded or a no-show
     * (event-status.ts). Counted from the events, never written any other way: the meetings-held
     * sweep counts again when a meeting ends, and a status change after the end counts again at
     * once (advisors/meetings-held.repository.ts).
     */
    meetingsCompleted: integer('meetings_completed').notNull().default(0),
    /** Up to when meetingsCompleted has counted ended meetings: the sweep's bookmark. */
    meetingsCountedAt: timestamp('meetings_counted_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    /**
     * Vetting (docs/product.md#becoming-an-advisor). Rows made any other way than by accepting an
     * invitation (the seed, imports, databases from before vetting) come out approved and listed;
     * accepting an invitation writes a row that is neither until an admin approves it.
     */
    approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'date' }).defaultNow(),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    crdCheckedAt: timestamp('crd_checked_at', { withTimezone: true, mode: 'date' }),
    advOnFileAt: timestamp('adv_on_file_at', { withTimezone: true, mode: 'date' }),
    /** Shown in search, on the home page and in the sitemap; only an approved advisor may be. */
    listed: boolean('listed').notNull().default(true),
    /** When the advisor sent their finished checklist for review. */
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    /** When the advisor first opened Advisor Home: before it, Advisor Home says "Welcome". */
    homeVisitedAt: timestamp('home_visited_at', { withTimezone: true, mode: 'date' }),
    /** When the advisor confirmed the default prices of their offerings as their own. */
    pricesConfirmedAt: timestamp('prices_confirmed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Language codes (advisor-search-filters.ts LANGUAGES) the advisor advises in. */
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{english}'::text[]`),
    /** Credential filter slugs derived from certifications (docs/product.md#advisor-search). */
    credentials: text('credentials').array().notNull().generatedAlwaysAs(credentialSlugs),
    /** What the name and keyword search matches words against: name, title and bio. */
    searchDocument: tsvector('search_document')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('english'::regconfig, first_name || ' ' || last_name || ' ' || title || ' ' || bio)`,
      ),
    /** The lower-case full name, for typo-tolerant (trigram) name matches. */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs(sql`lower(first_name || ' ' || last_name)`),
  },
  (table) => [
    // The results page lists only listed advisors taking clients, in one of these orders (search
    // SQL), so a page is read from the front of an index instead of sorting the table.
    // New advisors per week or month on the admin dashboard, listed or not.
    index('advisors_created_idx').on(table.createdAt),
    index('advisors_listed_available_idx')
      .on(table.nextAvailability.asc().nullsLast(), table.reviewAverage.desc(), table.id)
      .where(sql`${table.acceptingClients} and ${table.listed}`),
    index('advisors_listed_business_model_idx')
      .on(table.businessModel, table.id)
      .where(sql`${table.acceptingClients} and ${table.listed}`),
    index('advisors_listed_created_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.acceptingClients} and ${table.listed}`),
    index('advisors_listed_hourly_rate_idx')
      .on(table.hourlyRateCents, table.id)
      .where(sql`${table.acceptingClients} and ${table.listed}`),
    index('advisors_listed_rating_idx')
      .on(table.reviewAverage.desc(), table.reviewCount.desc(), table.id)
      .where(sql`${table.acceptingClients} and ${table.listed}`),
    // The name and keyword search (ADR 0051): words by full text, names also by trigrams.
    // Advisors change rarely and are searched often: without fastupdate, a GIN index has no pending
    // list that every search must scan.
    index('advisors_listed_search_document_idx')
      .using('gin', table.searchDocument)
      .with({ fastupdate: false })
      .where(sql`${table.acceptingClients} and ${table.listed}`),
    index('advisors_listed_search_name_trgm_idx')
      .using('gin', table.searchName.op('gin_trgm_ops'))
      .with({ fastupdate: false })
      .where(sql`${table.acceptingClients} and ${table.listed}`),
    index('advisors_listed_credentials_idx')
      .using('gin', table.credentials)
      .with({ fastupdate: false })
      .where(sql`${table.acceptingClients} and ${table.listed}`),
    index('advisors_listed_languages_idx')
      .using('gin', table.languages)
      .with({ fastupdate: false })
      .where(sql`${table.acceptingClients} and ${table.listed}`),
  ],
);
export type Advisor = typeof advisors.$inferSelect;
export type NewAdvisor = typeof advisors.$inferInsert;

/** The US states (two-letter abbreviations) an advisor serves. */
export const advisorStates = pgTable(
  'advisor_states',
  {
    advisorId: uuid('advisor_id')
      .notNull()
      .references(() => advisors.id, { onDelete: 'cascade' }),
    state: char('state', { length: 2 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.advisorId, table.state] }),
    index('advisor_states_state_idx').on(table.state, table.advisorId),
  ],
);
export type AdvisorState = typeof advisorStates.$inferSelect;

/** Specialities (type 1, ICanHelpYouWith) and client types (type 2, IEnjoyWorkingWith). */
export const advisorAttributes = pgTable('advisor_attributes', {
  id: serial('id').primaryKey(),
  type: smallint('type').notNull(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
});
export type AdvisorAttribute = typeof advisorAttributes.$inferSelect;
export type NewAdvisorAttribute = typeof advisorAttributes.$inferInsert;

export const advisorAttributeLinks = pgTable(
  'advisor_attribute_links',
  {
    advisorId: uuid('advisor_id')
      .notNull()
      .references(() => advisors.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => advisorAttributes.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.advisorId, table.attributeId] }),
    index('advisor_attribute_links_attribute_idx').on(table.attributeId, table.advisorId),
  ],
);
