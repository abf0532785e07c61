// Title, description and canonical address of an advisor results page, from the URL and, once
// loaded, the names of its state and filters.
import { pageTitle } from '../../document-head';
import type { HeadContext, PageHead } from '../../document-head';
import { buildAdvisorResultsUrl, parseAdvisorResultsUrl } from '../../../shared/advisor-search-url';
import type { AdvisorSearchResult } from '../../../shared/contracts/advisors';
import { advisorSearchKey, searchQueryOf } from '../../api/advisors';
import { organizationJsonLd } from '../../seo/structured-data';

export function resultsHeading(result: AdvisorSearchResult | undefined): string {
  const topic = result?.filters.map((filter) => filter.title).join(', ');
  const place = result?.state ? ` in ${result.state.name}` : '';
  return topic
    ? `Fee-only financial advisors for ${topic.toLowerCase()}${place}`
    : `Fee-only financial advisors${place}`;
}

export function resultsHead(context: HeadContext): PageHead {
  const search = parseAdvisorResultsUrl(context.pathname, context.search);
  const query = search ? searchQueryOf(search) : undefined;
  const result = query
    ? context.queryClient.getQueryData<AdvisorSearchResult>(advisorSearchKey(query))
    : undefined;
  const heading = resultsHeading(result);
  const count = result ? `${result.total} vetted ` : 'Vetted ';
  return {
    title: pageTitle(heading.charAt(0).toUpperCase() + heading.slice(1)),
    description: `${count}independent, fee-only fiduciary advisors${
      result?.state ? ` serving ${result.state.name}` : ''
    }. Compare hourly rates, reviews and next availability, then book a flat-fee video session.`,
    canonicalPath: search
      ? buildAdvisorResultsUrl({
          filters: search.filters,
          ...(search.state ? { state: search.state } : {}),
        })
      : context.pathname,
    jsonLd: [organizationJsonLd(context.origin)],
  };
}
