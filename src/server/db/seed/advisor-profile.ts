// The shape of one demo advisor, kept apart from the data files so both halves can import it.

export interface SeedAdvisorProfile {
  slug: string;
  firstName: string;
  lastName: string;
  title: string;
  certifications: string;
  firmName: string;
  city: string;
  homeState: string;
  /** Two-letter abbreviations; the home state is added when missing. 'nationwide' = 50 + DC. */
  servedStates: readonly string[] | 'nationwide';
  /** IANA zone of the advisor's city. */
  timeZone: string;
  /** A BUSINESS_MODELS slug. */
  businessModel: string;
  /** Fictional CRD number. */
  crdNumber: string;
  /** Bullet lines, one per '\n'; each within LIMITS.bioPart. */
  bio: string;
  longBio: string;
  personalBio: string;
  hourlyRateCents: number;
  planPriceCents: number;
  /** Shown per month, billed every three months. */
  ongoingPriceCents: number;
  /** Type 1 attribute slugs. */
  specialities: readonly string[];
  /** Type 2 attribute slugs. */
  enjoysWorkingWith: readonly string[];
  acceptingClients: boolean;
  /** How many demo reviews to generate (0 = a card without a rating). */
  reviewCount: number;
  /** Hours after seeding until the next open slot; null = nothing open. */
  nextAvailabilityHours: number | null;
  /** How long ago the advisor joined, so 'Newest' and 'Oldest' sorts differ. */
  joinedDaysAgo: number;
}
