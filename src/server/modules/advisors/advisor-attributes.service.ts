// Rules of the advisor attributes admins keep (docs/product.md#advisor-attributes, ADR 0042):
// slugs are unique and never a business model's (they share the results address); the home page's
// specialities keep their slugs and stay; an attribute advisors carry is not deleted (the refusal
// names how many, and the console lists them). Each write is audited in its transaction and tells
// every instance's SEO lists, search filters and profiles to forget what they kept.
import type { RequestUser } from '../../auth/access/request-user';
import { recordAudit } from '../../db/audit-log';
import type { Db } from '../../db/client';
import { hasPgErrorCode, PG_ERRORS } from '../../db/errors';
import { parseInput } from '../../validation/parse-input';
import { findBusinessModel, HOME_PAGE_SPECIALITY_SLUGS } from '../../../shared/advisor-taxonomy';
import { AppError } from '../../../shared/errors';
import {
  advisorsDetailsQuerySchema,
  attributeQuerySchema,
  attributeWriteSchema,
} from '../../../shared/contracts/advisor-attributes';
import type {
  AdminAttribute,
  AdvisorsDetailsPage,
  AdvisorsDetailsQuery,
  AttributePage,
  AttributeQuery,
  AttributeWrite,
} from '../../../shared/contracts/advisor-attributes';
import * as repository from './advisor-attributes.repository';
import type { AttributeRow } from './advisor-attributes.repository';

export const ATTRIBUTE_MESSAGES = {
  notFound: 'That attribute was not found.',
  slugTaken: 'Another attribute already has that slug.',
  businessModelSlug: 'That slug belongs to a business model page; choose another.',
  homePageSlug: 'The home page links to this speciality, so its slug cannot change.',
  homePageDelete: 'The home page links to this speciality, so it cannot be deleted.',
  inUse: (count: number) =>
    `${count} advisor${count === 1 ? ' carries' : 's carry'} this attribute on their profile, so it cannot be deleted. Rename it instead, or ask them to remove it from their profiles first.`,
} as const;

const isOnHomePage = (slug: string) =>
  (HOME_PAGE_SPECIALITY_SLUGS as readonly string[]).includes(slug);

const toAdmin = (row: AttributeRow): AdminAttribute => ({
  ...row,
  onHomePage: isOnHomePage(row.slug),
});

/** What the audit log keeps of an attribute. */
const recordOf = ({ type, slug, title }: AttributeRow | AdminAttribute) => ({ type, slug, title });

export type AdvisorAttributesService = ReturnType<typeof createAdvisorAttributesService>;

export function createAdvisorAttributesService({
  db,
  onAttributesChange,
}: {
  db: Db;
  /** After a committed change: every instance's advisor caches forget the attributes. */
  onAttributesChange: () => void;
}) {
  async function reread(id: number): Promise<AdminAttribute> {
    const row = await repository.findAttribute(db, id);
    if (!row) throw new AppError('notFound', ATTRIBUTE_MESSAGES.notFound);
    return toAdmin(row);
  }

  return {
    async listAttributes(input: AttributeQuery): Promise<AttributePage> {
      const page = await repository.listAttributes(db, parseInput(attributeQuerySchema, input));
      return { ...page, items: page.items.map(toAdmin) };
    },

    /** Creates an attribute (no id) or changes one. */
    async saveAttribute(admin: RequestUser, input: AttributeWrite): Promise<AdminAttribute> {
      const { id, ...values } = parseInput(attributeWriteSchema, input);
      if (findBusinessModel(values.slug)) {
        throw new AppError('validation', undefined, {
          slug: [ATTRIBUTE_MESSAGES.businessModelSlug],
        });
      }
      let savedId: number;
      try {
        savedId = await db.transaction(async (tx) => {
          if (id === undefined) {
            const created = await repository.insertAttribute(tx, values);
            await recordAudit(tx, {
              actorId: admin.id,
              action: 'attribute-created',
              target: `attribute:${created}`,
              after: values,
            });
            return created;
          }
          const current = await repository.findAttribute(tx, id, { forUpdate: true });
          if (!current) throw new AppError('notFound', ATTRIBUTE_MESSAGES.notFound);
          if (isOnHomePage(current.slug) && current.slug !== values.slug) {
            throw new AppError('conflict', ATTRIBUTE_MESSAGES.homePageSlug);
          }
          await repository.updateAttribute(tx, id, values);
          await recordAudit(tx, {
            actorId: admin.id,
            action: 'attribute-updated',
            target: `attribute:${id}`,
            before: recordOf(current),
            after: values,
          });
          return id;
        });
      } catch (error) {
        if (hasPgErrorCode(error, PG_ERRORS.uniqueViolation)) {
          throw new AppError('conflict', ATTRIBUTE_MESSAGES.slugTaken);
        }
        throw error;
      }
      onAttributesChange();
      return reread(savedId);
    },

    /**
     * Deletes an attribute no advisor carries. The row lock makes an advisor adding it at the same
     * moment wait (the link's foreign key), then fail, so no profile loses it unseen.
     */
    async deleteAttribute(admin: RequestUser, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const current = await repository.findAttribute(tx, id, { forUpdate: true });
        if (!current) throw new AppError('notFound', ATTRIBUTE_MESSAGES.notFound);
        if (isOnHomePage(current.slug)) {
          throw new AppError('conflict', ATTRIBUTE_MESSAGES.homePageDelete);
        }
        if (current.advisorCount > 0) {
          throw new AppError('conflict', ATTRIBUTE_MESSAGES.inUse(current.advisorCount));
        }
        await repository.deleteAttribute(tx, id);
        await recordAudit(tx, {
          actorId: admin.id,
          action: 'attribute-deleted',
          target: `attribute:${id}`,
          before: recordOf(current),
        });
      });
      onAttributesChange();
    },

    async listAdvisorsDetails(input: AdvisorsDetailsQuery): Promise<AdvisorsDetailsPage> {
      return repository.listAdvisorsDetails(db, parseInput(advisorsDetailsQuerySchema, input));
    },
  };
}
