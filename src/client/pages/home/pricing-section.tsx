// 'Services & Pricing' (docs/product.md#public-site): The Hour and The Plan; The Ongoing only when
// its flag is on, and then the Hour and Plan links are hidden.
import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { ADVISOR_TERM_SINGULAR } from '../../../shared/constants';
import type { DashboardData } from '../../../shared/contracts/home';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { HOME_ANCHORS, SITE_PAGES } from '../../../shared/routes/site';
import { PriceCard, PriceCardGrid } from '../../ui/price-card';
import { Section } from '../../ui/section';
import type { OfferId } from '../../features/marketing/offers';
import { offerPrice, visibleOffers } from '../../features/marketing/offers';
import classes from './pricing-section.module.css';

// The cards' calls to action, shown only while The Ongoing is off.
const ACTIONS: Record<OfferId, ReactNode> = {
  hour: (
    <Button component={Link} to={ADVISOR_PAGES.search} fullWidth>
      Find your {ADVISOR_TERM_SINGULAR}
    </Button>
  ),
  plan: (
    <Button component={Link} to={SITE_PAGES.thePlan} variant="outline" fullWidth>
      Learn More
    </Button>
  ),
  ongoing: null,
};

export function PricingSection({
  data,
  ongoingEnabled,
}: {
  data: DashboardData | undefined;
  ongoingEnabled: boolean;
}) {
  const offers = visibleOffers(ongoingEnabled);
  return (
    <Section
      id={HOME_ANCHORS.pricing}
      tone="warm"
      eyebrow="Services & pricing"
      title="Simple, flat prices. No surprises."
      intro="Each advisor sets their own flat fee within these ranges. You always see the exact price before you book."
    >
      <PriceCardGrid columns={offers.length === 3 ? 3 : 2}>
        {offers.map((offer) => {
          const action = ongoingEnabled ? null : ACTIONS[offer.id];
          return (
            <PriceCard
              key={offer.id}
              name={offer.name}
              tagline={offer.tagline}
              range={offerPrice(data, offer.id)}
              unit={offer.unit}
              note={offer.note}
              features={offer.features}
              badge={offer.id === 'plan' ? 'Most complete' : null}
            >
              {action && <div className={classes.action}>{action}</div>}
            </PriceCard>
          );
        })}
      </PriceCardGrid>
    </Section>
  );
}
