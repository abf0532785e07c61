// The short paragraph under the h1 that tells readers (and search engines) what this list is:
// which state, which specialities, client types, business models, credentials and languages.
import { findBusinessModel } from '../../../shared/advisor-taxonomy';
import type { AdvisorSearchResult, ResolvedFilter } from '../../../shared/contracts/advisors';
import { inlineTitle, joinWords } from './results-head';

const PROMISE =
  'Each one is an independent fiduciary who sells advice, never products. Meet by video, see the flat hourly price up front, and book a time that suits you.';

function titlesOf(filters: readonly ResolvedFilter[], kind: ResolvedFilter['kind']): string[] {
  return filters
    .filter((filter) => filter.kind === kind)
    .map((filter) => inlineTitle(filter.title));
}

export function resultsIntro(result: AdvisorSearchResult | undefined): string {
  const filters = result?.filters ?? [];
  const specialities = titlesOf(filters, 'speciality');
  const clientTypes = titlesOf(filters, 'clientType');
  const models = titlesOf(filters, 'businessModel');
  const credentials = filters.filter((f) => f.kind === 'credential').map((f) => f.title);
  const languages = filters
    .filter((filter) => filter.kind === 'language')
    .map((filter) => filter.title.replace(/^Speaks /, ''));
  const state = result?.state?.name ?? result?.zip?.state.name;

  const clauses: string[] = [];
  if (specialities.length) clauses.push(`help with ${joinWords(specialities)}`);
  if (clientTypes.length) clauses.push(`enjoy working with ${joinWords(clientTypes)}`);
  if (credentials.length) clauses.push(`hold the ${joinWords(credentials)}`);
  if (languages.length) clauses.push(`advise in ${joinWords(languages)}`);
  if (state) clauses.push(`take clients in ${state}`);
  const who = models.length ? joinWords(models) : 'fee-only financial advisors';
  const first = clauses.length
    ? `Compare vetted ${who} who ${joinWords(clauses)}.`
    : `Compare vetted ${who} from across the US.`;

  // One business model: say what it means, in the words of the home page's browse list.
  const modelSlugs = filters.filter((filter) => filter.kind === 'businessModel');
  const model = modelSlugs.length === 1 ? findBusinessModel(modelSlugs[0]!.slug) : undefined;
  return [first, model?.description, PROMISE].filter(Boolean).join(' ');
}
