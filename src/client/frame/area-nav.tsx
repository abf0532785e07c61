// The tab-like navigation of a signed-in area; the current page is marked for screen readers.
import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import classes from './area-nav.module.css';

export interface AreaNavLink {
  to: string;
  label: string;
  /** Matches only this exact path (an area's index page). */
  end?: boolean;
  /** A small count beside the label (meetings waiting, for instance). */
  count?: number;
}

/**
 * Scrolls a list that is wider than its box sideways until the current link shows. Only the
 * list moves: scrollIntoView would scroll the page down to the navigation as well.
 */
function revealCurrent(list: HTMLElement) {
  const current = list.querySelector('[aria-current="page"]');
  if (!current || list.scrollWidth <= list.clientWidth) return;
  const box = list.getBoundingClientRect();
  const link = current.getBoundingClientRect();
  if (link.left < box.left) list.scrollLeft -= box.left - link.left;
  else if (link.right > box.right) list.scrollLeft += link.right - box.right;
}

export function AreaNav({ label, links }: { label: string; links: readonly AreaNavLink[] }) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (list.current) revealCurrent(list.current);
  }, []);

  return (
    <nav className={classes.nav} aria-label={label}>
      <ul ref={list} className={classes.list}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end} className={classes.link}>
              {link.label}
              {link.count ? <span className={classes.count}>{link.count}</span> : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
