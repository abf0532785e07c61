// The advisor attributes admins keep (docs/product.md#advisor-attributes): specialities
// (ICanHelpYouWith) and client types (IEnjoyWorkingWith), each with the slug and title the public
// SEO pages and profiles show.
import { z } from 'zod';
import { ADVISOR_ATTRIBUTE_TYPES } from '../advisor-taxonomy';
import { attributeTitleSchema, slugSchema } from '../limits';
import { consolePageSchema, consoleQuerySchema } from './console';

const TYPES = Object.values(ADVISOR_ATTRIBUTE_TYPES);
const attributeTypeSchema = z.coerce
  .number()
  .refine((type) => (TYPES as number[]).includes(type), {
    message: 'Type must be 1 (I can help you with) or 2 (I enjoy working with).',
  })
  .transform((type) => type as (typeof TYPES)[number]);

export const ATTRIBUTE_TYPE_LABELS: Record<(typeof TYPES)[number], string> = {
  [ADVISOR_ATTRIBUTE_TYPES.ICanHelpYouWith]: 'I can help you with',
  [ADVISOR_ATTRIBUTE_TYPES.IEnjoyWorkingWith]: 'I enjoy working with',
};

export const ATTRIBUTE_SORTS = ['title', 'slug', 'type', 'advisors'] as const;
export type AttributeSort = (typeof ATTRIBUTE_SORTS)[number];

export const attributeQuerySchema = consoleQuerySchema(ATTRIBUTE_SORTS, {
  sort: 'title',
  dir: 'asc',
}).extend({ type: attributeTypeSchema.optional() });
export type AttributeQuery = z.input<typeof attributeQuerySchema>;

export const adminAttributeSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** How many advisors carry it: one in use cannot be deleted. */
  advisorCount: z.number().int(),
  /** The home page links to it, so its slug stays and it cannot be deleted. */
  onHomePage: z.boolean(),
});
export type AdminAttribute = z.infer<typeof adminAttributeSchema>;

export const attributePageSchema = consolePageSchema(adminAttributeSchema);
export type AttributePage = z.infer<typeof attributePageSchema>;

/** PUT: a new attribute without an id, or the new values of one. */
export const attributeWriteSchema = z.object({
  id: z.number().int().positive().optional(),
  type: attributeTypeSchema,
  slug: slugSchema,
  title: attributeTitleSchema,
});
export type AttributeWrite = z.input<typeof attributeWriteSchema>;

export const ADVISOR_DETAIL_SORTS = ['name'] as const;
export const advisorsDetailsQuerySchema = consoleQuerySchema(ADVISOR_DETAIL_SORTS, {
  sort: 'name',
  dir: 'asc',
}).extend({
  /** Only advisors carrying this attribute. */
  attribute: z.coerce.number().int().positive('Attribute must be an attribute id.').optional(),
});
export type AdvisorsDetailsQuery = z.input<typeof advisorsDetailsQuerySchema>;

export const advisorDetailSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  listed: z.boolean(),
  attributes: z.array(
    z.object({ id: z.number().int(), type: z.number().int(), title: z.string() }),
  ),
});
export type AdvisorDetail = z.infer<typeof advisorDetailSchema>;

export const advisorsDetailsPageSchema = consolePageSchema(advisorDetailSchema);
export type AdvisorsDetailsPage = z.infer<typeof advisorsDetailsPageSchema>;
