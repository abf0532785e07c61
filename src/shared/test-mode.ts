// Test mode: while the sandbox payment gateway runs no money moves, and every page, receipt and
// email says so in these words (ADR 0062). The modes an operator may choose on purpose.

// Spelled out, not taken from the booking contract: the receipt imports this file in the browser,
// and the first page's code must not carry the schema library.
/** PAYMENTS_MODE: the sandbox on purpose, or Stripe insisted on. */
export const PAYMENTS_MODES = ['sandbox', 'stripe'] as const;

/** EMAIL_MODE: the database outbox on purpose (nobody receives anything), or SMTP insisted on. */
export const EMAIL_MODES = ['outbox', 'smtp'] as const;

export const TEST_MODE = {
  /** The ribbon on every page. */
  ribbon: 'Test mode: no money moves',
  /** The ribbon's second sentence. */
  ribbonDetail: 'No card is charged.',
  /** Put before the subject of every email sent in test mode. */
  emailSubjectPrefix: '[TEST] ',
  /** The first lines of every email sent in test mode. */
  emailNotice:
    'TEST: this email comes from a test server. No money moves; no payment in it is real.',
  /** On a receipt of a sandbox payment. */
  receiptTitle: 'TEST receipt',
  receiptNotice: 'TEST: paid in the sandbox. No money moved; this receipt is not proof of payment.',
} as const;
