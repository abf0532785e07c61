// "Download my data" holds everything the product keeps about a person: this walks every Drizzle
// table, finds each one with a column that points at a person (a reference to users or advisors,
// a column named like one, or a reference to such a table), and fails on a table the download
// neither reads nor excludes here with a reason. Each covered table names where its rows appear, and a real download of the demo
// Plan client and of the demo advisor must carry that place.
import { is, eq } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/roles';
import { ACCOUNT_API } from '../../../shared/routes/account-api';
import { users } from '../../db/schema/accounts';
import { contactMessages } from '../../db/schema/contact';
import { engagements } from '../../db/schema/plans';
import { vaultFiles } from '../../db/schema/vault';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { DEMO_ENGAGEMENT_CLIENTS } from '../../db/seed/demo-engagements';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { bearer, mintAccessToken } from '../../testing/test-tokens';

const schemaModules = import.meta.glob<Record<string, unknown>>(
  ['../../db/schema/*.ts', '!../../db/schema/*.test.ts'],
  { eager: true },
);

/** Columns that name a person without a foreign key (an id kept after the row goes, an address). */
const PERSON_COLUMN =
  /(^|_)(user|client|consumer|advisor|actor|subject|owner)_id$|_by$|^email$|^to_address$/;

type Where = { download: 'client' | 'advisor'; path: string };
const client = (path: string): Where => ({ download: 'client', path });
const advisor = (path: string): Where => ({ download: 'advisor', path });

/** Where each table about a person appears in the download. `*` walks every item of a list. */
const COVERED: Record<string, Where> = {
  users: client('profile'),
  user_roles: client('profile.roles'),
  two_factor_secrets: client('profile.twoFactorEnabled'),
  affiliate_links: client('profile.affiliateLink'),
  referrals: client('referredBy'),
  affiliate_payouts: client('affiliate'),
  impersonations: client('adminsActingAsYou'),
  saved_advisors: client('savedAdvisors'),
  contact_messages: client('contactMessages'),
  emails: client('emailsSent'),
  product_news_recipients: client('productNews'),
  events: client('meetings'),
  event_status_changes: client('meetings.*.statusHistory'),
  checkouts: client('heldTimes'),
  intake_responses: client('intakeAnswers'),
  disclosure_acceptances: client('disclosuresAccepted'),
  charges: client('charges'),
  refunds: client('refunds'),
  reviews: client('reviews'),
  recordings: client('recordings'),
  vault_files: client('vaultFiles'),
  vault_file_shares: client('vaultFiles.*.sharedWith'),
  signups: client('signups'),
  engagements: client('engagements'),
  engagement_meetings: client('engagements.*.meetingIds'),
  plan_worksheets: client('engagements.*.worksheet'),
  document_requests: client('engagements.*.documentRequests'),
  invoices: client('invoices'),
  invoice_status_changes: client('invoices.*.statusHistory'),
  billing_subscriptions: client('billingCards'),
  waitlist_entries: client('waitlists'),
  advisors: advisor('advisor.profile'),
  advisor_states: advisor('advisor.statesServed'),
  advisor_attribute_links: advisor('advisor.specialities'),
  advisor_availability: advisor('advisor.weeklyHours'),
  offerings: advisor('advisor.offerings'),
  advisor_calendar_feeds: advisor('advisor.calendarFeedSince'),
  external_calendars: advisor('advisor.externalCalendars'),
  external_busy_times: advisor('advisor.busyTimesImported'),
  advisor_disclosures: advisor('advisor.disclosures'),
  advisor_invitations: advisor('advisor.invitation'),
  advisor_payouts: advisor('advisor.payouts'),
};

/** Tables that point at a person but hold nothing about them that the download should carry. */
const EXCLUDED: Record<string, string> = {
  // Hashed one-time links (email confirmation, password reset): credentials that expire, not
  // information about the person; a download never carries a secret.
  account_tokens: 'one-time credentials',
  // Hashed recovery codes and a sign-in step's minutes-long state: credentials. Whether two-step
  // sign-in is on is in profile.twoFactorEnabled.
  two_factor_recovery_codes: 'credentials',
  two_factor_challenges: 'credentials',
  // Failed sign-in counters kept minutes to stop password guessing: security state, not a record.
  sign_in_throttles: 'short-lived security counters',
  // The admins' own record of what they did in the console, kept for the firm's accountability;
  // what they changed about the person (roles, meetings, invoices, refunds) is in its section.
  audit_log: 'the audit of admins',
  // The locks that stop double booking, made from meetings and held times (both downloaded).
  advisor_time_claims: 'derived from meetings and held times',
  // The firm's news as an admin wrote it for everyone; each recipient's copy is in productNews.
  product_news: "the firm's text, not data about its author",
};

const TARGETS = new Set(['users', 'advisors']);

/**
 * Tables that point at a person, then (until nothing changes) tables that point at one of those:
 * a worksheet belongs to an engagement, which belongs to its client.
 */
function personTables(): string[] {
  const tables = Object.values(schemaModules)
    .flatMap((module) => Object.values(module))
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => {
      const config = getTableConfig(table);
      return {
        name: config.name,
        parents: config.foreignKeys.map((key) => getTableConfig(key.reference().foreignTable).name),
        named: config.columns.some((column) => PERSON_COLUMN.test(column.name)),
      };
    });
  const found = new Set(
    tables
      .filter((table) => table.named || table.parents.some((parent) => TARGETS.has(parent)))
      .map((table) => table.name),
  );
  for (let grew = true; grew;) {
    grew = false;
    for (const table of tables) {
      if (!found.has(table.name) && table.parents.some((parent) => found.has(parent))) {
        found.add(table.name);
        grew = true;
      }
    }
  }
  return [...found].sort();
}

/** Whether `path` is present: each segment a key of what came before; `*` any item of a list. */
function present(data: unknown, path: string): boolean {
  let level: unknown[] = [data];
  for (const segment of path.split('.')) {
    if (segment === '*') {
      level = level.flatMap((value) => (Array.isArray(value) ? value : []));
    } else {
      level = level
        .filter(
          (value): value is Record<string, unknown> => typeof value === 'object' && value !== null,
        )
        .filter((value) => segment in value)
        .map((value) => value[segment]);
    }
    if (level.length === 0) return false;
  }
  return true;
}

let t: TestApp;
const downloads: Record<Where['download'], Record<string, unknown>> = { client: {}, advisor: {} };

async function downloadOf(email: string, roles: Role[]) {
  const db = t.database.db;
  const [user] = await db.select().from(users).where(eq(users.email, email));
  const token = await mintAccessToken(db, t.config, { ...user!, roles });
  const answer = await t.app.inject({
    method: 'GET',
    url: ACCOUNT_API.dataDownload,
    headers: bearer(token),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return { user: user!, data: answer.json<Record<string, unknown>>() };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const plan = DEMO_ENGAGEMENT_CLIENTS.find((one) => one.kind === 'plan')!;
  const [riley] = await db.select().from(users).where(eq(users.email, plan.email));
  // The written plan delivered into the client's vault, and a message from the contact page.
  const [file] = await db
    .insert(vaultFiles)
    .values({
      ownerId: riley!.id,
      name: 'Your financial plan.pdf',
      storageKey: `coverage-${riley!.id}`,
      contentType: 'application/pdf',
      sizeBytes: 1234,
    })
    .returning();
  await db
    .update(engagements)
    .set({ deliverableFileId: file!.id, deliveredAt: new Date() })
    .where(eq(engagements.clientId, riley!.id));
  await db.insert(contactMessages).values({
    name: plan.fullName,
    email: plan.email,
    topic: 'booking',
    ipAddress: '203.0.113.7',
    subject: 'A question',
    message: 'When is my next meeting?',
    userId: riley!.id,
  });
  downloads.client = (await downloadOf(plan.email, ['Consumer'])).data;
  const thomas = DEMO_ACCOUNTS.find((account) => account.advisorSlug === 'thomas-nguyen')!;
  downloads.advisor = (await downloadOf(thomas.email, ['Advisor'])).data;
});
afterAll(() => t.close());

describe('data download coverage', () => {
  it('reads or explicitly excludes every table that holds a person', () => {
    const found = personTables();
    const listed = [...Object.keys(COVERED), ...Object.keys(EXCLUDED)];
    expect(Object.keys(COVERED).filter((name) => name in EXCLUDED)).toEqual([]);
    expect(
      found.filter((name) => !listed.includes(name)),
      'tables the download misses',
    ).toEqual([]);
    expect(
      listed.filter((name) => !found.includes(name)),
      'stale entries',
    ).toEqual([]);
  });

  it('carries each covered table where it says, in a real download', () => {
    const missing = Object.entries(COVERED)
      .filter(([, where]) => !present(downloads[where.download], where.path))
      .map(([table, where]) => `${table} → ${where.download}:${where.path}`);
    expect(missing).toEqual([]);
  });

  it("holds a Plan client's signup, engagement, worksheet, requests, written plan and invoices", () => {
    const data = downloads.client as {
      signups: unknown[];
      engagements: {
        kind: string;
        meetingIds: string[];
        worksheet: unknown;
        documentRequests: unknown[];
        writtenPlan: string | null;
      }[];
      invoices: { status: string }[];
      disclosuresAccepted: unknown[];
      contactMessages: { message: string }[];
      meetings: { statusShown: string }[];
    };
    expect(data.signups).toHaveLength(1);
    expect(data.engagements).toHaveLength(1);
    const [engagement] = data.engagements;
    expect(engagement).toMatchObject({ kind: 'plan', writtenPlan: 'Your financial plan.pdf' });
    expect(engagement!.meetingIds.length).toBeGreaterThan(0);
    expect(engagement!.worksheet).not.toBeNull();
    expect(engagement!.documentRequests.length).toBeGreaterThan(0);
    expect(data.invoices.map((invoice) => invoice.status)).toContain('paid');
    expect(data.disclosuresAccepted.length).toBeGreaterThan(0);
    expect(data.contactMessages.map((one) => one.message)).toEqual(['When is my next meeting?']);
    expect(data.meetings.every((meeting) => typeof meeting.statusShown === 'string')).toBe(true);
  });

  it("holds an advisor's profile, hours, offerings and the meetings they held, and no client's details", async () => {
    const data = downloads.advisor as {
      advisor: {
        profile: { slug: string };
        statesServed: string[];
        offerings: unknown[];
        meetingsHeld: { clientId: string }[];
        reviewsReceived: unknown[];
      };
    };
    expect(data.advisor.profile.slug).toBe('thomas-nguyen');
    expect(data.advisor.statesServed.length).toBeGreaterThan(0);
    expect(data.advisor.offerings.length).toBeGreaterThan(0);
    expect(data.advisor.meetingsHeld.length).toBeGreaterThan(0);
    expect(data.advisor.reviewsReceived.length).toBeGreaterThan(0);
    const [casey] = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, data.advisor.meetingsHeld[0]!.clientId));
    expect(JSON.stringify(data)).not.toContain(casey!.email);
  });
});
