// Resolves the slugs of a results URL (state, specialities, client types, business models) to
// what the search SQL filters by. Unknown slugs are a 404: such a URL is not a page.
import { ADVISOR_ATTRIBUTE_TYPES, findBusinessModel } from '../../../shared/advisor-taxonomy';
import type { AdvisorSearchQuery, ResolvedFilter } from '../../../shared/contracts/advisors';
import { AppError } from '../../../shared/errors';
import { stateFromSlug, stateSlug } from '../../../shared/us-states';

export interface AttributeBySlug {
  id: number;
  title: string;
  type: number;
}

export interface ResolvedSearch {
  state: { slug: string; abbreviation: string; name: string } | null;
  attributeIds: number[];
  businessModels: string[];
  filters: ResolvedFilter[];
}

export function resolveSearch(
  query: Pick<AdvisorSearchQuery, 'state' | 'filters'>,
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

  const resolved: ResolvedSearch = { state, attributeIds: [], businessModels: [], filters: [] };
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
    const model = findBusinessModel(slug);
    if (!model) throw new AppError('notFound', `There is no advisor filter called '${slug}'.`);
    resolved.businessModels.push(model.slug);
    resolved.filters.push({ slug, title: model.title, kind: 'businessModel' });
  }
  return resolved;
}
