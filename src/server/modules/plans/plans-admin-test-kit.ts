// What the admin plans tests share: signups, engagements and invoices written straight into the
// database (as a paid purchase leaves them), so each test starts from the record it needs.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { InvoiceStatus } from '../../../shared/domain/invoice-status';
import type { Db } from '../../db/client';
import { charges, invoices } from '../../db/schema/payments';
import type { InvoiceRow } from '../../db/schema/payments';
import { engagements, offerings, signups } from '../../db/schema/plans';
import type { EngagementRow, SignupRow } from '../../db/schema/plans';
import type { EngagementKind } from '../../../shared/offerings/catalog';
import { testLedgerLink } from '../../testing/test-ledger';

const DAY_MS = 86_400_000;

/** The advisor's offering of the kind, made on first use (on, The Ongoing with 5 places). */
export async function offeringOf(db: Db, advisorId: string, kind: EngagementKind) {
  await db
    .insert(offerings)
    .values({
      advisorId,
      kind,
      enabled: true,
      terms: 'The terms the client accepts before paying.',
      capacity: kind === 'ongoing' ? 5 : null,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(offerings)
    .where(and(eq(offerings.advisorId, advisorId), eq(offerings.kind, kind)));
  return row!;
}

export interface PlanRecord {
  signup: SignupRow;
  engagement: EngagementRow | null;
}

/** A signup of the kind; paid ones get an engagement unless told not to. */
export async function createSignupRecord(
  db: Db,
  input: {
    kind: EngagementKind;
    advisorId: string;
    clientId: string;
    state?: SignupRow['state'];
    engagement?: boolean;
    priceCents?: number;
    holdExpiresAt?: Date;
  },
): Promise<PlanRecord> {
  const offering = await offeringOf(db, input.advisorId, input.kind);
  const state = input.state ?? 'paid';
  const [signup] = await db
    .insert(signups)
    .values({
      kind: input.kind,
      offeringId: offering.id,
      advisorId: input.advisorId,
      clientId: input.clientId,
      priceCents: input.priceCents ?? (input.kind === 'plan' ? 250_000 : 10_000),
      state,
      termsText: offering.terms,
      termsAcceptedAt: new Date(),
      ...(state === 'paid' ? { paidAt: new Date() } : {}),
      ...(input.holdExpiresAt ? { holdExpiresAt: input.holdExpiresAt } : {}),
    })
    .returning();
  if (!signup) throw new Error('The signup was not inserted.');
  if (state !== 'paid' || input.engagement === false) return { signup, engagement: null };
  const [engagement] = await db
    .insert(engagements)
    .values({
      kind: input.kind,
      signupId: signup.id,
      offeringId: offering.id,
      advisorId: input.advisorId,
      clientId: input.clientId,
      startsOn: '2027-01-04',
      endsOn: input.kind === 'plan' ? '2027-03-01' : null,
      meetingsIncluded: input.kind === 'plan' ? 4 : null,
    })
    .returning();
  return { signup, engagement: engagement ?? null };
}

/** An issued invoice of the signup; a paid one has the sandbox charge that paid it. */
export async function createInvoiceRecord(
  db: Db,
  record: PlanRecord,
  status: InvoiceStatus,
  issuedAt = new Date(),
): Promise<InvoiceRow> {
  const { signup } = record;
  const [invoice] = await db
    .insert(invoices)
    .values({
      ...testLedgerLink(signup.kind, signup.id),
      kind: signup.kind,
      signupId: signup.id,
      engagementId: record.engagement?.id ?? null,
      clientId: signup.clientId,
      advisorId: signup.advisorId,
      amountCents: signup.priceCents,
      status,
      description: signup.kind === 'plan' ? 'The Plan' : 'The Ongoing, one quarter',
      issuedAt: status === 'draft' ? null : issuedAt,
      dueAt: status === 'draft' ? null : new Date(issuedAt.getTime() + 30 * DAY_MS),
      gateway: 'sandbox',
      idempotencyKey: `test-invoice:${randomUUID()}`,
    })
    .returning();
  if (!invoice) throw new Error('The invoice was not inserted.');
  if (status !== 'paid') return invoice;
  const [charge] = await db
    .insert(charges)
    .values({
      purpose: invoice.purpose,
      reference: invoice.reference,
      invoiceId: invoice.id,
      clientId: signup.clientId,
      advisorId: signup.advisorId,
      amountCents: signup.priceCents,
      gateway: 'sandbox',
      gatewayRef: `sbx_ch_${randomUUID().replace(/-/g, '')}`,
      idempotencyKey: `test-charge:${invoice.id}`,
      status: 'succeeded',
      cardBrand: 'visa',
      cardLast4: '4242',
      description: invoice.description,
    })
    .returning();
  const [paid] = await db
    .update(invoices)
    .set({ chargeId: charge!.id, paidAt: issuedAt })
    .where(eq(invoices.id, invoice.id))
    .returning();
  return paid!;
}
