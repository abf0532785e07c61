// What the link brought: visits and sign-ups, all time and recently.
import type { ShareSummary } from '../../../shared/contracts/affiliates';
import classes from './share.module.css';

const number = (value: number) => value.toLocaleString('en-US');

export function ShareFigures({ share }: { share: ShareSummary }) {
  const { recent } = share;
  return (
    <dl className={classes.figures}>
      <div className={classes.figure}>
        <dt>Visitors</dt>
        <dd className={classes.figureValue}>{number(share.visitors)}</dd>
        <dd className={classes.figureRecent}>
          {number(recent.visitors)} in the last {recent.days} days
        </dd>
      </div>
      <div className={classes.figure}>
        <dt>Sign-ups</dt>
        <dd className={classes.figureValue}>{number(share.signUps)}</dd>
        <dd className={classes.figureRecent}>
          {number(recent.signUps)} in the last {recent.days} days
        </dd>
      </div>
    </dl>
  );
}
