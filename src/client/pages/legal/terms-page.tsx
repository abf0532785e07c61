// /terms (docs/product.md#public-site): the Terms of Use compliance document inside the site frame.
import { LEGAL_DOCUMENT_SLUGS } from '../../../shared/routes/compliance';
import { LegalDocument } from '../../features/legal/legal-document';

export default function TermsPage() {
  return <LegalDocument slug={LEGAL_DOCUMENT_SLUGS.terms} title="Terms of Use" />;
}
