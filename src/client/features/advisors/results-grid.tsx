// The result cards. While the next results load the old ones stay, dimmed, so nothing jumps;
// skeletons only stand in on a first load with nothing to show.
import type { AdvisorCard as AdvisorCardData } from '../../../shared/contracts/home';
import { AdvisorCard } from './advisor-card';
import { AdvisorSkeletonGrid } from '../../ui/skeleton-grid';
import classes from './advisor-results-page.module.css';

export function ResultsGrid({
  advisors,
  updating,
  ongoingShown,
}: {
  advisors: readonly AdvisorCardData[];
  updating: boolean;
  /** The TheOngoing flag: the cards show The Ongoing's price only while it is on. */
  ongoingShown: boolean;
}) {
  return (
    <ul
      className={updating ? `${classes.grid} ${classes.updating}` : classes.grid}
      aria-busy={updating}
      aria-label="Advisors"
    >
      {advisors.map((advisor) => (
        <li key={advisor.id} className={classes.cell}>
          <AdvisorCard advisor={advisor} ongoingShown={ongoingShown} />
        </li>
      ))}
    </ul>
  );
}

export function ResultsSkeleton() {
  return <AdvisorSkeletonGrid className={classes.grid} />;
}
