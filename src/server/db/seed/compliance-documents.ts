// The four compliance documents served at /documents/{slug}. Display names matter: the footer
// labels a name containing 'ADV' or 'CRS' as the firm's brochure or relationship summary.
import { FORM_ADV_PART_2A_HTML } from './documents/form-adv-part-2a';
import { FORM_CRS_HTML } from './documents/form-crs';
import { PRIVACY_POLICY_HTML } from './documents/privacy-policy';
import { TERMS_OF_USE_HTML } from './documents/terms-of-use';

export interface SeedComplianceDocument {
  slug: string;
  displayName: string;
  bodyHtml: string;
}

export const COMPLIANCE_DOCUMENTS: readonly SeedComplianceDocument[] = [
  { slug: 'terms-of-use', displayName: 'Terms of Use', bodyHtml: TERMS_OF_USE_HTML },
  { slug: 'privacy-policy', displayName: 'Privacy Policy', bodyHtml: PRIVACY_POLICY_HTML },
  {
    slug: 'form-adv-part-2a',
    displayName: 'Form ADV Part 2A Brochure',
    bodyHtml: FORM_ADV_PART_2A_HTML,
  },
  {
    slug: 'form-crs',
    displayName: 'Form CRS Client Relationship Summary',
    bodyHtml: FORM_CRS_HTML,
  },
];
