// The affiliate disclaimer on the landing page's hero (docs/product.md#affiliates): who shared the
// link and that we pay them for referrals, as our brochure promises affiliate pages disclose.
import { APP_NAME } from '../../../shared/constants';
import classes from './landing.module.css';

export function AffiliateDisclaimer({ name }: { name: string }) {
  return (
    <aside className={classes.disclaimer} aria-labelledby="affiliate-disclaimer-title">
      <h2 id="affiliate-disclaimer-title" className={classes.disclaimerTitle}>
        Affiliate disclosure
      </h2>
      <p className={classes.disclaimerText}>
        You came here through a link shared by {name}, an affiliate of {APP_NAME}. We pay {name} a
        fee when someone they refer buys a service, which gives them a reason to recommend us.{' '}
        {name} is not one of our advisors and is not giving you financial advice.
      </p>
    </aside>
  );
}

/** The affiliate's own words, below the hero, when they wrote any. */
export function AffiliateBlurb({ name, blurb }: { name: string; blurb: string }) {
  if (!blurb) return null;
  return (
    <section className={classes.blurbBand} aria-labelledby="affiliate-blurb-title">
      <div className={classes.blurbInner}>
        <h2 id="affiliate-blurb-title" className={classes.blurbTitle}>
          A note from {name}
        </h2>
        <p className={classes.blurbText}>{blurb}</p>
      </div>
    </section>
  );
}
