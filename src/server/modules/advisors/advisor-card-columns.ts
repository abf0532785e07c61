// The columns of an advisor card (docs/product.md#advisor-search) and their conversion to the
// shared contract.
import { advisors } from '../../db/schema/advisors';
import type { AdvisorCard } from '../../../shared/contracts/home';

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
  nextAvailability: advisors.nextAvailability,
};

type CardRow = Omit<AdvisorCard, 'nextAvailability'> & { nextAvailability: Date | null };

export function toCard(row: CardRow): AdvisorCard {
  return { ...row, nextAvailability: row.nextAvailability?.toISOString() ?? null };
}
