// Placeholder advisor cards while the first advisors load. The caller's grid class lays them out
// the way its real cards will be, so nothing moves when they arrive.
import { Skeleton } from '@mantine/core';
import {
  ADVISOR_TERM_PLURAL,
  SKELETON_CARD_COUNT,
  SKELETON_CARD_HEIGHT_PX,
  SKELETON_CARD_WIDTH_PX,
} from '../../shared/constants';
import classes from './skeleton-grid.module.css';

export function AdvisorSkeletonGrid({ className }: { className?: string }) {
  return (
    <div className={className} aria-busy="true" aria-label={`Loading ${ADVISOR_TERM_PLURAL}`}>
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
