// /privacy (docs/product.md#public-site): the Privacy Policy compliance document inside the site
// frame.
import { LEGAL_DOCUMENT_SLUGS } from '../../../shared/routes/compliance';
import { LegalDocument } from '../../features/legal/legal-document';

export default function PrivacyPage() {
  return <LegalDocument slug={LEGAL_DOCUMENT_SLUGS.privacy} title="Privacy Policy" />;
}
