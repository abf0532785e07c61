// The offerings side by side with their live price ranges (integer cents from the dashboard),
// each linking to its own page. Used by the services pages and the search landing pages.
import { Link } from 'react-router';
import type { DashboardData } from '../../../shared/contracts/home';
import { PriceCard, PriceCardGrid } from '../../ui/price-card';
import type { OfferId } from '../../features/marketing/offers';
import { offerPrice, visibleOffers } from '../../features/marketing/offers';
import classes from './service-offers.module.css';

export interface ServiceOffersProps {
  data: DashboardData | undefined;
  ongoingEnabled: boolean;
  /** The offering this page is about: highlighted, and without a link to itself. */
  current?: OfferId;
  /** The offering this page recommends: highlighted, still linked. */
  recommended?: OfferId;
}

export function ServiceOffers({ data, ongoingEnabled, current, recommended }: ServiceOffersProps) {
  const offers = visibleOffers(ongoingEnabled);
  return (
    <PriceCardGrid as="ul" columns={offers.length === 3 ? 3 : 2} compact>
      {offers.map((offer) => {
        const isCurrent = offer.id === current;
        const badge = isCurrent ? 'You are here' : offer.id === recommended ? 'Best fit' : null;
        return (
          <PriceCard
            key={offer.id}
            as="li"
            compact
            name={offer.name}
            tagline={offer.tagline}
            range={offerPrice(data, offer.id)}
            unit={offer.unit}
            note={offer.note}
            features={offer.features}
            badge={badge}
          >
            {!isCurrent && (
              <Link to={offer.href} className={classes.more}>
                More about {offer.name}
                <span aria-hidden="true"> →</span>
              </Link>
            )}
          </PriceCard>
        );
      })}
    </PriceCardGrid>
  );
}
