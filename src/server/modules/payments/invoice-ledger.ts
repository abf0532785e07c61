// The invoices' own rules (docs/product.md#invoices): issue one once per signup and period, move
// it only by the changes INVOICE_TRANSITIONS allows (each recorded), and mark it paid once,
// telling the signup's owner of its first payment through the purpose's outcome handler.
import type { Db } from '../../db/client';
import type { ChargeRow, InvoiceRow } from '../../db/schema/payments';
import type { PaymentGatewayKind } from '../../../shared/contracts/booking';
import { INVOICE_DUE_DAYS, INVOICE_GRACE_DAYS, PAYMENT_CURRENCY } from '../../../shared/constants';
import {
  FINAL_INVOICE_STATUSES,
  INVOICE_STATUS_LABELS,
  canChangeInvoiceStatus,
  nextInvoiceStatuses,
} from '../../../shared/domain/invoice-status';
import type { InvoiceActor, InvoiceStatus } from '../../../shared/domain/invoice-status';
import { AppError } from '../../../shared/errors';
import type { OutcomeHandlers, OutcomeSource } from './payment-outcome';
import {
  findInvoice,
  insertInvoiceOnce,
  listInvoiceRows,
  listOpenInvoices,
  transitionInvoice,
  updateInvoice,
} from './invoices.repository';
import type { InvoiceFilter, InvoicePatch } from './invoices.repository';
import { offeringOf } from '../../../shared/offerings/catalog';
import type { EngagementKind } from '../../../shared/offerings/catalog';

const DAY_MS = 24 * 60 * 60_000;
const SWEEP_BATCH = 200;

export const INVOICE_MESSAGES = {
  notFound: 'That invoice was not found.',
  notPayable: 'This invoice can no longer be paid.',
  notPaid: 'Only a paid invoice can be refunded.',
  finalNotEditable: 'A paid or cancelled invoice cannot be edited.',
} as const;

export function invoiceChangeRefused(from: InvoiceStatus, to: InvoiceStatus, by: InvoiceActor) {
  const allowed = nextInvoiceStatuses(from, by).map((status) => INVOICE_STATUS_LABELS[status]);
  return (
    `An invoice that is ${INVOICE_STATUS_LABELS[from].toLowerCase()} cannot become ` +
    `${INVOICE_STATUS_LABELS[to].toLowerCase()}` +
    (allowed.length > 0
      ? `; it can become: ${allowed.join(', ').toLowerCase()}.`
      : '; it is final.')
  );
}

/** The idempotency key of a signup's invoice for a period ('once' for The Plan). */
export const invoiceKeyOf = (signupId: string, periodStart: string | undefined) =>
  `invoice:${signupId}:${periodStart ?? 'once'}`;

export interface InvoiceToIssue {
  kind: EngagementKind;
  signupId: string;
  engagementId?: string | null;
  clientId: string;
  advisorId: string;
  amountCents: number;
  description: string;
  periodStart?: string | null;
  periodEnd?: string | null;
  gateway: PaymentGatewayKind;
  gatewayRef?: string | null;
  hostedUrl?: string | null;
}

export interface StatusChangeBy {
  actorId: string | null;
  by: InvoiceActor;
  reason: string;
}

export type InvoiceLedger = ReturnType<typeof createInvoiceLedger>;

export function createInvoiceLedger({
  db,
  outcomes,
  now,
}: {
  db: Db;
  outcomes: OutcomeHandlers;
  now: () => Date;
}) {
  /** What a status change sets beside the status. */
  function patchFor(to: InvoiceStatus, at: Date): InvoicePatch {
    switch (to) {
      case 'open':
        return { issuedAt: at, dueAt: new Date(at.getTime() + INVOICE_DUE_DAYS * DAY_MS) };
      case 'paid':
        return { paidAt: at };
      case 'uncollectible':
      case 'void':
        return { closedAt: at };
      case 'draft':
        return {};
    }
  }

  async function mustFind(invoiceId: string): Promise<InvoiceRow> {
    const invoice = await findInvoice(db, invoiceId);
    if (!invoice) throw new AppError('notFound', INVOICE_MESSAGES.notFound);
    return invoice;
  }

  /**
   * Changes the status if the rules allow it (else a 400 naming the allowed ones), recorded with
   * who and why. Answers the row as it then is; undefined when another writer changed it first.
   */
  async function changeStatus(
    invoice: InvoiceRow,
    to: InvoiceStatus,
    actor: StatusChangeBy,
    patch: InvoicePatch = {},
  ): Promise<InvoiceRow | undefined> {
    if (!canChangeInvoiceStatus(invoice.status, to, actor.by)) {
      throw new AppError('validation', invoiceChangeRefused(invoice.status, to, actor.by), {
        status: [invoiceChangeRefused(invoice.status, to, actor.by)],
      });
    }
    const at = now();
    return transitionInvoice(
      db,
      {
        id: invoice.id,
        from: invoice.status,
        to,
        patch: { ...patchFor(to, at), ...patch },
        actorId: actor.actorId,
        reason: actor.reason,
      },
      at,
    );
  }

  /** Issues the invoice once for its key: a draft, made open (due INVOICE_DUE_DAYS later). */
  async function issue(input: InvoiceToIssue, key: string): Promise<InvoiceRow> {
    const { invoice } = await insertInvoiceOnce(
      db,
      {
        purpose: offeringOf(input.kind).purpose,
        reference: input.signupId,
        kind: input.kind,
        signupId: input.signupId,
        engagementId: input.engagementId ?? null,
        clientId: input.clientId,
        advisorId: input.advisorId,
        amountCents: input.amountCents,
        currency: PAYMENT_CURRENCY,
        description: input.description,
        periodStart: input.periodStart ?? null,
        periodEnd: input.periodEnd ?? null,
        gateway: input.gateway,
        gatewayRef: input.gatewayRef ?? null,
        hostedUrl: input.hostedUrl ?? null,
        status: 'draft',
        idempotencyKey: key,
      },
      now(),
    );
    if (invoice.status !== 'draft') return invoice;
    const opened = await changeStatus(invoice, 'open', {
      actorId: null,
      by: 'system',
      reason: 'Issued',
    });
    return opened ?? mustFind(invoice.id);
  }

  /** Whether another invoice of the signup was paid before: later quarters tell nobody. */
  async function isFirstPaid(invoice: InvoiceRow): Promise<boolean> {
    const paid = await listInvoiceRows(db, { signupId: invoice.signupId, status: 'paid' });
    return paid.every((other) => other.id === invoice.id || other.number > invoice.number);
  }

  /**
   * Marks the invoice paid by this charge, once: only the writer that moves it tells the signup's
   * owner (its first payment). Answers the invoice as it then is.
   */
  async function settlePaid(
    invoice: InvoiceRow,
    charge: Pick<ChargeRow, 'id' | 'gatewayRef' | 'amountCents' | 'currency'>,
    source: OutcomeSource,
  ): Promise<{ invoice: InvoiceRow; moved: boolean; rejected?: string }> {
    if (invoice.status === 'paid') return { invoice, moved: false };
    const paid = await changeStatus(
      invoice,
      'paid',
      { actorId: null, by: 'system', reason: 'Paid' },
      { chargeId: charge.id },
    );
    if (!paid) return { invoice: await mustFind(invoice.id), moved: false };
    const answer = await tellPaid(paid, charge, source);
    return { invoice: paid, moved: true, ...(answer ? { rejected: answer } : {}) };
  }

  /** Tells the signup's owner of its first paid invoice; safe to repeat (handlers are). */
  async function tellPaid(
    invoice: InvoiceRow,
    charge: Pick<ChargeRow, 'gatewayRef' | 'amountCents' | 'currency'>,
    source: OutcomeSource,
  ): Promise<string | undefined> {
    if (!(await isFirstPaid(invoice))) return undefined;
    const answer = await outcomes.of(offeringOf(invoice.kind).purpose).paid(
      {
        reference: invoice.signupId,
        sessionId: invoice.id,
        invoiceId: invoice.id,
        gatewayRef: charge.gatewayRef ?? invoice.id,
        amountCents: charge.amountCents,
        currency: charge.currency,
      },
      source,
    );
    return answer?.rejected;
  }

  return {
    issue,
    settlePaid,
    tellPaid,
    changeStatus,
    mustFind,

    /** An admin's or the system's change of status (INVOICE_TRANSITIONS only, recorded). */
    async changeInvoiceStatus(
      invoiceId: string,
      to: InvoiceStatus,
      actor: StatusChangeBy,
    ): Promise<InvoiceRow> {
      const invoice = await mustFind(invoiceId);
      const changed = await changeStatus(invoice, to, actor);
      if (!changed) throw new AppError('conflict');
      return changed;
    },

    /** An admin's correction of the due date or the words; a paid or void invoice stays as is. */
    async editInvoice(
      invoiceId: string,
      edit: { dueAt?: Date; description?: string },
      _actor: { actorId: string },
    ): Promise<InvoiceRow> {
      const invoice = await mustFind(invoiceId);
      if (FINAL_INVOICE_STATUSES.includes(invoice.status)) {
        throw new AppError('validation', INVOICE_MESSAGES.finalNotEditable);
      }
      const patch: InvoicePatch = {
        ...(edit.dueAt ? { dueAt: edit.dueAt } : {}),
        ...(edit.description !== undefined ? { description: edit.description } : {}),
      };
      return (await updateInvoice(db, invoice.id, patch, now())) ?? invoice;
    },

    /** Cancels what a signup still owes (its open or draft invoices); answers how many. */
    async voidOpenInvoicesOfSignup(
      signupId: string,
      actor: { actorId: string | null; reason: string },
    ): Promise<number> {
      let voided = 0;
      for (const invoice of await listInvoiceRows(db, { signupId })) {
        if (invoice.status !== 'open' && invoice.status !== 'draft') continue;
        const by: InvoiceActor = actor.actorId ? 'admin' : 'system';
        if (await changeStatus(invoice, 'void', { ...actor, by })) voided += 1;
      }
      return voided;
    },

    listInvoices: (filter: InvoiceFilter) => listInvoiceRows(db, filter),

    getInvoice: (invoiceId: string) => findInvoice(db, invoiceId),

    /** Open invoices past due by more than INVOICE_GRACE_DAYS become uncollectible (recorded). */
    async writeOffOverdue(kind?: EngagementKind): Promise<number> {
      const dueBy = new Date(now().getTime() - INVOICE_GRACE_DAYS * DAY_MS);
      let written = 0;
      for (const invoice of await listOpenInvoices(db, {
        dueBy,
        limit: SWEEP_BATCH,
        ...(kind ? { kind } : {}),
      })) {
        const changed = await changeStatus(invoice, 'uncollectible', {
          actorId: null,
          by: 'system',
          reason: `Unpaid ${INVOICE_GRACE_DAYS} days after its due date`,
        });
        if (changed) written += 1;
      }
      return written;
    },
  };
}
