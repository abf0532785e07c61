// 'Our expert advisors' (docs/product.md#public-site): cards from the dashboard data and a 'View
// all' button.
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { ADVISOR_TERM_PLURAL } from '../../../shared/constants';
import type { DashboardData } from '../../../shared/contracts/home';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { HOME_ANCHORS } from '../../../shared/routes/site';
import { AdvisorCard } from '../../features/advisors/advisor-card';
import { Section } from '../../ui/section';
import { AdvisorSkeletonGrid } from '../../ui/skeleton-grid';
import classes from './experts-section.module.css';

/** How many featured advisors the home page shows before 'View all'. */
const FEATURED_ADVISORS = 6;

export interface ExpertsSectionProps {
  data: DashboardData | undefined;
  /** The TheOngoing flag: the cards show The Ongoing's price only while it is on. */
  ongoingShown: boolean;
  failed: boolean;
  onRetry: () => void;
}

export function ExpertsSection({ data, ongoingShown, failed, onRetry }: ExpertsSectionProps) {
  let content;
  if (data) {
    content =
      data.advisors.length > 0 ? (
        <div className={classes.grid}>
          {data.advisors.slice(0, FEATURED_ADVISORS).map((advisor) => (
            <AdvisorCard key={advisor.id} advisor={advisor} ongoingShown={ongoingShown} />
          ))}
        </div>
      ) : (
        <p className={classes.message}>New advisors are joining soon. Please check back.</p>
      );
  } else if (failed) {
    content = (
      <div className={classes.message} role="alert">
        <p>We couldn’t load our advisors just now.</p>
        <Button variant="default" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  } else {
    content = <AdvisorSkeletonGrid className={classes.grid} />;
  }

  return (
    <Section
      id={HOME_ANCHORS.experts}
      tone="warm"
      eyebrow="Our expert advisors"
      title="Meet a few of our fiduciary advisors"
      intro="Every advisor is independent, fee-only and legally bound to act in your best interest."
    >
      {content}
      <div className={classes.more}>
        <Button component={Link} to={ADVISOR_PAGES.search} variant="outline" size="md">
          View all {ADVISOR_TERM_PLURAL}
        </Button>
      </div>
    </Section>
  );
}
