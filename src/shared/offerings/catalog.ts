// Everything the marketplace sells, one definition per kind (ADR 0088). A new offering is a new
// entry here (with its copy and flag); code that differs by offering reads the entry's policies.
// Kept free of zod and of page code: public pages import it.
import type { OfferingDefinition } from './offering-definition';
import { THE_HOUR } from './the-hour';
import { THE_ONGOING } from './the-ongoing';
import { THE_PLAN } from './the-plan';

export const OFFERING_CATALOG = {
  hour: THE_HOUR,
  plan: THE_PLAN,
  ongoing: THE_ONGOING,
} as const satisfies { [Kind in string]: OfferingDefinition<Kind> };

export type OfferingKind = keyof typeof OFFERING_CATALOG;
export type Offering<Kind extends OfferingKind = OfferingKind> = (typeof OFFERING_CATALOG)[Kind];

/** The offerings whose payment starts an engagement (a Plan, an Ongoing relationship). */
export type EngagementKind = {
  [Kind in OfferingKind]: Offering<Kind>['fulfilment']['kind'] extends 'engagement' ? Kind : never;
}[OfferingKind];

export const OFFERING_KINDS = Object.keys(OFFERING_CATALOG) as [OfferingKind, ...OfferingKind[]];

const isEngagementKind = (kind: OfferingKind): kind is EngagementKind =>
  OFFERING_CATALOG[kind].fulfilment.kind === 'engagement';

/** In catalog order; the database's checks list them (a new one is a migration). */
export const ENGAGEMENT_KINDS = OFFERING_KINDS.filter(isEngagementKind) as [
  EngagementKind,
  ...EngagementKind[],
];

export const offeringOf = <Kind extends OfferingKind>(kind: Kind): Offering<Kind> =>
  OFFERING_CATALOG[kind];

/** What a payment is for, by offering: the name payments knows each owner's handler by. */
export type PaymentPurpose = Offering['purpose'];
