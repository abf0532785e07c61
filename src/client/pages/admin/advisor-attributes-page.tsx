// admin/advisorattributes (docs/product.md#advisor-attributes): the specialities and client types
// advisors are browsed by, with the SEO slug and title the public pages show.
import { Link } from 'react-router';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { AdvisorAttributesTable } from '../../features/advisor-attributes/advisor-attributes-table';
import classes from './admin-page.module.css';

export default function AdvisorAttributesPage() {
  return (
    <section className={classes.page} aria-labelledby="attributes-title">
      <p className={classes.eyebrow}>
        <Link to={AREA_ROOTS.admin}>Admin</Link>
      </p>
      <h1 id="attributes-title" className={classes.title}>
        Advisor attributes
      </h1>
      <p className={classes.lead}>
        What advisors can help with and whom they enjoy working with. Titles show on the public
        results pages, profiles and the profile editor as soon as they are saved; an attribute
        advisors carry is kept.
      </p>
      <AdvisorAttributesTable />
    </section>
  );
}
