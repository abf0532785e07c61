// Where each engagement offering's price is kept: on the advisor's row, beside the profile search
// and the cards read it with (db/schema/plans.ts says why).
import type { EngagementKind } from '../../../shared/offerings/catalog';

export const ADVISOR_PRICE_COLUMNS = {
  plan: 'planPriceCents',
  ongoing: 'ongoingPriceCents',
} as const satisfies Record<EngagementKind, string>;
