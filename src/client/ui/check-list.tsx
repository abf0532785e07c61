// A list with a tick (or a cross, for 'not a fit') before each line.
import type { ReactNode } from 'react';
import classes from './check-list.module.css';

export function CheckList({
  items,
  variant = 'check',
}: {
  items: readonly ReactNode[];
  variant?: 'check' | 'cross';
}) {
  return (
    <ul className={variant === 'cross' ? `${classes.list} ${classes.cross}` : classes.list}>
      {items.map((item, index) => (
        // Static copy: the position is a stable key.
        <li key={index} className={classes.item}>
          {item}
        </li>
      ))}
    </ul>
  );
}
