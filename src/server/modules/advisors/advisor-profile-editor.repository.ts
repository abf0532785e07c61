// SQL of the advisor's own public-profile editor (docs/product.md#profile-editor): the fields of
// their row, the attributes they may choose and have chosen, the states they serve, and the audit
// line of a save. Offering prices are written by the offerings module, never here.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  advisorAttributeLinks,
  advisorAttributes,
  advisors,
  advisorStates,
} from '../../db/schema/advisors';

export interface EditableAdvisorRow {
  id: string;
  slug: string;
  firstName: string;
  lastName: string;
  certifications: string;
  title: string;
  bio: string;
  longBio: string;
  personalBio: string;
  homeState: string | null;
  city: string | null;
  firmName: string | null;
  businessModel: string;
  crdNumber: string | null;
  languages: string[];
  hourlyRateCents: number;
  planPriceCents: number;
  ongoingPriceCents: number;
}

/** The advisor's editable fields; `forUpdate` locks the row until the transaction ends. */
export async function findEditableAdvisor(
  db: Db,
  advisorId: string,
  options: { forUpdate?: boolean } = {},
): Promise<EditableAdvisorRow | undefined> {
  const query = db
    .select({
      id: advisors.id,
      slug: advisors.slug,
      firstName: advisors.firstName,
      lastName: advisors.lastName,
      certifications: advisors.certifications,
      title: advisors.title,
      bio: advisors.bio,
      longBio: advisors.longBio,
      personalBio: advisors.personalBio,
      homeState: advisors.homeState,
      city: advisors.city,
      firmName: advisors.firmName,
      businessModel: advisors.businessModel,
      crdNumber: advisors.crdNumber,
      languages: advisors.languages,
      hourlyRateCents: advisors.hourlyRateCents,
      planPriceCents: advisors.planPriceCents,
      ongoingPriceCents: advisors.ongoingPriceCents,
    })
    .from(advisors)
    .where(eq(advisors.id, advisorId))
    .limit(1);
  const rows = await (options.forUpdate ? query.for('update') : query);
  return rows[0];
}

/** Every attribute an advisor may choose, by title. */
export async function listAttributeChoices(
  db: Db,
): Promise<{ id: number; type: number; title: string }[]> {
  return db
    .select({
      id: advisorAttributes.id,
      type: advisorAttributes.type,
      title: advisorAttributes.title,
    })
    .from(advisorAttributes)
    .orderBy(asc(advisorAttributes.title), asc(advisorAttributes.id));
}

/** The attributes the advisor has chosen, with their type. */
export async function listLinkedAttributes(
  db: Db,
  advisorId: string,
): Promise<{ id: number; type: number }[]> {
  return db
    .select({ id: advisorAttributes.id, type: advisorAttributes.type })
    .from(advisorAttributeLinks)
    .innerJoin(advisorAttributes, eq(advisorAttributes.id, advisorAttributeLinks.attributeId))
    .where(eq(advisorAttributeLinks.advisorId, advisorId))
    .orderBy(asc(advisorAttributes.title));
}

/** The types of the attributes among `ids` that exist. */
export async function findAttributeTypes(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: advisorAttributes.id, type: advisorAttributes.type })
    .from(advisorAttributes)
    .where(inArray(advisorAttributes.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.type]));
}

export interface AdvisorFieldsChange {
  firstName: string;
  lastName: string;
  certifications: string;
  title: string;
  bio: string;
  longBio: string;
  personalBio: string;
  homeState: string;
  city: string;
  firmName: string;
  businessModel: string;
  crdNumber: string | null;
  /** Omitted: unchanged. */
  languages?: string[];
  hourlyRateCents: number;
}

export async function updateAdvisorFields(
  db: Db,
  advisorId: string,
  change: AdvisorFieldsChange,
): Promise<void> {
  await db
    .update(advisors)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(advisors.id, advisorId));
}

/** Replaces the advisor's chosen attributes (both types) with `attributeIds`. */
export async function replaceAttributeLinks(
  db: Db,
  advisorId: string,
  attributeIds: readonly number[],
): Promise<void> {
  await db.delete(advisorAttributeLinks).where(eq(advisorAttributeLinks.advisorId, advisorId));
  if (attributeIds.length === 0) return;
  await db
    .insert(advisorAttributeLinks)
    .values(attributeIds.map((attributeId) => ({ advisorId, attributeId })));
}

/** Replaces the states the advisor serves. */
export async function replaceAdvisorStates(
  db: Db,
  advisorId: string,
  states: readonly string[],
): Promise<void> {
  await db.delete(advisorStates).where(eq(advisorStates.advisorId, advisorId));
  if (states.length === 0) return;
  await db.insert(advisorStates).values(states.map((state) => ({ advisorId, state })));
}
