// Where an offering's pages are, from its catalog entry: the confirmation of a purchase, and its
// records in the admin console.
import { offeringOf } from './catalog';
import type { EngagementKind } from './catalog';

/** A signup's confirmation, waiting for its payment when the gateway has not told us yet. */
export function purchaseSuccessPage(kind: EngagementKind, signupId: string): string {
  const page = offeringOf(kind).fulfilment.pages.purchaseSuccess;
  return `${page}?${new URLSearchParams({ signup: signupId }).toString()}`;
}

/**
 * Where an admin refunds one invoice, as its money-back request asks: the page of its instance
 * once the invoice names one, else its signup's (both list its invoices with their Refund).
 */
export function invoiceRefundPage(
  kind: EngagementKind,
  reloadId: string,
  invoice: { signupId: string; instanceId: string | null },
): string {
  const pages = offeringOf(kind).fulfilment.pages;
  return invoice.instanceId
    ? pages.adminInstanceEdit(reloadId, invoice.instanceId)
    : pages.adminSignupEdit(reloadId, invoice.signupId);
}
