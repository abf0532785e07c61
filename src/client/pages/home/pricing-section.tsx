// 'Services & Pricing' (spec §2.2): The Hour and The Plan; The Ongoing only when its flag is on,
// and then the Hour and Plan links are hidden.
import type { ReactNode } from 'react';
import { Button, Skeleton } from '@mantine/core';
import { Link } from 'react-router';
import {
  ADVISOR_TERM_SINGULAR,
  ONGOING_BILLING_MONTHS,
  PLAN_MEETINGS_MAX,
  PLAN_MEETINGS_MIN,
  PLAN_MIN_ANALYSIS_HOURS,
  PLAN_MIN_PAGES,
  PLAN_WEEKS,
} from '../../../shared/constants';
import type { DashboardData } from '../../../shared/contracts/home';
import type { PriceRange as PriceRangeValue } from '../../../shared/format';
import { HOME_ANCHORS, PAGES } from '../../../shared/routes';
import { PriceRange } from '../../ui/money';
import { Section } from '../../ui/section';
import classes from './pricing-section.module.css';

interface PlanCardProps {
  name: string;
  tagline: string;
  range: PriceRangeValue | undefined;
  unit: string;
  note?: string;
  features: readonly string[];
  featured?: boolean;
  action?: ReactNode;
}

function PlanCard({ name, tagline, range, unit, note, features, featured, action }: PlanCardProps) {
  return (
    <article className={featured ? `${classes.card} ${classes.featured}` : classes.card}>
      {featured && <p className={classes.badge}>Most complete</p>}
      <h3 className={classes.name}>{name}</h3>
      <p className={classes.tagline}>{tagline}</p>
      <p className={classes.price}>
        {range ? (
          <PriceRange range={range} className={classes.amount} />
        ) : (
          <Skeleton height={34} width={160} radius="sm" aria-label="Loading price" />
        )}
        <span className={classes.unit}>{unit}</span>
      </p>
      {note && <p className={classes.note}>{note}</p>}
      <ul className={classes.features}>
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {action && <div className={classes.action}>{action}</div>}
    </article>
  );
}

export function PricingSection({
  data,
  ongoingEnabled,
}: {
  data: DashboardData | undefined;
  ongoingEnabled: boolean;
}) {
  return (
    <Section
      id={HOME_ANCHORS.pricing}
      tone="warm"
      eyebrow="Services & pricing"
      title="Simple, flat prices. No surprises."
      intro="Each advisor sets their own flat fee within these ranges. You always see the exact price before you book."
    >
      <div className={ongoingEnabled ? `${classes.grid} ${classes.three}` : classes.grid}>
        <PlanCard
          name="The Hour"
          tagline="Best for one to three specific questions."
          range={data?.priceRange_TheHour}
          unit="per meeting"
          features={[
            'A one-hour video meeting with your advisor',
            'Written follow-up notes by email',
            'Ask anything about investing or personal finance',
          ]}
          action={
            ongoingEnabled ? undefined : (
              <Button component={Link} to={PAGES.advisors} fullWidth>
                Find your {ADVISOR_TERM_SINGULAR}
              </Button>
            )
          }
        />
        <PlanCard
          name="The Plan"
          tagline="A complete financial plan for one flat fee."
          range={data?.priceRange_ThePlan}
          unit="flat fee"
          featured
          features={[
            `${PLAN_WEEKS}-week programme`,
            `${PLAN_MEETINGS_MIN}–${PLAN_MEETINGS_MAX} meetings with your advisor`,
            `A written financial plan of ${PLAN_MIN_PAGES}+ pages`,
            `${PLAN_MIN_ANALYSIS_HOURS}+ hours of analysis`,
          ]}
          action={
            ongoingEnabled ? undefined : (
              <Button component={Link} to={PAGES.thePlan} variant="outline" fullWidth>
                Learn More
              </Button>
            )
          }
        />
        {ongoingEnabled && (
          <PlanCard
            name="The Ongoing"
            tagline="A long-term relationship with your advisor."
            range={data?.priceRange_TheOngoing}
            unit="per month"
            note={`Billed every ${ONGOING_BILLING_MONTHS} months. Limited capacity.`}
            features={[
              'Regular check-in meetings',
              'Unlimited email support',
              'An annual two-page checkup',
            ]}
          />
        )}
      </div>
    </Section>
  );
}
