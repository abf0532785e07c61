// The hero (docs/product.md#public-site): title, 'From {lowest hour price}/hour' and 'Find your
// advisor', and on an affiliate's landing page their disclaimer.
import type { ReactNode } from 'react';
import { Button, Skeleton } from '@mantine/core';
import { Link } from 'react-router';
import {
  ADVISOR_ACCEPTANCE_PERCENT_BELOW,
  ADVISOR_TERM_SINGULAR,
  DEFAULT_HERO_TITLE,
  REFUND_PERCENT,
} from '../../../shared/constants';
import type { DashboardData } from '../../../shared/contracts/home';
import { formatHourlyRate, formatNumber, formatReviewAverage } from '../../../shared/format';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { HOME_ANCHORS } from '../../../shared/routes/site';
import classes from './hero-section.module.css';

export function HeroSection({
  title,
  data,
  notice,
}: {
  title?: string;
  data: DashboardData | undefined;
  /** Shown under the actions: the affiliate disclaimer. */
  notice?: ReactNode;
}) {
  return (
    <section id={HOME_ANCHORS.home} className={classes.hero} aria-labelledby="hero-title">
      <div className={classes.inner}>
        <div className={classes.copy}>
          <p className={classes.eyebrow}>Fee-only · Fiduciary · Flat fee</p>
          <h1 id="hero-title" className={classes.title}>
            {title || DEFAULT_HERO_TITLE}
          </h1>
          <p className={classes.lead}>
            Honest answers about your money from vetted, independent financial advisors who sell
            nothing but their time. Book a video meeting in minutes.
          </p>
          <p className={classes.price}>
            {data ? (
              <>
                From <strong>{formatHourlyRate(data.priceRange_TheHour.low)}</strong>/hour
              </>
            ) : (
              <Skeleton height={28} width={180} radius="sm" aria-label="Loading prices" />
            )}
          </p>
          <div className={classes.actions}>
            <Button component={Link} to={ADVISOR_PAGES.search} size="lg" color="gold.4" c="navy.9">
              Find your {ADVISOR_TERM_SINGULAR}
            </Button>
            <a href={`#${HOME_ANCHORS.howItWorks}`} className={classes.secondary}>
              How it works
            </a>
          </div>
          {notice}
        </div>

        <ul className={classes.proof} aria-label="Why clients trust us">
          <li className={classes.proofItem}>
            <span className={classes.proofValue}>&lt;{ADVISOR_ACCEPTANCE_PERCENT_BELOW}%</span>
            <span className={classes.proofLabel}>of applicant advisors are accepted</span>
          </li>
          <li className={classes.proofItem}>
            <span className={classes.proofValue}>{REFUND_PERCENT}%</span>
            <span className={classes.proofLabel}>money back if you’re not happy</span>
          </li>
          {data && data.meetingsCompleted > 0 && (
            <li className={classes.proofItem}>
              <span className={classes.proofValue}>{formatNumber(data.meetingsCompleted)}</span>
              <span className={classes.proofLabel}>meetings completed</span>
            </li>
          )}
          {data && data.averageReview > 0 && (
            <li className={classes.proofItem}>
              <span className={classes.proofValue}>{formatReviewAverage(data.averageReview)}</span>
              <span className={classes.proofLabel}>average client rating out of 5</span>
            </li>
          )}
        </ul>
      </div>
    </section>
  );
}
