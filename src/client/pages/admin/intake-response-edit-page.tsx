// admin/intake-response/edit/{reloadId}/{intakeResponseId} (docs/product.md#intake-responses-admin):
// one client's intake answers. A new reloadId opens the page afresh; any value works.
import { Link, useParams } from 'react-router';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { IntakeResponseView } from '../../features/intake-admin/intake-response-view';
import classes from './admin-page.module.css';

export default function IntakeResponseEditPage() {
  const { reloadId = '', intakeResponseId = '' } = useParams();
  return (
    <section className={classes.page} aria-labelledby="intake-response-title">
      <p className={classes.eyebrow}>
        <Link to={ADMIN_PAGES.intakeResponses}>Intake responses</Link>
      </p>
      <h1 id="intake-response-title" className={classes.title}>
        Intake response
      </h1>
      <IntakeResponseView key={`${reloadId}:${intakeResponseId}`} id={intakeResponseId} />
    </section>
  );
}
