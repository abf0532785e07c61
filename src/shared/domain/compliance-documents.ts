// Footer disclosure rules (docs/product.md#frame): labels for ADV and CRS documents, terms and
// privacy first.
import { FIRM_NAME } from '../constants';
import type { ComplianceDocument } from '../contracts/home';

export interface DisclosureLink {
  label: string;
  url: string;
}

export function disclosureLabel(displayName: string): string {
  const name = displayName.toLowerCase();
  if (name.includes('adv')) return `${FIRM_NAME} ADV 2A Brochure`;
  if (name.includes('crs')) return `${FIRM_NAME} Form CRS`;
  return displayName;
}

function isTermsOrPrivacy(displayName: string): boolean {
  const name = displayName.toLowerCase();
  return name.includes('terms') || name.includes('privacy');
}

/** Names containing 'terms' or 'privacy' first, then the rest by name. */
export function orderDisclosures(documents: readonly ComplianceDocument[]): DisclosureLink[] {
  return [...documents]
    .sort((a, b) => {
      const rank =
        Number(isTermsOrPrivacy(b.displayName)) - Number(isTermsOrPrivacy(a.displayName));
      return rank !== 0 ? rank : a.displayName.localeCompare(b.displayName, 'en-US');
    })
    .map((document) => ({ label: disclosureLabel(document.displayName), url: document.url }));
}

/**
 * The documents a client accepts, at the version in force, when paying for The Hour or signing
 * up for The Plan or The Ongoing; each acceptance is kept (docs/product.md#compliance-report).
 */
export const DISCLOSURE_DOCUMENT_SLUGS = ['form-crs', 'form-adv-part-2a', 'terms-of-use'] as const;

/**
 * The user agreements a client accepts before their first booking and again whenever a new
 * version of one is published (docs/product.md#user-agreements).
 */
export const USER_AGREEMENT_SLUGS = [
  'terms-of-use',
  'privacy-policy',
  'form-crs',
  'form-adv-part-2a',
] as const;

export function isUserAgreement(slug: string): boolean {
  return (USER_AGREEMENT_SLUGS as readonly string[]).includes(slug);
}
