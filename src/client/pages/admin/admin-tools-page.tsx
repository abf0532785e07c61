// admin/tools (docs/product.md#admin-tools): maintenance an operator needs now and then, each tool
// in its own card with its result shown in place.
import { Link } from 'react-router';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { CachedDataCard } from '../../features/tools/cached-data-card';
import { FailedJobsCard } from '../../features/tools/failed-jobs-card';
import { PlanInvoicesCard } from '../../features/tools/plan-invoices-card';
import { ReviewSummariesCard } from '../../features/tools/review-summaries-card';
import { StuckEmailsCard } from '../../features/tools/stuck-emails-card';
import toolsClasses from '../../features/tools/tools.module.css';
import classes from './admin-page.module.css';

export default function AdminToolsPage() {
  return (
    <section className={classes.page} aria-labelledby="admin-tools-title">
      <p className={classes.eyebrow}>
        <Link to={AREA_ROOTS.admin}>Admin</Link>
      </p>
      <h1 id="admin-tools-title" className={classes.title}>
        Tools
      </h1>
      <p className={classes.lead}>
        Maintenance for when something needs a push: fresh data on every server, recomputed
        summaries, emails and jobs that did not go through. Each use is recorded in the audit log.
      </p>
      <div className={toolsClasses.cards}>
        <CachedDataCard />
        <ReviewSummariesCard />
        <PlanInvoicesCard />
      </div>
      <StuckEmailsCard />
      <FailedJobsCard />
    </section>
  );
}
