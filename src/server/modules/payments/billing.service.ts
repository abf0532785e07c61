// A client's billing history and receipts, read from the ledger: every charge attempt (declined
// ones shown, never totalled), every refund and every invoice, only ever the signed-in client's own.
import type { RequestUser } from '../../auth/access/request-user';
import type { Db } from '../../db/client';
import { FIRM_NAME } from '../../../shared/constants';
import { invoiceNumberOf } from '../../../shared/contracts/billing';
import type {
  BillingEntry,
  BillingInvoice,
  BillingHistory,
  PaymentCard,
  Purchase,
  Receipt,
  RefundLine,
} from '../../../shared/contracts/billing';
import { MONEY_BACK_MESSAGES, moneyBackOf } from '../../../shared/domain/money-back';
import { AppError } from '../../../shared/errors';
import {
  findClientCharge,
  findClientInvoice,
  listClientInvoices,
  listSignupInvoices,
  listClientLedger,
  markInvoiceRefundRequested,
} from './billing.repository';
import type { InvoiceLedgerRow, LedgerRow } from './billing.repository';
import type { ServiceLog } from '../../platform';
import { offeringOf } from '../../../shared/offerings/catalog';

export const BILLING_MESSAGES = {
  receiptNotFound: 'That receipt was not found among yours.',
  invoiceNotFound: 'That invoice was not found among yours.',
} as const;

/** 'R-1A2B-3C4D-5E6F': the random first twelve hex digits of the charge id, easy to read out. */
export function receiptNumberOf(chargeId: string): string {
  const digits = chargeId.replace(/-/g, '').slice(0, 12).toUpperCase();
  return `R-${digits.match(/.{1,4}/g)?.join('-') ?? digits}`;
}

function purchaseOf(row: LedgerRow): Purchase {
  return {
    service: offeringOf(row.invoiceKind ?? 'hour').name,
    advisorName:
      row.advisorFirstName === null
        ? null
        : `${row.advisorFirstName} ${row.advisorLastName ?? ''}`.trim(),
    advisorSlug: row.advisorSlug,
    meetingStart: row.meetingStart?.toISOString() ?? null,
    description: row.description,
  };
}

function cardOf(row: LedgerRow): PaymentCard | null {
  return row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null;
}

function refundOf(
  row: Pick<LedgerRow, 'refundId' | 'refundCreatedAt' | 'refundAmountCents' | 'refundStatus'>,
): RefundLine | null {
  if (
    row.refundId === null ||
    row.refundCreatedAt === null ||
    row.refundAmountCents === null ||
    row.refundStatus === null
  ) {
    return null;
  }
  return {
    id: row.refundId,
    at: row.refundCreatedAt.toISOString(),
    amountCents: row.refundAmountCents,
    status: row.refundStatus,
  };
}

function entriesOf(row: LedgerRow): BillingEntry[] {
  const purchase = purchaseOf(row);
  const card = cardOf(row);
  const refund = refundOf(row);
  const charge: BillingEntry = {
    kind: 'charge',
    id: row.id,
    at: row.createdAt.toISOString(),
    purchase,
    amountCents: row.amountCents,
    status: row.status,
    card,
    refund,
  };
  return refund
    ? [charge, { kind: 'refund', chargeId: row.id, purchase, card, ...refund }]
    : [charge];
}

const nameOf = (row: { advisorFirstName: string | null; advisorLastName: string | null }) =>
  row.advisorFirstName === null
    ? null
    : `${row.advisorFirstName} ${row.advisorLastName ?? ''}`.trim();

function invoiceOf(row: InvoiceLedgerRow, now: Date): BillingInvoice {
  const { invoice } = row;
  const moneyBack = moneyBackOf(
    {
      kind: invoice.kind,
      status: invoice.status,
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      deliveredAt: row.deliveredAt,
      refundRequestedAt: invoice.refundRequestedAt,
      refunded: row.refundId !== null,
    },
    now,
  );
  const payable = invoice.status === 'open' || invoice.status === 'uncollectible';
  return {
    id: invoice.id,
    number: invoiceNumberOf(invoice.number),
    offering: invoice.kind,
    service: offeringOf(invoice.kind).name,
    advisorName: nameOf(row),
    advisorSlug: row.advisorSlug,
    description: invoice.description,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    amountCents: invoice.amountCents,
    status: invoice.status,
    issuedAt: invoice.issuedAt?.toISOString() ?? null,
    dueAt: invoice.dueAt?.toISOString() ?? null,
    paidAt: invoice.paidAt?.toISOString() ?? null,
    payUrl: payable ? invoice.hostedUrl : null,
    receiptChargeId: invoice.status === 'paid' ? invoice.chargeId : null,
    refund: refundOf(row),
    moneyBack: { ...moneyBack, requestedAt: invoice.refundRequestedAt?.toISOString() ?? null },
  };
}

/** Newest first; a refund made in the same instant as its charge still follows it. */
function newestFirst(a: BillingEntry, b: BillingEntry): number {
  return b.at.localeCompare(a.at) || (a.kind === b.kind ? 0 : a.kind === 'refund' ? -1 : 1);
}

const sumOf = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);

export type BillingService = ReturnType<typeof createBillingService>;

/** A client's money-back request just recorded, for the module that sold it to tell of. */
export interface MoneyBackRequest {
  invoice: BillingInvoice;
  signupId: string;
  /** The engagement the invoice names, if it names one yet. */
  instanceId: string | null;
  clientName: string;
  reason: string;
}

export type MoneyBackNotice = (request: MoneyBackRequest) => Promise<void>;

export function createBillingService({
  db,
  now,
  log,
}: {
  db: Db;
  now: () => Date;
  log: ServiceLog;
}) {
  // Set by the module that sells the offering, as payments knows no other module (ADR 0019).
  let moneyBackNotice: MoneyBackNotice = async () => {};
  return {
    /** Who is told of each money-back request once it is recorded. */
    handleMoneyBackRequests(notice: MoneyBackNotice): void {
      moneyBackNotice = notice;
    },

    async getHistory(user: RequestUser): Promise<BillingHistory> {
      const [rows, invoiceRows] = await Promise.all([
        listClientLedger(db, user.id),
        listClientInvoices(db, user.id),
      ]);
      const entries = rows.flatMap(entriesOf).sort(newestFirst);
      const paidCents = sumOf(
        rows.filter((row) => row.status === 'succeeded').map((row) => row.amountCents),
      );
      const refundedCents = sumOf(
        entries.flatMap((entry) =>
          entry.kind === 'refund' && entry.status === 'succeeded' ? [entry.amountCents] : [],
        ),
      );
      return {
        entries,
        invoices: invoiceRows.map((row) => invoiceOf(row, now())),
        totals: { paidCents, refundedCents, netCents: paidCents - refundedCents },
      };
    },

    /** A paid charge of the user's; anything else, theirs or not, is simply not found. */
    async getReceipt(user: RequestUser, chargeId: string): Promise<Receipt> {
      const row = await findClientCharge(db, { chargeId, clientId: user.id });
      if (!row || row.status !== 'succeeded') {
        throw new AppError('notFound', BILLING_MESSAGES.receiptNotFound);
      }
      const refund = refundOf(row);
      const refunded = refund?.status === 'succeeded' ? refund.amountCents : 0;
      return {
        number: receiptNumberOf(row.id),
        invoiceNumber: row.invoiceNumber === null ? null : invoiceNumberOf(row.invoiceNumber),
        chargeId: row.id,
        paidAt: row.createdAt.toISOString(),
        seller: FIRM_NAME,
        billedTo: { name: user.name, email: user.email },
        purchase: purchaseOf(row),
        amountCents: row.amountCents,
        card: cardOf(row),
        refunds: refund ? [refund] : [],
        netCents: row.amountCents - refunded,
        testMode: row.gateway === 'sandbox',
      };
    },

    /**
     * A signup's invoices for its engagement's portal, newest first. The advisor sees what was
     * billed and paid, not the client's payment page or receipts.
     */
    async getSignupInvoices(
      signupId: string,
      audience: 'client' | 'advisor',
    ): Promise<BillingInvoice[]> {
      const rows = await listSignupInvoices(db, signupId);
      return rows
        .map((row) => invoiceOf(row, now()))
        .map((invoice) =>
          audience === 'client' ? invoice : { ...invoice, payUrl: null, receiptChargeId: null },
        );
    },

    /** One invoice of the user's; anyone else's, or a draft, is simply not found. */
    async getInvoice(user: RequestUser, invoiceId: string): Promise<BillingInvoice> {
      const row = await findClientInvoice(db, { invoiceId, clientId: user.id });
      if (!row) throw new AppError('notFound', BILLING_MESSAGES.invoiceNotFound);
      return invoiceOf(row, now());
    },

    /**
     * The money-back promise for The Plan and The Ongoing (ADR 0066): the client asks for one of
     * their paid invoices back while `moneyBackOf` allows it; admins then see the request beside
     * the invoice and settle it with its full refund. Anyone else's invoice is not found.
     */
    async requestMoneyBack(
      user: RequestUser,
      invoiceId: string,
      reason: string,
    ): Promise<BillingInvoice> {
      const row = await findClientInvoice(db, { invoiceId, clientId: user.id });
      if (!row) throw new AppError('notFound', BILLING_MESSAGES.invoiceNotFound);
      const { moneyBack } = invoiceOf(row, now());
      if (moneyBack.state !== 'open') {
        const message =
          moneyBack.state === 'requested'
            ? MONEY_BACK_MESSAGES.alreadyRequested
            : moneyBack.state === 'refunded'
              ? MONEY_BACK_MESSAGES.refunded
              : row.invoice.status === 'paid'
                ? MONEY_BACK_MESSAGES.closed
                : MONEY_BACK_MESSAGES.notPaid;
        throw new AppError('conflict', message);
      }
      if (!(await markInvoiceRefundRequested(db, row.invoice.id, { reason, at: now() }))) {
        throw new AppError('conflict', MONEY_BACK_MESSAGES.alreadyRequested);
      }
      const asked = await this.getInvoice(user, invoiceId);
      // Only the request that recorded it gets here, so the admins hear of it once; a failed
      // email is logged and the client's request stands.
      await moneyBackNotice({
        invoice: asked,
        signupId: row.invoice.signupId,
        instanceId: row.invoice.engagementId,
        clientName: user.name,
        reason,
      }).catch((error: unknown) => {
        log.error({ err: error, invoiceId }, 'Money-back request emails failed');
      });
      return asked;
    },
  };
}
