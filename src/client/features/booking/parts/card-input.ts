// What the card fields show while the client types: the number in groups as printed on the
// card, the expiry as MM/YY. The shared card rules (sandboxCardSchema) judge the result.
import { BRAND_NAMES, cardBrand, cardDigits } from '../../../../shared/domain/cards';

/** The longest card number (19 digits). */
const MAX_DIGITS = 19;
const AMEX_GROUPS = [4, 6, 5];

/** Digits in groups: '4242 4242 4242 4242', or 4-6-5 for American Express. */
export function formatCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, MAX_DIGITS);
  if (cardBrand(digits) === 'amex') {
    const groups: string[] = [];
    let at = 0;
    for (const size of AMEX_GROUPS) {
      if (at >= digits.length) break;
      groups.push(digits.slice(at, at + size));
      at += size;
    }
    return groups.join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The brand's name for the typed number, or '' until it is recognisable. */
export function brandName(typed: string): string {
  return BRAND_NAMES[cardBrand(cardDigits(typed))];
}

/**
 * 'MM/YY' as the client types: the slash appears after the month, a lone month digit above 1 is
 * read as '0N', and deleting the slash deletes it rather than putting it straight back.
 */
export function formatExpiry(typed: string, previous = ''): string {
  const deleting = typed.length < previous.length;
  let digits = typed.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** Only the digits of a security code, at most four. */
export function formatCvc(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, 4);
}
