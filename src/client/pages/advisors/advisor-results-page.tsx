// The advisor results page (docs/product.md#advisor-search): /advisors, /advisors/{filter},
// /s/{state}/{filter?}. The URL is the state: controls navigate to builder-made URLs, so back and
// forward just work.
import { useId, useRef, useState } from 'react';
import { Button, Loader } from '@mantine/core';
import { useLocation } from 'react-router';
import { buildAdvisorResultsUrl, zipProblem } from '../../../shared/advisor-search-url';
import { ADVISOR_TERM_PLURAL, ADVISOR_TERM_SINGULAR } from '../../../shared/constants';
import { SITE_PAGES } from '../../../shared/routes/site';
import { searchQueryOf, useAdvisorSearch } from '../../features/advisors/advisors-api';
import { useDashboard, useFeatureFlag, useSeoData } from '../../api/home';
import { Breadcrumb } from '../../ui/breadcrumb';
import type { Crumb } from '../../ui/breadcrumb';
import { ActiveFilters, clearedUrl, removalsOf } from '../../features/advisors/active-filters';
import { ResultsEmpty, ResultsPastEnd } from '../../features/advisors/results-empty';
import { ResultsFilters } from '../../features/advisors/results-filters';
import { ResultsGrid, ResultsSkeleton } from '../../features/advisors/results-grid';
import { resultsHeading } from '../../features/advisors/results-head';
import { resultsIntro } from '../../features/advisors/results-intro';
import { ResultsPager } from '../../features/advisors/results-pager';
import { useResultsSearch } from '../../features/advisors/results-search';
import { SortSelect } from '../../features/advisors/sort-select';
import { SearchBox } from '../../features/advisors/search-box';
import { ZipProblem } from '../../features/advisors/results-empty';
import { withoutZip } from '../../features/advisors/results-search';
import controls from '../../features/advisors/results-controls.module.css';
import classes from '../../features/advisors/advisor-results-page.module.css';
import { MatchingLinks } from '../../features/matching/matching-links';

const countText = (count: number) =>
  `${count} ${count === 1 ? ADVISOR_TERM_SINGULAR : ADVISOR_TERM_PLURAL}`;

export default function AdvisorResultsPage() {
  const id = useId();
  const location = useLocation();
  const { search, shown, navigating, go } = useResultsSearch();
  // A ZIP code of no state is answered here, without asking for results.
  const zipMessage = zipProblem(search.zip);
  const results = useAdvisorSearch(searchQueryOf(search), zipMessage === undefined);
  const dashboard = useDashboard();
  const seoData = useSeoData();
  const ongoingShown = useFeatureFlag('TheOngoing');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const countRef = useRef<HTMLHeadingElement>(null);

  // Results kept from the previous search must not stand for a ZIP code that has none.
  const data = zipMessage ? undefined : results.data;
  const updating = navigating || (!zipMessage && results.isPlaceholderData);
  const removals = removalsOf(search, data);
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const firstShown = data ? (data.page - 1) * data.pageSize + 1 : 0;
  const lastShown = data ? firstShown + data.advisors.length - 1 : 0;
  const panelId = `${id}-filters`;
  // Every crumb links back up, except the page you are on.
  const filtered = search.filters.length > 0;
  const crumbs: Crumb[] = [
    { label: 'Home', to: SITE_PAGES.home },
    {
      label: 'Advisors',
      to: data?.state || filtered ? buildAdvisorResultsUrl({ filters: [] }) : undefined,
    },
  ];
  if (data?.state) {
    crumbs.push({
      label: data.state.name,
      to: filtered ? buildAdvisorResultsUrl({ filters: [], state: data.state.slug }) : undefined,
    });
  }

  const closeFilters = () => {
    setFiltersOpen(false);
    countRef.current?.focus();
  };

  let list;
  if (zipMessage) {
    list = (
      <ZipProblem message={zipMessage} withoutZipUrl={buildAdvisorResultsUrl(withoutZip(search))} />
    );
  } else if (!data) {
    list = results.isError ? (
      <div className={classes.failed} role="alert">
        <p>We couldn’t load advisors just now.</p>
        <Button variant="default" onClick={() => void results.refetch()}>
          Try again
        </Button>
      </div>
    ) : (
      <ResultsSkeleton />
    );
  } else if (data.total === 0) {
    list = <ResultsEmpty removals={removals} />;
  } else if (data.advisors.length === 0) {
    list = <ResultsPastEnd firstPageUrl={buildAdvisorResultsUrl({ ...search, page: 1 })} />;
  } else {
    list = (
      <>
        <ResultsGrid advisors={data.advisors} updating={updating} ongoingShown={ongoingShown} />
        <ResultsPager search={search} page={data.page} pageCount={pageCount} />
      </>
    );
  }

  return (
    <div className={classes.page}>
      <header className={classes.hero}>
        <div className={classes.inner}>
          <Breadcrumb className={classes.crumbs} crumbs={crumbs} />
          <h1 className={classes.title}>{resultsHeading(data, search.q)}</h1>
          <SearchBox
            key={`${search.q ?? ''}|${search.zip ?? ''}`}
            search={shown}
            action={location.pathname}
            onSearch={go}
          />
          <p className={classes.intro}>{resultsIntro(data)}</p>
          <MatchingLinks />
        </div>
      </header>

      <div className={`${classes.inner} ${classes.body}`}>
        <div className={classes.head}>
          <div className={classes.toolbar}>
            <div className={classes.summary}>
              <h2 className={classes.count} ref={countRef} tabIndex={-1}>
                {zipMessage
                  ? 'Check the ZIP code'
                  : data
                    ? countText(data.total)
                    : `Finding ${ADVISOR_TERM_PLURAL}…`}
              </h2>
              {data && data.total > data.pageSize && data.advisors.length > 0 && (
                <span className={classes.range}>
                  Showing {firstShown}–{lastShown}
                </span>
              )}
              <span className={classes.status} data-visible={updating || undefined}>
                <Loader size={14} color="brand" aria-hidden="true" />
                <span>Updating…</span>
              </span>
            </div>
            <div className={classes.actions}>
              <button
                type="button"
                className={classes.filtersButton}
                aria-expanded={filtersOpen}
                aria-controls={panelId}
                onClick={() => setFiltersOpen((open) => !open)}
              >
                <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
                  <path d="M3 5h14M6 10h8M8.5 15h3" />
                </svg>
                Filters
                {removals.length > 0 && (
                  <span className={classes.badge}>
                    {removals.length}
                    <span className={controls.visuallyHidden}> active</span>
                  </span>
                )}
              </button>
              <SortSelect
                value={shown.sort}
                q={shown.q}
                onChange={(sort) => go({ ...shown, sort, page: 1 })}
              />
            </div>
          </div>
          <ActiveFilters removals={removals} clearTo={clearedUrl(search)} />
          {/* Announces the outcome of a change to screen readers. */}
          <p className={controls.visuallyHidden} role="status">
            {updating ? 'Updating results' : data ? `${countText(data.total)} found` : ''}
          </p>
        </div>

        <aside
          id={panelId}
          className={classes.sidebar}
          data-open={filtersOpen || undefined}
          aria-labelledby={`${id}-filters-title`}
        >
          <h2 id={`${id}-filters-title`} className={classes.sidebarTitle}>
            Filter {ADVISOR_TERM_PLURAL}
          </h2>
          <ResultsFilters
            search={shown}
            onChange={go}
            states={dashboard.data?.states ?? []}
            specialities={seoData.data ?? []}
            hourPrices={dashboard.data?.priceRange_TheHour}
          />
          <button type="button" className={classes.done} onClick={closeFilters}>
            {data ? `Show ${countText(data.total)}` : 'Done'}
          </button>
        </aside>

        <div className={classes.list}>{list}</div>
      </div>
    </div>
  );
}

/** The route's head, loaded with the page (see lazyPage in routes.tsx). */
export { resultsHead as head } from '../../features/advisors/results-head';
