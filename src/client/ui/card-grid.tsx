// A grid of short cards (a title and a sentence or two), optionally numbered as steps.
import type { ReactNode } from 'react';
import classes from './card-grid.module.css';

export interface CardItem {
  title: string;
  text: ReactNode;
  /** The badge of a numbered card ('Week 1'); the position when left out. */
  marker?: string;
}

export interface CardGridProps {
  items: readonly CardItem[];
  columns?: 2 | 3 | 4;
  /** Steps in order: an ordered list with a badge on each card. */
  numbered?: boolean;
}

const COLUMN_CLASS = { 2: classes.two, 3: classes.three, 4: classes.four } as const;

export function CardGrid({ items, columns = 3, numbered = false }: CardGridProps) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className={`${classes.grid} ${COLUMN_CLASS[columns]}`}>
      {items.map((item, index) => (
        <li
          key={item.title}
          className={numbered ? `${classes.card} ${classes.step}` : classes.card}
        >
          {numbered && (
            <span className={item.marker ? classes.marker : classes.number} aria-hidden="true">
              {item.marker ?? index + 1}
            </span>
          )}
          <h3 className={classes.title}>
            {numbered && (
              <span className={classes.visuallyHidden}>{item.marker ?? `Step ${index + 1}`}: </span>
            )}
            {item.title}
          </h3>
          <div className={classes.text}>{item.text}</div>
        </li>
      ))}
    </List>
  );
}
