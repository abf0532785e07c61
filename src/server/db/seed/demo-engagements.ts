// Two demo clients of the demo advisor with engagements running, so the portal has something to
// show on first start: one in a Plan (paid invoice, one meeting booked, one document request open,
// the worksheet half filled) and one in an Ongoing (its first quarter paid). Each payment is an
// invoice paid by a charge in the ledger, as a real purchase leaves it. Safe to run again: a
// client who already has an engagement is left as is.
import { and, eq, inArray } from 'drizzle-orm';
import { ONGOING_BILLING_MONTHS, PLAN_MEETINGS_MAX, PLAN_WEEKS } from '../../../shared/constants';
import { emptyWorksheet } from '../../../shared/contracts/engagements';
import { DISCLOSURE_DOCUMENT_SLUGS } from '../../../shared/domain/compliance-documents';
import { ensureRoles } from '../../auth/accounts/accounts.repository';
import type { Db } from '../client';
import { timeRange } from '../time-range';
import { advisors } from '../schema/advisors';
import type { Advisor } from '../schema/advisors';
import { advisorTimeClaims, eventStatusChanges, events } from '../schema/booking';
import { complianceDocuments, disclosureAcceptances } from '../schema/compliance';
import { charges, invoices } from '../schema/payments';
import {
  documentRequests,
  engagementMeetings,
  engagements,
  offerings,
  planWorksheets,
  signups,
} from '../schema/plans';
import { DEMO_ACCOUNTS, ensureDemoUser } from './demo-accounts';
import { offeringOf, type EngagementKind } from '../../../shared/offerings/catalog';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface DemoEngagementClient {
  email: string;
  password: string;
  fullName: string;
  kind: EngagementKind;
  /** How long ago the engagement started. */
  startedDaysAgo: number;
}

/** The README lists these; the passwords are public like the other demo accounts'. */
export const DEMO_ENGAGEMENT_CLIENTS: readonly DemoEngagementClient[] = [
  {
    email: 'riley.parker@example.com',
    password: 'Demo-Plan-2026!',
    fullName: 'Riley Parker',
    kind: 'plan',
    startedDaysAgo: 10,
  },
  {
    email: 'sam.ortiz@example.com',
    password: 'Demo-Ongoing-2026!',
    fullName: 'Sam Ortiz',
    kind: 'ongoing',
    startedDaysAgo: 20,
  },
];

const day = (at: Date) => at.toISOString().slice(0, 10);

function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

/** A weekday about `daysFromNow` ahead at 18:00 UTC, apart from the demo Hour meetings. */
function weekdayAt(now: Date, daysFromNow: number): Date {
  const at = new Date(now.getTime() + daysFromNow * DAY_MS);
  at.setUTCHours(18, 0, 0, 0);
  while (at.getUTCDay() === 0 || at.getUTCDay() === 6) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}

async function offeringIdOf(db: Db, advisor: Advisor, kind: EngagementKind): Promise<string> {
  await db
    .insert(offerings)
    .values({
      advisorId: advisor.id,
      kind,
      enabled: true,
      terms:
        kind === 'plan'
          ? 'Eight weeks, up to four meetings and a written plan of eight pages or more. Fee paid once, at signup.'
          : 'Check-ins whenever you need them, email support and an annual checkup. Billed every three months; cancel any time before the next quarter.',
      capacity: kind === 'ongoing' ? 20 : null,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: offerings.id })
    .from(offerings)
    .where(and(eq(offerings.advisorId, advisor.id), eq(offerings.kind, kind)));
  return row!.id;
}

/** The paid invoice of the signup and the charge that paid it, linked both ways. */
async function paidInvoice(
  db: Db,
  facts: {
    kind: EngagementKind;
    signupId: string;
    engagementId: string;
    clientId: string;
    advisor: Advisor;
    amountCents: number;
    at: Date;
    period: { start: string; end: string } | null;
  },
): Promise<void> {
  const description = `${offeringOf(facts.kind).name} with ${facts.advisor.firstName} ${facts.advisor.lastName}`;
  const key = facts.signupId.replace(/-/g, '').slice(0, 16);
  const link = { purpose: offeringOf(facts.kind).purpose, reference: facts.signupId };
  const [invoice] = await db
    .insert(invoices)
    .values({
      ...link,
      kind: facts.kind,
      signupId: facts.signupId,
      engagementId: facts.engagementId,
      clientId: facts.clientId,
      advisorId: facts.advisor.id,
      amountCents: facts.amountCents,
      status: 'paid',
      description,
      periodStart: facts.period?.start ?? null,
      periodEnd: facts.period?.end ?? null,
      issuedAt: facts.at,
      dueAt: facts.at,
      paidAt: facts.at,
      gateway: 'sandbox',
      idempotencyKey: `demo-invoice:${facts.signupId}`,
      createdAt: facts.at,
      updatedAt: facts.at,
    })
    .returning({ id: invoices.id });
  const [charge] = await db
    .insert(charges)
    .values({
      ...link,
      invoiceId: invoice!.id,
      clientId: facts.clientId,
      advisorId: facts.advisor.id,
      amountCents: facts.amountCents,
      gateway: 'sandbox',
      gatewayRef: `sbx_ch_demo${key}`,
      idempotencyKey: `demo-charge:${facts.signupId}`,
      status: 'succeeded',
      cardBrand: 'visa',
      cardLast4: '4242',
      description,
      createdAt: facts.at,
      updatedAt: facts.at,
    })
    .returning({ id: charges.id });
  await db.update(invoices).set({ chargeId: charge!.id }).where(eq(invoices.id, invoice!.id));
}

/** The Plan's first meeting, booked without paying: price 0, its time claimed, linked. */
async function includedMeeting(
  db: Db,
  facts: { engagementId: string; clientId: string; advisorId: string; start: Date; bookedAt: Date },
): Promise<void> {
  const end = new Date(facts.start.getTime() + HOUR_MS);
  const [event] = await db
    .insert(events)
    .values({
      advisorId: facts.advisorId,
      clientId: facts.clientId,
      status: 'Active',
      startsAt: facts.start,
      endsAt: end,
      priceCents: 0,
      clientTimeZone: 'America/Denver',
      meetingProvider: 'jitsi',
      meetingUrl: `https://meet.jit.si/JustFinancialAdvice-plan-${facts.engagementId.slice(0, 8)}`,
      scheduledAt: facts.bookedAt,
      createdAt: facts.bookedAt,
      updatedAt: facts.bookedAt,
    })
    .returning({ id: events.id });
  await db.insert(advisorTimeClaims).values({
    advisorId: facts.advisorId,
    clientId: facts.clientId,
    kind: 'event',
    eventId: event!.id,
    during: timeRange(facts.start, end),
  });
  await db.insert(eventStatusChanges).values({
    eventId: event!.id,
    fromStatus: null,
    toStatus: 'Active',
    action: 'book',
    actorId: facts.clientId,
    reason: `Included in The Plan ${facts.engagementId}`,
    changedAt: facts.bookedAt,
  });
  await db.insert(engagementMeetings).values({
    eventId: event!.id,
    engagementId: facts.engagementId,
    createdAt: facts.bookedAt,
  });
}

export async function seedDemoEngagements(db: Db, now: Date): Promise<void> {
  const advisorSlug = DEMO_ACCOUNTS.find((account) => account.advisorSlug)?.advisorSlug;
  if (!advisorSlug) return;
  const [advisor] = await db.select().from(advisors).where(eq(advisors.slug, advisorSlug));
  if (!advisor) return;
  await ensureRoles(db);
  for (const account of DEMO_ENGAGEMENT_CLIENTS) {
    const client = await ensureDemoUser(db, { ...account, roles: ['Consumer'] }, now);
    const [already] = await db
      .select({ id: engagements.id })
      .from(engagements)
      .where(eq(engagements.clientId, client.id))
      .limit(1);
    if (already) continue;
    await insertEngagement(db, { advisor, clientId: client.id, ...account }, now);
  }
}

/**
 * One paid engagement of a client with an advisor: the signup, the disclosures accepted, the paid
 * invoice and, for a Plan, its first meeting booked, a document request and a worksheet begun.
 * The journeys' test worlds make theirs with it too (ADR 0075).
 */
export async function insertEngagement(
  db: Db,
  account: { advisor: Advisor; clientId: string; kind: EngagementKind; startedDaysAgo: number },
  now: Date,
): Promise<{ signupId: string; engagementId: string }> {
  const { advisor } = account;
  const client = { id: account.clientId };
  const start = new Date(now.getTime() - account.startedDaysAgo * DAY_MS);
  const offeringId = await offeringIdOf(db, advisor, account.kind);
  const plan = account.kind === 'plan';
  const priceCents = plan ? advisor.planPriceCents : advisor.ongoingPriceCents;
  const [signup] = await db
    .insert(signups)
    .values({
      kind: account.kind,
      offeringId,
      advisorId: advisor.id,
      clientId: client.id,
      priceCents,
      state: 'paid',
      termsText: 'The terms shown when signing up.',
      termsAcceptedAt: start,
      followUpStatus: 'WelcomeEmailSent',
      paidAt: start,
      createdAt: start,
      updatedAt: start,
    })
    .returning({ id: signups.id });
  // The firm's disclosures accepted with the terms, as a real signup records them.
  const documents = await db
    .select()
    .from(complianceDocuments)
    .where(inArray(complianceDocuments.slug, [...DISCLOSURE_DOCUMENT_SLUGS]));
  if (documents.length > 0) {
    await db.insert(disclosureAcceptances).values(
      documents.map((document) => ({
        clientId: client.id,
        advisorId: advisor.id,
        signupId: signup!.id,
        documentSlug: document.slug,
        documentName: document.displayName,
        documentVersion: document.version,
        acceptedAt: start,
      })),
    );
  }
  const nextInvoice = addMonths(start, ONGOING_BILLING_MONTHS);
  const [engagement] = await db
    .insert(engagements)
    .values({
      kind: account.kind,
      signupId: signup!.id,
      offeringId,
      advisorId: advisor.id,
      clientId: client.id,
      startsOn: day(start),
      ...(plan
        ? {
            endsOn: day(new Date(start.getTime() + PLAN_WEEKS * 7 * DAY_MS)),
            meetingsIncluded: PLAN_MEETINGS_MAX,
          }
        : { nextInvoiceOn: day(nextInvoice), checkupDueOn: day(addMonths(start, 12)) }),
      createdAt: start,
      updatedAt: start,
    })
    .returning({ id: engagements.id });
  const engagementId = engagement!.id;
  await paidInvoice(db, {
    kind: account.kind,
    signupId: signup!.id,
    engagementId,
    clientId: client.id,
    advisor,
    amountCents: plan ? priceCents : priceCents * ONGOING_BILLING_MONTHS,
    at: start,
    period: plan ? null : { start: day(start), end: day(new Date(nextInvoice.getTime() - DAY_MS)) },
  });
  if (!plan) return { signupId: signup!.id, engagementId };
  await includedMeeting(db, {
    engagementId,
    clientId: client.id,
    advisorId: advisor.id,
    start: weekdayAt(now, 3),
    bookedAt: new Date(now.getTime() - 2 * DAY_MS),
  });
  await db.insert(documentRequests).values({
    engagementId,
    title: 'Your last two pay stubs',
    description: 'To check take-home pay and withholding against the worksheet.',
    requestedBy: advisor.userId,
    createdAt: new Date(now.getTime() - 5 * DAY_MS),
    updatedAt: new Date(now.getTime() - 5 * DAY_MS),
  });
  const worksheet = emptyWorksheet();
  worksheet.assets.cash = 18_500;
  worksheet.assets.retirement = 142_000;
  worksheet.debts.studentLoans = 21_000;
  worksheet.income.salary = 6_800;
  await db.insert(planWorksheets).values({
    engagementId,
    answers: worksheet,
    updatedAt: new Date(now.getTime() - 3 * DAY_MS),
  });
  return { signupId: signup!.id, engagementId };
}
