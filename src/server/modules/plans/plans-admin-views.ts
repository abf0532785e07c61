// How signups, instances and invoices read on the admin pages, and what those pages need of
// modules/payments' invoices (ADR 0019: only payments changes money and invoices).
import type {
  AdminInstance,
  AdminInvoice,
  AdminSignup,
} from '../../../shared/contracts/plans-admin';
import type { InvoiceActor, InvoiceStatus } from '../../../shared/domain/invoice-status';
import type { ChargeRow, InvoiceRow, RefundRow } from '../../db/schema/payments';
import type { InstanceListRow, SignupListRow } from './plans-admin.repository';
import type { EngagementKind } from '../../../shared/offerings/catalog';

/** The payments service's invoice calls the admin pages use (a slice of PaymentsService). */
export interface InvoiceDesk {
  listInvoices(filter: {
    signupId?: string;
    kind?: EngagementKind;
    refundRequested?: boolean;
  }): Promise<InvoiceRow[]>;
  getInvoice(id: string): Promise<InvoiceRow | null | undefined>;
  changeInvoiceStatus(
    invoiceId: string,
    to: InvoiceStatus,
    actor: { actorId: string | null; by: InvoiceActor; reason: string },
  ): Promise<unknown>;
  editInvoice(
    invoiceId: string,
    changes: { dueAt?: Date; description?: string },
    actor: { actorId: string },
  ): Promise<unknown>;
  refundInvoice(
    invoiceId: string,
    input: { requestedBy: string | null; reason: string },
  ): Promise<RefundRow | null | undefined>;
  voidOpenInvoicesOfSignup(
    signupId: string,
    actor: { actorId: string | null; reason: string },
  ): Promise<number>;
  refreshInvoices(kind?: EngagementKind): Promise<object>;
  cancelRecurring(
    signupId: string,
    input: { actorId: string | null; reason: string },
  ): Promise<unknown>;
  findRefundOfCharge(chargeId: string): Promise<RefundRow | null | undefined>;
  findInvoiceCharge(invoiceId: string): Promise<ChargeRow | null | undefined>;
}

/** The refund of each paid invoice's charge, by invoice id. */
export async function refundsOf(
  desk: Pick<InvoiceDesk, 'findRefundOfCharge' | 'findInvoiceCharge'>,
  rows: InvoiceRow[],
): Promise<Map<string, RefundRow>> {
  const found = await Promise.all(
    rows.map(async (row) => {
      if (row.status !== 'paid') return null;
      // The paying charge, also when the invoice row does not name it.
      const chargeId = row.chargeId ?? (await desk.findInvoiceCharge(row.id))?.id;
      if (!chargeId) return null;
      const refund = await desk.findRefundOfCharge(chargeId);
      return refund ? ([row.id, refund] as const) : null;
    }),
  );
  return new Map(found.filter((entry) => entry !== null));
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function signupView(row: SignupListRow): AdminSignup {
  return {
    id: row.id,
    kind: row.kind,
    client: { id: row.clientId, name: row.clientName, email: row.clientEmail },
    advisor: { id: row.advisorId, name: row.advisorName, slug: row.advisorSlug },
    priceCents: row.priceCents,
    state: row.state,
    followUpStatus: row.followUpStatus,
    targetDate: row.targetDate,
    createdAt: row.createdAt.toISOString(),
    paidAt: iso(row.paidAt),
    instanceId: row.instanceId,
    invoiceCounts: { paid: row.paidInvoices, open: row.openInvoices, total: row.totalInvoices },
  };
}

export function instanceView(row: InstanceListRow): AdminInstance {
  const signup = signupView({ ...row, id: row.signupId, instanceId: row.id });
  return {
    id: row.id,
    kind: row.kind,
    signupId: row.signupId,
    client: signup.client,
    advisor: signup.advisor,
    priceCents: row.priceCents,
    status: row.status,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    cancelledAt: iso(row.cancelledAt),
    meetingsIncluded: row.meetingsIncluded,
    meetingsBooked: row.meetingsBooked,
    deliveredAt: iso(row.deliveredAt),
    followUpStatus: row.followUpStatus,
    targetDate: row.targetDate,
    invoiceCounts: signup.invoiceCounts,
  };
}

export function invoiceView(row: InvoiceRow, refund: RefundRow | null): AdminInvoice {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    status: row.status,
    amountCents: row.amountCents,
    description: row.description,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    issuedAt: iso(row.issuedAt),
    dueAt: iso(row.dueAt),
    paidAt: iso(row.paidAt),
    refund: refund
      ? {
          status: refund.status,
          amountCents: refund.amountCents,
          at: refund.createdAt.toISOString(),
          reason: refund.reason,
        }
      : null,
    refundRequest: row.refundRequestedAt
      ? { at: row.refundRequestedAt.toISOString(), reason: row.refundRequestReason ?? '' }
      : null,
  };
}
