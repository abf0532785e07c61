// Card numbers as the sandbox payment gateway reads them, and the checks the card form runs
// before anything is sent. Real card data never reaches our server: with Stripe configured the
// client pays on Stripe's hosted page instead (ADR 0010).

/** The sandbox's test cards, named as the card form's hint shows them. */
export const SANDBOX_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

/** Why the sandbox declined a card, in the words a client reads. */
export const DECLINE_MESSAGES = {
  card_declined: 'Your card was declined. Please try another card.',
  insufficient_funds: 'Your card has insufficient funds. Please try another card.',
  expired_card: 'Your card has expired. Please check the expiry date or use another card.',
  incorrect_cvc: 'The security code is incorrect. Please check it and try again.',
  processing_error: 'The card could not be charged. Please try again in a moment.',
} as const;
export type DeclineCode = keyof typeof DECLINE_MESSAGES;

/** Only the digits of what was typed ('4242 4242…' → '4242…'). */
export function cardDigits(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** The Luhn checksum every real card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

/** How a brand is named to people (the unknown brand is not named at all). */
export const BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  unknown: '',
};

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'unknown';
}

/** 'MM/YY' or 'MM / YYYY' as a month and a four-digit year, or null. */
export function parseCardExpiry(typed: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(typed);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card is good through the last day of its expiry month. */
export function isCardExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const firstOfNextMonth = Date.UTC(expiry.year, expiry.month, 1);
  return now.getTime() >= firstOfNextMonth;
}
