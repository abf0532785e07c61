// An offering's price card and the grid that holds two or three of them: the home pricing
// section shows the roomy card, the services pages the compact one.
import type { ReactNode } from 'react';
import { Skeleton } from '@mantine/core';
import type { PriceRange as PriceRangeValue } from '../../shared/format';
import { PriceRange } from './money';
import classes from './price-card.module.css';

export interface PriceCardGridProps {
  /** 'ul' when the cards are list items. */
  as?: 'div' | 'ul';
  columns: 2 | 3;
  compact?: boolean;
  children: ReactNode;
}

export function PriceCardGrid({
  as: Element = 'div',
  columns,
  compact = false,
  children,
}: PriceCardGridProps) {
  const className = [classes.grid, columns === 3 && classes.three, compact && classes.gridCompact]
    .filter(Boolean)
    .join(' ');
  return <Element className={className}>{children}</Element>;
}

export interface PriceCardProps {
  as?: 'article' | 'li';
  name: string;
  tagline: string;
  /** Undefined while the dashboard's prices load: a skeleton holds the place. */
  range: PriceRangeValue | undefined;
  unit: string;
  note?: string;
  features: readonly string[];
  /** A highlighted card carries this label above its top edge. */
  badge?: string | null;
  compact?: boolean;
  /** The card's foot: a call to action or a link. */
  children?: ReactNode;
}

export function PriceCard({
  as: Element = 'article',
  name,
  tagline,
  range,
  unit,
  note,
  features,
  badge,
  compact = false,
  children,
}: PriceCardProps) {
  const className = [classes.card, compact && classes.compact, badge && classes.featured]
    .filter(Boolean)
    .join(' ');
  return (
    <Element className={className}>
      {badge && <p className={classes.badge}>{badge}</p>}
      <h3 className={classes.name}>{name}</h3>
      <p className={classes.tagline}>{tagline}</p>
      <p className={classes.price}>
        {range ? (
          <PriceRange range={range} className={classes.amount} />
        ) : (
          <Skeleton
            height={compact ? 30 : 34}
            width={compact ? 150 : 160}
            radius="sm"
            aria-label="Loading price"
          />
        )}
        <span className={classes.unit}>{unit}</span>
      </p>
      {note && <p className={classes.note}>{note}</p>}
      <ul className={classes.features}>
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {children}
    </Element>
  );
}
