// Title, description and canonical address of an advisor results page, from the URL and, once
// loaded, the names of its state and filters.
import { pageTitle } from '../../document-head';
import type { HeadContext, PageHead } from '../../document-head';
import { buildAdvisorResultsUrl, parseAdvisorResultsUrl } from '../../../shared/advisor-search-url';
import type { AdvisorSearchResult } from '../../../shared/contracts/advisors';
import { advisorSearchKey, searchQueryOf } from '../../features/advisors/advisors-api';
import { organizationJsonLd } from '../../seo/structured-data';

/**
 * A title as it reads inside a sentence: 'Retirement planning' → 'retirement planning', while
 * names keep their capitals ('Social Security timing', 'LGBTQ+ couples').
 */
export function inlineTitle(title: string): string {
  const [first = '', ...rest] = title.split(' ');
  const keepsCapitals = /[A-Z].*[A-Z]/.test(first) || rest.some((word) => /^[A-Z]/.test(word));
  return keepsCapitals ? title : title.charAt(0).toLowerCase() + title.slice(1);
}

/** 'a', 'a and b', 'a, b and c'. */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * The h1: business models name who the advisors are, specialities and client types what they
 * help with, and the state where ('Hourly planners for tax planning in California').
 */
export function resultsHeading(result: AdvisorSearchResult | undefined): string {
  const filters = result?.filters ?? [];
  const models = filters.filter((filter) => filter.kind === 'businessModel');
  const topics = filters.filter((filter) => filter.kind !== 'businessModel');
  const who = models.length
    ? joinWords(
        models.map((model, index) => (index === 0 ? model.title : inlineTitle(model.title))),
      )
    : 'Fee-only financial advisors';
  const what = topics.length
    ? ` for ${joinWords(topics.map((topic) => inlineTitle(topic.title)))}`
    : '';
  const place = result?.state ? ` in ${result.state.name}` : '';
  return `${who}${what}${place}`;
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
