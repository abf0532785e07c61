// How people reach us besides the contact form (docs/product.md#frame): the support phone, email
// and postal address come from configuration; these are the demo defaults and the rules that turn
// the configured text into what the footer and the contact page show.
import type { ContactDetails } from './contracts/system';

export const DEFAULT_CONTACT = {
  /** 555-01xx numbers are reserved for fiction, so the demo never rings a real line. */
  phone: '+1 (800) 555-0142',
  email: 'support@justfinancialadvice.com',
  /** Lines are separated by ';' so the address fits in one environment variable. */
  postalAddress: 'Just Financial Advice, LLC;100 Congress Avenue, Suite 2000;Austin, TX 78701',
} as const;

export const POSTAL_ADDRESS_LINE_SEPARATOR = ';';

/** A phone number as people write it: digits, spaces, + ( ) - . and 7 to 15 digits in all. */
export const PHONE_PATTERN = /^\+?[\d\s().-]+$/;
export const PHONE_DIGITS = { min: 7, max: 15 } as const;

export function countDigits(phone: string): number {
  return phone.replace(/\D/g, '').length;
}

/** The tel: address of a written number: '+1 (800) 555-0142' → 'tel:+18005550142'. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/** The address's lines, trimmed, without empty ones. */
export function postalAddressLines(address: string): string[] {
  return address
    .split(POSTAL_ADDRESS_LINE_SEPARATOR)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

export function buildContactDetails(settings: {
  phone: string;
  email: string;
  postalAddress: string;
}): ContactDetails {
  return {
    phone: settings.phone.trim(),
    phoneHref: telHref(settings.phone),
    email: settings.email.trim(),
    postalAddress: postalAddressLines(settings.postalAddress),
  };
}
