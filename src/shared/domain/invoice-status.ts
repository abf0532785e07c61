// Statuses of an invoice (docs/product.md#invoices) and the changes allowed between them, as data.
// The server refuses any other change; admin screens offer only these. A refund never changes an
// invoice's status: a paid invoice stays paid and carries its refund beside it.
export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  open: 'Due',
  paid: 'Paid',
  uncollectible: 'Unpaid (written off)',
  void: 'Cancelled',
};

/** Who causes a change: the payment gateway or a job ('system'), or an admin by hand. */
export type InvoiceActor = 'system' | 'admin';

export interface InvoiceTransition {
  from: InvoiceStatus;
  to: InvoiceStatus;
  by: readonly InvoiceActor[];
}

export const INVOICE_TRANSITIONS: readonly InvoiceTransition[] = [
  // Issued: from then on the client owes it, due INVOICE_DUE_DAYS later.
  { from: 'draft', to: 'open', by: ['system', 'admin'] },
  { from: 'draft', to: 'void', by: ['system', 'admin'] },
  { from: 'open', to: 'paid', by: ['system', 'admin'] },
  // Overdue past the grace period, or written off by an admin.
  { from: 'open', to: 'uncollectible', by: ['system', 'admin'] },
  // Cancelled before payment (an Ongoing cancelled, a signup deleted).
  { from: 'open', to: 'void', by: ['system', 'admin'] },
  // A late payment of a written-off invoice still counts.
  { from: 'uncollectible', to: 'paid', by: ['system', 'admin'] },
  { from: 'uncollectible', to: 'void', by: ['system', 'admin'] },
];

/** Paid and void are final; a paid invoice's money goes back by refund, not by a status. */
export const FINAL_INVOICE_STATUSES: readonly InvoiceStatus[] = ['paid', 'void'];

export function canChangeInvoiceStatus(
  from: InvoiceStatus,
  to: InvoiceStatus,
  by: InvoiceActor,
): boolean {
  return INVOICE_TRANSITIONS.some((t) => t.from === from && t.to === to && t.by.includes(by));
}

/** The statuses an invoice may move to next, for an admin's choice. */
export function nextInvoiceStatuses(from: InvoiceStatus, by: InvoiceActor): InvoiceStatus[] {
  return INVOICE_TRANSITIONS.filter((t) => t.from === from && t.by.includes(by)).map((t) => t.to);
}
