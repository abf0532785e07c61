// API paths of the advisor attributes admins keep (docs/product.md#advisor-attributes): the
// specialities and client types with their SEO slug and title, and who carries which.
import { fillPath } from './fill-path';

export const ADVISOR_ATTRIBUTE_API_PATTERNS = {
  attribute: '/api/admin/advisorattributes/:attributeId',
} as const;

export const ADVISOR_ATTRIBUTE_API = {
  /** GET the table; PUT one attribute (a new one without an id). */
  attributes: '/api/admin/advisorattributes',
  attribute: (attributeId: string) =>
    fillPath(ADVISOR_ATTRIBUTE_API_PATTERNS.attribute, { attributeId }),
  /** Advisors with their attributes; `?attribute=<id>` narrows to those carrying one. */
  advisorsDetails: '/api/admin/get-advisors-details',
} as const;
