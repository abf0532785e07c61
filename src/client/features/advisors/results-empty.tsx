// No advisor matches: say so kindly and offer one-click ways to widen the search.
import { Link } from 'react-router';
import { buildAdvisorResultsUrl } from '../../../shared/advisor-search-url';
import { ADVISOR_TERM_PLURAL } from '../../../shared/constants';
import type { Removal } from './active-filters';
import classes from './parts/results-empty.module.css';

function suggestion(removal: Removal): string {
  switch (removal.kind) {
    case 'state':
      return `Look beyond ${removal.label}`;
    case 'price':
      return `Remove the price range (${removal.label})`;
    case 'filter':
      return `Remove “${removal.label}”`;
    case 'text':
      return `Search without ${removal.label}`;
    case 'zip':
      return `Remove the ${removal.label}`;
    case 'rating':
      return `Include advisors rated below ${removal.label.replace('+ stars', ' stars')}`;
  }
}

export function ResultsEmpty({ removals }: { removals: Removal[] }) {
  return (
    <div className={classes.empty}>
      <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" className={classes.icon}>
        <circle cx="21" cy="21" r="13" />
        <path d="M31 31l10 10M16 21h10" />
      </svg>
      <h2 className={classes.title}>No {ADVISOR_TERM_PLURAL} match all of these choices yet</h2>
      <p className={classes.text}>
        Our advisors meet clients by video, so widening the search rarely means a worse fit. Try one
        of these:
      </p>
      <ul className={classes.options}>
        {removals.map((removal) => (
          <li key={removal.key}>
            <Link to={removal.to} className={classes.option}>
              {suggestion(removal)}
            </Link>
          </li>
        ))}
        <li>
          <Link to={buildAdvisorResultsUrl({ filters: [] })} className={classes.option}>
            See all {ADVISOR_TERM_PLURAL}
          </Link>
        </li>
      </ul>
    </div>
  );
}

/** A page number past the end of the results (an old link): offer the first page. */
export function ResultsPastEnd({ firstPageUrl }: { firstPageUrl: string }) {
  return (
    <div className={classes.empty}>
      <h2 className={classes.title}>This page of results is empty</h2>
      <p className={classes.text}>There are fewer results now than when this link was made.</p>
      <ul className={classes.options}>
        <li>
          <Link to={firstPageUrl} className={classes.option}>
            Go to the first page
          </Link>
        </li>
      </ul>
    </div>
  );
}

/** A ZIP code that is not five digits, or of no US state or territory. */
export function ZipProblem({ message, withoutZipUrl }: { message: string; withoutZipUrl: string }) {
  return (
    <div className={classes.empty} role="alert">
      <h2 className={classes.title}>We can’t search by that ZIP code</h2>
      <p className={classes.text}>{message}</p>
      <ul className={classes.options}>
        <li>
          <Link to={withoutZipUrl} className={classes.option}>
            Search without the ZIP code
          </Link>
        </li>
      </ul>
    </div>
  );
}
