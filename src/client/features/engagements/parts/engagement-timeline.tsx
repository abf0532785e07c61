// A Plan's eight weeks with the one we are in marked, from its start to its last day.
import { PLAN_WEEKS } from '../../../../shared/constants';
import type { Engagement } from '../../../../shared/contracts/engagements';
import { formatDay, today, weekOf } from './engagement-dates';
import classes from './portal.module.css';

export function EngagementTimeline({ engagement }: { engagement: Engagement }) {
  const current = weekOf(engagement.startsOn, today());
  const where =
    engagement.status !== 'active'
      ? 'This Plan has ended.'
      : current === 0
        ? `Your Plan starts on ${formatDay(engagement.startsOn)}.`
        : current > PLAN_WEEKS
          ? 'The eight weeks are over; your advisor is finishing your written plan.'
          : `You are in week ${current} of ${PLAN_WEEKS}.`;
  return (
    <section className={classes.panel} aria-labelledby="timeline-title">
      <h2 id="timeline-title" className={classes.panelTitle}>
        Your eight weeks
      </h2>
      <p className={classes.panelLead}>
        {where} {engagement.endsOn ? `The last day is ${formatDay(engagement.endsOn)}.` : ''}
      </p>
      <ol className={classes.weeks}>
        {Array.from({ length: PLAN_WEEKS }, (_, index) => {
          const week = index + 1;
          const state = week < current ? classes.weekDone : week === current ? classes.weekNow : '';
          return (
            <li
              key={week}
              className={`${classes.week} ${state}`}
              aria-current={week === current ? 'step' : undefined}
            >
              Week {week}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
