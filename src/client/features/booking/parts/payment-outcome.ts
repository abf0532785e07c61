// What the last payment attempt said, as the payment forms show it.
export interface PaymentOutcome {
  /** The gateway's reason for declining the card. */
  declined: string | null;
  /** Any other failure worth saying in a sentence. */
  problem: string | null;
  /** The server's messages about card fields, by field. */
  fields: Record<string, string>;
}

export const NO_OUTCOME: PaymentOutcome = { declined: null, problem: null, fields: {} };
