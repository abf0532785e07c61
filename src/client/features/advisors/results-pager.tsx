// Numbered pages as real links (crawlable, usable before scripts load), built with the builder.
import { Link } from 'react-router';
import type { AdvisorSearch } from '../../../shared/advisor-search-url';
import { buildAdvisorResultsUrl } from '../../../shared/advisor-search-url';
import classes from './parts/results-pager.module.css';

/** Page numbers to link: the first, the last and the current one's neighbours; 'gap' between. */
export function pageItems(current: number, count: number): (number | 'gap')[] {
  const pages = new Set([1, count, current - 1, current, current + 1]);
  const sorted = [...pages].filter((page) => page >= 1 && page <= count).sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  let previous = 0;
  for (const page of sorted) {
    // A single hidden page reads better as its number than as an ellipsis.
    if (page - previous === 2) items.push(previous + 1);
    else if (page - previous > 2) items.push('gap');
    items.push(page);
    previous = page;
  }
  return items;
}

export interface ResultsPagerProps {
  search: AdvisorSearch;
  page: number;
  pageCount: number;
}

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" className={classes.arrow}>
      <path d={direction === 'left' ? 'M10 3L5 8l5 5' : 'M6 3l5 5-5 5'} />
    </svg>
  );
}

export function ResultsPager({ search, page, pageCount }: ResultsPagerProps) {
  if (pageCount <= 1) return null;
  const to = (target: number) => buildAdvisorResultsUrl({ ...search, page: target });
  return (
    <nav className={classes.pager} aria-label="Results pages">
      {page > 1 && (
        <Link to={to(page - 1)} className={`${classes.step} ${classes.item}`} rel="prev">
          <Arrow direction="left" />
          Previous
        </Link>
      )}
      <ul className={classes.pages}>
        {pageItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={classes.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={to(item)}
                className={item === page ? `${classes.item} ${classes.current}` : classes.item}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pageCount && (
        <Link to={to(page + 1)} className={`${classes.step} ${classes.item}`} rel="next">
          Next
          <Arrow direction="right" />
        </Link>
      )}
    </nav>
  );
}
