// The result cards. While the next results load the old ones stay, dimmed, so nothing jumps;
// skeletons only stand in on a first load with nothing to show.
import type { AdvisorCard as AdvisorCardData } from '../../../shared/contracts/home';
import { AdvisorCard } from './advisor-card';
import { AdvisorSkeletonGrid } from '../../ui/skeleton-grid';
import classes from './advisor-results-page.module.css';

export function ResultsGrid({
  advisors,
  updating,
}: {
  advisors: readonly AdvisorCardData[];
  updating: boolean;
}) {
  return (
    <ul
      className={updating ? `${classes.grid} ${classes.updating}` : classes.grid}
      aria-busy={updating}
      aria-label="Advisors"
    >
      {advisors.map((advisor) => (
        <li key={advisor.id} className={classes.cell}>
          <AdvisorCard advisor={advisor} />
        </li>
      ))}
    </ul>
  );
}

export function ResultsSkeleton() {
  return <AdvisorSkeletonGrid className={classes.grid} />;
}
