// How payments tells the module that sold something what became of its payment. Each purpose
// (what a payment is for) has one handler, registered by its owning module; payments calls it
// whether the news came by the gateway's webhook or by asking the gateway on the payer's return.

import type { PaymentPurpose } from '../../../shared/offerings/catalog';

/** A payment the gateway reports taken, for the purchase it was started for. */
export interface PaidPayment {
  /** The purchase paid for, as given when the payment started (a checkout's or signup's id). */
  reference: string;
  /** The gateway's page it was paid on (an invoice's payment: the invoice's id). */
  sessionId: string;
  /** The invoice it paid (The Plan, The Ongoing); absent for The Hour. */
  invoiceId?: string;
  /** The gateway's id of the payment. */
  gatewayRef: string;
  amountCents: number;
  /** ISO 4217, lower case. */
  currency: string;
}

/** How the news arrived: a webhook is delivered again until handled; a return is the payer waiting. */
export type OutcomeSource = 'webhook' | 'return';

export interface PaymentOutcomeHandler {
  /**
   * Acts on a taken payment, once however often it is told. Answers `rejected` with the reason
   * when the payment does not pay for the purchase (another amount or currency): nothing is done.
   */
  paid(payment: PaidPayment, source: OutcomeSource): Promise<{ rejected: string } | void>;
  /** The gateway's page closed unpaid: what was held for the payer can go. */
  expired(payment: { reference: string; sessionId: string }): Promise<void>;
}

export type OutcomeHandlers = ReturnType<typeof createOutcomeHandlers>;

export function createOutcomeHandlers() {
  const handlers = new Map<PaymentPurpose, PaymentOutcomeHandler>();
  return {
    register(purpose: PaymentPurpose, handler: PaymentOutcomeHandler): void {
      handlers.set(purpose, handler);
    },
    /** The purpose's handler; a payment nobody owns is an error, so its webhook is retried. */
    of(purpose: PaymentPurpose): PaymentOutcomeHandler {
      const handler = handlers.get(purpose);
      if (!handler) throw new Error(`No module handles payments for ${purpose}.`);
      return handler;
    },
  };
}
