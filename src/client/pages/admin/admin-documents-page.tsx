// admin/documents (docs/product.md#compliance-documents): the footer's compliance documents.
import { Link } from 'react-router';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { DocumentsAdmin } from '../../features/compliance/documents-admin';
import classes from './admin-page.module.css';

export default function AdminDocumentsPage() {
  return (
    <section className={classes.page} aria-labelledby="admin-documents-title">
      <p className={classes.eyebrow}>
        <Link to={AREA_ROOTS.admin}>Admin</Link>
      </p>
      <h1 id="admin-documents-title" className={classes.title}>
        Compliance documents
      </h1>
      <p className={classes.lead}>
        The disclosures every page’s footer links to. Publish a new PDF version, add a document or
        rename one; a new version of a client agreement is accepted again before the next booking.
      </p>
      <DocumentsAdmin />
    </section>
  );
}
