// The active filters as removable chips. Each chip is a real link to the same search without
// it, so it works before scripts load and back/forward undo it.
import { Link } from 'react-router';
import type { AdvisorSearch } from '../../../shared/advisor-search-url';
import { buildAdvisorResultsUrl } from '../../../shared/advisor-search-url';
import type { AdvisorSearchResult } from '../../../shared/contracts/advisors';
import { formatCurrency } from '../../../shared/format';
import { stateFromSlug } from '../../../shared/us-states';
import { ratingFloorLabel } from '../../../shared/advisor-search-filters';
import {
  withoutFilter,
  withoutText,
  withoutZip,
  withPrice,
  withRating,
  withState,
} from './results-search';
import classes from './parts/active-filters.module.css';

export interface Removal {
  key: string;
  kind: 'state' | 'price' | 'filter' | 'text' | 'zip' | 'rating';
  /** What the chip shows: 'California', 'Tax planning', '$100 – $200/hour'. */
  label: string;
  /** The results URL without it. */
  to: string;
}

const dollars = (whole: number) => formatCurrency(whole * 100);

export function priceLabel(minPrice: number | undefined, maxPrice: number | undefined): string {
  if (minPrice !== undefined && maxPrice !== undefined) {
    return minPrice === maxPrice
      ? `${dollars(minPrice)}/hour`
      : `${dollars(minPrice)} – ${dollars(maxPrice)}/hour`;
  }
  if (minPrice !== undefined) return `From ${dollars(minPrice)}/hour`;
  return `Up to ${dollars(maxPrice ?? 0)}/hour`;
}

/** Everything that narrows a search, each with the URL that drops it. */
export function removalsOf(
  search: AdvisorSearch,
  result: Pick<AdvisorSearchResult, 'state' | 'filters' | 'zip'> | undefined,
): Removal[] {
  const removals: Removal[] = [];
  if (search.q) {
    removals.push({
      key: 'text',
      kind: 'text',
      label: `“${search.q}”`,
      to: buildAdvisorResultsUrl(withoutText(search)),
    });
  }
  if (search.zip) {
    const state = result?.zip?.code === search.zip ? result.zip.state.name : undefined;
    removals.push({
      key: 'zip',
      kind: 'zip',
      label: state ? `ZIP ${search.zip} (${state})` : `ZIP ${search.zip}`,
      to: buildAdvisorResultsUrl(withoutZip(search)),
    });
  }
  if (search.state) {
    removals.push({
      key: 'state',
      kind: 'state',
      label: result?.state?.name ?? stateFromSlug(search.state)?.name ?? search.state,
      to: buildAdvisorResultsUrl(withState(search, undefined)),
    });
  }
  if (search.minPrice !== undefined || search.maxPrice !== undefined) {
    removals.push({
      key: 'price',
      kind: 'price',
      label: priceLabel(search.minPrice, search.maxPrice),
      to: buildAdvisorResultsUrl(withPrice(search, undefined, undefined)),
    });
  }
  if (search.rating) {
    removals.push({
      key: 'rating',
      kind: 'rating',
      label: ratingFloorLabel(search.rating),
      to: buildAdvisorResultsUrl(withRating(search, undefined)),
    });
  }
  for (const slug of search.filters) {
    removals.push({
      key: `filter-${slug}`,
      kind: 'filter',
      label: result?.filters.find((filter) => filter.slug === slug)?.title ?? slug,
      to: buildAdvisorResultsUrl(withoutFilter(search, slug)),
    });
  }
  return removals;
}

/** The same sort, nothing else ('relevance' goes with the text). */
export function clearedUrl(search: AdvisorSearch): string {
  const sort = search.sort === 'relevance' ? undefined : search.sort;
  return buildAdvisorResultsUrl({ filters: [], ...(sort ? { sort } : {}) });
}

export function ActiveFilters({ removals, clearTo }: { removals: Removal[]; clearTo: string }) {
  if (removals.length === 0) return null;
  return (
    <div className={classes.bar}>
      <ul className={classes.chips} aria-label="Active filters">
        {removals.map((removal) => (
          <li key={removal.key}>
            <Link
              to={removal.to}
              preventScrollReset
              className={classes.chip}
              aria-label={`Remove filter: ${removal.label}`}
            >
              <span>{removal.label}</span>
              <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
                <path d="M4 4l8 8M12 4l-8 8" />
              </svg>
            </Link>
          </li>
        ))}
      </ul>
      {removals.length > 1 && (
        <Link to={clearTo} preventScrollReset className={classes.clear}>
          Clear all
        </Link>
      )}
    </div>
  );
}
