// A breadcrumb trail: crumbs with a `to` are links, one without is the page you are on.
import { Link } from 'react-router';
import classes from './breadcrumb.module.css';

export interface Crumb {
  label: string;
  /** Omit for the current page. */
  to?: string;
}

/** `className` goes on the <nav>, so callers set the spacing below the trail. */
export function Breadcrumb({
  crumbs,
  className,
}: {
  crumbs: readonly Crumb[];
  className?: string;
}) {
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <ol className={classes.list}>
        {crumbs.map((crumb) => (
          <li key={crumb.label}>
            {crumb.to ? (
              <Link to={crumb.to}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
