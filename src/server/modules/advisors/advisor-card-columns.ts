// The columns of an advisor card (docs/product.md#advisor-search) and their conversion to the
// shared contract.
import { getTableName, sql } from 'drizzle-orm';
import type { AnyColumn } from 'drizzle-orm';
import { advisors } from '../../db/schema/advisors';
import { offerings } from '../../db/schema/plans';
import type { AdvisorCard } from '../../../shared/contracts/home';
import type { EngagementKind } from '../../../shared/offerings/catalog';

/**
 * The advisor's price of an offering while they sell it (switched on), else null. Drizzle writes
 * a single table's columns unqualified, so the correlated subquery names both tables itself.
 */
const priceWhileSold = (kind: EngagementKind, price: AnyColumn) =>
  sql<
    number | null
  >`case when exists (select 1 from ${offerings} as sold where sold.advisor_id = ${sql.raw(`"${getTableName(advisors)}"."id"`)} and sold.kind = ${kind} and sold.enabled) then ${price} end`;

export const cardColumns = {
  id: advisors.id,
  slug: advisors.slug,
  firstName: advisors.firstName,
  lastName: advisors.lastName,
  certifications: advisors.certifications,
  profilePicUrl: advisors.profilePicUrl,
  title: advisors.title,
  reviewAverage: advisors.reviewAverage,
  reviewCount: advisors.reviewCount,
  bio: advisors.bio,
  hourlyRate: advisors.hourlyRateCents,
  offers: {
    plan: priceWhileSold('plan', advisors.planPriceCents),
    ongoing: priceWhileSold('ongoing', advisors.ongoingPriceCents),
  },
  nextAvailability: advisors.nextAvailability,
};

type CardRow = Omit<AdvisorCard, 'nextAvailability'> & { nextAvailability: Date | null };

export function toCard(row: CardRow): AdvisorCard {
  return { ...row, nextAvailability: row.nextAvailability?.toISOString() ?? null };
}
