// dashboard/disclosures (docs/product.md#becoming-an-advisor): where an advisor uploads their own
// Form ADV Part 2A and Form CRS as PDFs for our review.
import { Link } from 'react-router';
import { LIMITS } from '../../../shared/limits';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { AreaPage } from '../../frame/area-page';
import { DisclosureUploads } from '../../features/onboarding/disclosure-uploads';
import { useChecklist } from '../../features/onboarding/onboarding-api';
import { DashboardNav } from './dashboard-nav';
import classes from './disclosures-page.module.css';

export default function DisclosuresPage() {
  // A listed advisor replaces theirs each year; a new one is still working through the checklist.
  const approved = useChecklist().data?.approved ?? false;
  return (
    <AreaPage
      eyebrow="Advisor Home"
      title="Your disclosures"
      titleId="disclosures-title"
      lead={
        <>
          Upload your current Form ADV Part 2A and Form CRS as PDF files, up to{' '}
          {LIMITS.disclosureBytes.max / (1024 * 1024)} MB each.{' '}
          {approved ? (
            'Upload the new ones whenever you amend them, at least once a year.'
          ) : (
            <>
              We check them against your public record before listing you.{' '}
              <Link to={AREA_ROOTS.dashboard} className={classes.link}>
                Back to your checklist
              </Link>
            </>
          )}
        </>
      }
      nav={<DashboardNav />}
    >
      <DisclosureUploads />
    </AreaPage>
  );
}
