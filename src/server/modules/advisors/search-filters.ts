// Resolves the slugs of a results URL (state, specialities, client types, business models,
// credentials, languages) and its ZIP code to what the search SQL filters by. Unknown slugs are a
// 404: such a URL is not a page. A ZIP code of no state is a 400.
import { ADVISOR_ATTRIBUTE_TYPES, findBusinessModel } from '../../../shared/advisor-taxonomy';
import {
  ADVISOR_SEARCH_MESSAGES,
  findCredential,
  findLanguageBySlug,
} from '../../../shared/advisor-search-filters';
import { stateOfZip } from '../../../shared/zip-codes';
import type { AdvisorSearchQuery, ResolvedFilter } from '../../../shared/contracts/advisors';
import { AppError } from '../../../shared/errors';
import { stateFromSlug, stateName, stateSlug } from '../../../shared/us-states';

export interface AttributeBySlug {
  id: number;
  title: string;
  type: number;
}

export interface ResolvedSearch {
  state: { slug: string; abbreviation: string; name: string } | null;
  attributeIds: number[];
  businessModels: string[];
  credentials: string[];
  languages: string[];
  zip: { code: string; state: { abbreviation: string; name: string } } | null;
  filters: ResolvedFilter[];
}

function resolveZip(zip: string | undefined): ResolvedSearch['zip'] {
  if (zip === undefined) return null;
  const abbreviation = stateOfZip(zip);
  if (!abbreviation) {
    const message = ADVISOR_SEARCH_MESSAGES.zipUnknown(zip);
    throw new AppError('validation', message, { zip: [message] });
  }
  return { code: zip, state: { abbreviation, name: stateName(abbreviation) } };
}

export function resolveSearch(
  query: Pick<AdvisorSearchQuery, 'state' | 'filters' | 'zip'>,
  attributes: ReadonlyMap<string, AttributeBySlug>,
): ResolvedSearch {
  let state: ResolvedSearch['state'] = null;
  if (query.state !== undefined) {
    const found = stateFromSlug(query.state);
    if (!found) throw new AppError('notFound', 'There is no such US state or territory.');
    state = {
      slug: stateSlug(found.abbreviation),
      abbreviation: found.abbreviation,
      name: found.name,
    };
  }

  const resolved: ResolvedSearch = {
    state,
    attributeIds: [],
    businessModels: [],
    credentials: [],
    languages: [],
    zip: resolveZip(query.zip),
    filters: [],
  };
  for (const slug of query.filters) {
    const attribute = attributes.get(slug);
    if (attribute) {
      resolved.attributeIds.push(attribute.id);
      resolved.filters.push({
        slug,
        title: attribute.title,
        kind:
          attribute.type === ADVISOR_ATTRIBUTE_TYPES.ICanHelpYouWith ? 'speciality' : 'clientType',
      });
      continue;
    }
    const credential = findCredential(slug);
    if (credential) {
      resolved.credentials.push(credential.slug);
      resolved.filters.push({ slug, title: credential.title, kind: 'credential' });
      continue;
    }
    const language = findLanguageBySlug(slug);
    if (language) {
      resolved.languages.push(language.code);
      resolved.filters.push({ slug, title: `Speaks ${language.title}`, kind: 'language' });
      continue;
    }
    const model = findBusinessModel(slug);
    if (!model) throw new AppError('notFound', `There is no advisor filter called '${slug}'.`);
    resolved.businessModels.push(model.slug);
    resolved.filters.push({ slug, title: model.title, kind: 'businessModel' });
  }
  return resolved;
}
