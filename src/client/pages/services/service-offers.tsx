// The offerings side by side with their live price ranges (integer cents from the dashboard),
// each linking to its own page. Used by the services pages and the search landing pages.
import { Skeleton } from '@mantine/core';
import { Link } from 'react-router';
import type { DashboardData } from '../../../shared/contracts/home';
import { PriceRange } from '../../ui/money';
import type { OfferId } from './offers';
import { offerPrice, visibleOffers } from './offers';
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
    <ul className={offers.length === 3 ? `${classes.grid} ${classes.three}` : classes.grid}>
      {offers.map((offer) => {
        const range = offerPrice(data, offer.id);
        const isCurrent = offer.id === current;
        const badge = isCurrent ? 'You are here' : offer.id === recommended ? 'Best fit' : null;
        return (
          <li
            key={offer.id}
            className={badge ? `${classes.card} ${classes.current}` : classes.card}
          >
            {badge && <p className={classes.badge}>{badge}</p>}
            <h3 className={classes.name}>{offer.name}</h3>
            <p className={classes.tagline}>{offer.tagline}</p>
            <p className={classes.price}>
              {range ? (
                <PriceRange range={range} className={classes.amount} />
              ) : (
                <Skeleton height={30} width={150} radius="sm" aria-label="Loading price" />
              )}
              <span className={classes.unit}>{offer.unit}</span>
            </p>
            {offer.note && <p className={classes.note}>{offer.note}</p>}
            <ul className={classes.features}>
              {offer.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            {!isCurrent && (
              <Link to={offer.href} className={classes.more}>
                More about {offer.name}
                <span aria-hidden="true"> →</span>
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
