// The result cards. While the next results load the old ones stay, dimmed, so nothing jumps;
// skeletons only stand in on a first load with nothing to show.
import { Skeleton } from '@mantine/core';
import {
  ADVISOR_TERM_PLURAL,
  SKELETON_CARD_COUNT,
  SKELETON_CARD_HEIGHT_PX,
  SKELETON_CARD_WIDTH_PX,
} from '../../../shared/constants';
import type { AdvisorCard as AdvisorCardData } from '../../../shared/contracts/home';
import { AdvisorCard } from '../../ui/advisor-card';
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
  return (
    <div className={classes.grid} aria-busy="true" aria-label={`Loading ${ADVISOR_TERM_PLURAL}`}>
      {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
        <Skeleton
          key={index}
          className={classes.skeleton}
          width={SKELETON_CARD_WIDTH_PX}
          height={SKELETON_CARD_HEIGHT_PX}
          radius="lg"
        />
      ))}
    </div>
  );
}
