// The invoices of the plans console (docs/product.md#plans-admin): read per signup, changed only as
// the data allows and refunded through modules/payments (ADR 0019), money-back requests waiting
// to be settled (ADR 0066), and what a delete voids or keeps (ADR 0031).
import type {
  AdminInvoice,
  AdminMoneyBackRequest,
  DeleteAnswer,
  EditInvoice,
  RefreshInvoicesAnswer,
} from '../../../shared/contracts/plans-admin';
import { PLANS_ADMIN_MESSAGES } from '../../../shared/contracts/plans-admin';
import { AppError } from '../../../shared/errors';
import type { Db } from '../../db/client';
import type { InvoiceRow } from '../../db/schema/payments';
import { PLANS_ADMIN_AUDIT } from './plans-admin-audit';
import type { PlansAudit } from './plans-admin-audit';
import type { InvoiceDesk } from './plans-admin-views';
import { invoiceView, refundsOf, signupView } from './plans-admin-views';
import { findSignupListRow } from './plans-admin.repository';
import type { EngagementKind } from '../../../shared/offerings/catalog';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function createPlansAdminInvoices({
  db,
  invoices,
  audit,
}: {
  db: Db;
  invoices: InvoiceDesk;
  audit: PlansAudit;
}) {
  async function invoicesOfSignup(signupId: string): Promise<AdminInvoice[]> {
    const rows = await invoices.listInvoices({ signupId });
    const refunds = await refundsOf(invoices, rows);
    return rows
      .sort((a, b) => a.number - b.number)
      .map((row) => invoiceView(row, refunds.get(row.id) ?? null));
  }

  /** The first paid invoice without a refund that went through or is on its way, if any. */
  async function unrefundedPaidInvoice(signupId: string): Promise<InvoiceRow | undefined> {
    const rows = (await invoices.listInvoices({ signupId })).filter((row) => row.status === 'paid');
    const refunds = await refundsOf(invoices, rows);
    return rows.find((row) => {
      const refund = refunds.get(row.id);
      return !refund || refund.status === 'failed';
    });
  }

  /** Voids what is still owed and counts what is kept: paid and already closed invoices. */
  async function voidOwed(
    signupId: string,
    actorId: string,
    reason: string,
  ): Promise<DeleteAnswer> {
    const voided = await invoices.voidOpenInvoicesOfSignup(signupId, { actorId, reason });
    const after = await invoices.listInvoices({ signupId });
    return { voidedInvoices: voided, keptInvoices: after.length - voided };
  }

  /**
   * Money-back requests of the offering still waiting (ADR 0066), oldest first: an admin
   * settles each with its invoice's full refund, as an Hour's request is settled with its
   * meeting's; a refunded one leaves the list.
   */
  async function moneyBackRequests(
    kind: EngagementKind,
  ): Promise<{ requests: AdminMoneyBackRequest[] }> {
    const rows = await invoices.listInvoices({ kind, refundRequested: true });
    const refunds = await refundsOf(invoices, rows);
    const waiting = rows
      .filter((row) => !refunds.has(row.id))
      .sort((a, b) => a.refundRequestedAt!.getTime() - b.refundRequestedAt!.getTime());
    const requests = await Promise.all(
      waiting.map(async (row) => {
        const signup = await findSignupListRow(db, row.signupId);
        return {
          invoice: invoiceView(row, null),
          signupId: row.signupId,
          instanceId: row.engagementId,
          clientName: signup ? signupView(signup).client.name : '',
        };
      }),
    );
    return { requests };
  }

  async function editInvoice(
    kind: EngagementKind,
    edit: EditInvoice,
    actorId: string,
  ): Promise<AdminInvoice> {
    const invoice = await invoices.getInvoice(edit.id);
    if (!invoice || invoice.kind !== kind) throw new AppError('notFound');
    switch (edit.action) {
      case 'status':
        await invoices.changeInvoiceStatus(invoice.id, edit.to, {
          actorId,
          by: 'admin',
          reason: edit.reason,
        });
        await audit(actorId, invoice.id, PLANS_ADMIN_AUDIT.invoiceStatus, {
          from: invoice.status,
          to: edit.to,
          reason: edit.reason,
        });
        break;
      case 'details':
        await invoices.editInvoice(
          invoice.id,
          {
            ...(edit.dueAt !== undefined ? { dueAt: new Date(edit.dueAt) } : {}),
            ...(edit.description !== undefined ? { description: edit.description } : {}),
          },
          { actorId },
        );
        await audit(actorId, invoice.id, PLANS_ADMIN_AUDIT.invoiceDetails, {
          from: { dueAt: iso(invoice.dueAt), description: invoice.description },
          to: { dueAt: edit.dueAt, description: edit.description },
        });
        break;
      case 'refund': {
        if (invoice.status !== 'paid') {
          throw new AppError('validation', PLANS_ADMIN_MESSAGES.refundNotPaid);
        }
        // Once: a second request finds the first refund (one refund per charge).
        const refund = await invoices.refundInvoice(invoice.id, {
          requestedBy: actorId,
          reason: edit.reason,
        });
        await audit(actorId, invoice.id, PLANS_ADMIN_AUDIT.invoiceRefund, {
          amountCents: invoice.amountCents,
          reason: edit.reason,
          refundStatus: refund?.status ?? null,
        });
        break;
      }
    }
    const after = await invoices.getInvoice(invoice.id);
    if (!after) throw new AppError('notFound');
    const refunds = await refundsOf(invoices, [after]);
    return invoiceView(after, refunds.get(after.id) ?? null);
  }

  async function refreshInvoices(
    kind: EngagementKind,
    actorId: string,
  ): Promise<RefreshInvoicesAnswer> {
    const counts = await invoices.refreshInvoices(kind);
    await audit(actorId, actorId, PLANS_ADMIN_AUDIT.invoicesRefresh, { kind, counts });
    return { counts: { ...counts } };
  }

  return {
    invoicesOfSignup,
    unrefundedPaidInvoice,
    voidOwed,
    moneyBackRequests,
    editInvoice,
    refreshInvoices,
  };
}
