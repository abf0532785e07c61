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
 * The h1: credentials and business models name who the advisors are, specialities and client
 * types what they help with, then the language, the search text and the state or ZIP code
 * ('CFP® hourly planners for tax planning who speak Spanish in California').
 */
export function resultsHeading(result: AdvisorSearchResult | undefined, q?: string): string {
  const filters = result?.filters ?? [];
  const models = filters.filter((filter) => filter.kind === 'businessModel');
  const credentials = filters.filter((filter) => filter.kind === 'credential');
  const languages = filters.filter((filter) => filter.kind === 'language');
  const topics = filters.filter(
    (filter) => filter.kind === 'speciality' || filter.kind === 'clientType',
  );
  const group = models.length
    ? joinWords(
        models.map((model, index) => (index === 0 ? model.title : inlineTitle(model.title))),
      )
    : 'Fee-only financial advisors';
  const who = credentials.length
    ? `${joinWords(credentials.map((credential) => credential.title))} ${inlineTitle(group)}`
    : group;
  const what = topics.length
    ? ` for ${joinWords(topics.map((topic) => inlineTitle(topic.title)))}`
    : '';
  const speaking = languages.length
    ? ` who speak ${joinWords(languages.map((language) => language.title.replace(/^Speaks /, '')))}`
    : '';
  const matching = q ? ` matching “${q}”` : '';
  const place = result?.state
    ? ` in ${result.state.name}`
    : result?.zip
      ? ` for ZIP ${result.zip.code} (${result.zip.state.name})`
      : '';
  return `${who}${what}${speaking}${matching}${place}`;
}

export function resultsHead(context: HeadContext): PageHead {
  const search = parseAdvisorResultsUrl(context.pathname, context.search);
  const query = search ? searchQueryOf(search) : undefined;
  const result = query
    ? context.queryClient.getQueryData<AdvisorSearchResult>(advisorSearchKey(query))
    : undefined;
  const heading = resultsHeading(result, search?.q);
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
