// admin/uploaded-files (docs/product.md#uploaded-files): every stored file with its owner, size and
// what it belongs to, and the orphan scan that finds and removes files nothing points at.
import { Link } from 'react-router';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { OrphanScanCard } from '../../features/uploaded-files/orphan-scan-card';
import { UploadedFilesTable } from '../../features/uploaded-files/uploaded-files-table';
import classes from './admin-page.module.css';

export default function UploadedFilesPage() {
  return (
    <section className={classes.page} aria-labelledby="uploaded-files-title">
      <p className={classes.eyebrow}>
        <Link to={AREA_ROOTS.admin}>Admin</Link>
      </p>
      <h1 id="uploaded-files-title" className={classes.title}>
        Uploaded files
      </h1>
      <p className={classes.lead}>
        Vault files and written plans, compliance documents, advisor photos and disclosures, and
        meeting recordings: who owns each, how large it is and what it belongs to.
      </p>
      <OrphanScanCard />
      <UploadedFilesTable />
    </section>
  );
}
