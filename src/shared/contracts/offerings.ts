// An advisor's offerings of The Plan and The Ongoing (docs/product.md#offerings): what the public
// sees of one, what the advisor edits, and an Ongoing's waitlist. Prices in integer cents.
import { z } from 'zod';
import { offeringTermsSchema, ongoingPriceCentsSchema, planPriceCentsSchema } from '../limits';
import {
  ONGOING_BILLING_MONTHS,
  ONGOING_TOTAL_CAPACITY_MAX,
  PLAN_MEETINGS_MAX,
  PLAN_MEETINGS_MIN,
  PLAN_MIN_PAGES,
  PLAN_WEEKS,
} from '../constants';
import { ENGAGEMENT_KINDS, type EngagementKind } from '../offerings/catalog';

/** The terms an offering starts with, until the advisor writes their own. */
export const DEFAULT_OFFERING_TERMS: Record<EngagementKind, string> = {
  plan: `The Plan runs for ${PLAN_WEEKS} weeks from its start date, with ${PLAN_MEETINGS_MIN} to ${PLAN_MEETINGS_MAX} video meetings and a written plan of ${PLAN_MIN_PAGES} pages or more. The fee is paid once, in advance. If you are unhappy with the plan, the full fee is refunded.`,
  ongoing: `The Ongoing continues until either of us ends it. It includes regular check-in meetings, email support and an annual two-page checkup. It is priced per month and billed every ${ONGOING_BILLING_MONTHS} months in advance; cancelling stops the next invoice.`,
};

/** The capacity an Ongoing offering starts with before the advisor sets one. */
export const ONGOING_DEFAULT_CAPACITY = 10;

export const offeringKindSchema = z.enum(ENGAGEMENT_KINDS);

export const publicOfferingSchema = z.object({
  id: z.string(),
  kind: offeringKindSchema,
  advisorId: z.string(),
  advisorSlug: z.string(),
  advisorName: z.string(),
  /** On and, for The Ongoing, its flag on. */
  enabled: z.boolean(),
  /** The Plan: the flat fee. The Ongoing: per month, billed every three months. */
  priceCents: z.number().int(),
  terms: z.string(),
  /** The Ongoing only: how many clients at once, and how many places are still free. */
  capacity: z.number().int().nullable(),
  placesLeft: z.number().int().nullable(),
});
export type PublicOffering = z.infer<typeof publicOfferingSchema>;

export const advisorOfferingsSchema = z.object({
  offerings: z.array(publicOfferingSchema),
});
export type AdvisorOfferings = z.infer<typeof advisorOfferingsSchema>;

/** The advisor's own view: the public one plus how many places are taken. */
export const ownOfferingSchema = publicOfferingSchema.extend({
  placesTaken: z.number().int(),
  waitlistLength: z.number().int(),
});
export type OwnOffering = z.infer<typeof ownOfferingSchema>;

export const ownOfferingsSchema = z.object({
  plan: ownOfferingSchema,
  ongoing: ownOfferingSchema,
  /** Whether The Ongoing is sold at all (the TheOngoing flag). */
  ongoingFlagOn: z.boolean(),
});
export type OwnOfferings = z.infer<typeof ownOfferingsSchema>;

export const ongoingCapacitySchema = z
  .number({ error: 'Enter how many clients you can take.' })
  .int('Capacity must be a whole number.')
  .min(1, 'Capacity must be at least 1 client.')
  .max(
    ONGOING_TOTAL_CAPACITY_MAX,
    `Capacity must be at most ${ONGOING_TOTAL_CAPACITY_MAX} clients.`,
  );

export const planOfferingUpdateSchema = z.object({
  enabled: z.boolean(),
  priceCents: planPriceCentsSchema,
  terms: offeringTermsSchema,
});
export const ongoingOfferingUpdateSchema = planOfferingUpdateSchema.extend({
  priceCents: ongoingPriceCentsSchema,
  capacity: ongoingCapacitySchema,
});
export type PlanOfferingUpdate = z.infer<typeof planOfferingUpdateSchema>;
export type OngoingOfferingUpdate = z.infer<typeof ongoingOfferingUpdateSchema>;
export type OfferingUpdate = PlanOfferingUpdate | (OngoingOfferingUpdate & { capacity: number });

/** The editor's schema of each kind: the same on the client and the server. */
export const OFFERING_UPDATE_SCHEMAS = {
  plan: planOfferingUpdateSchema,
  ongoing: ongoingOfferingUpdateSchema,
} as const satisfies Record<EngagementKind, z.ZodType>;

export const waitlistPlaceSchema = z.object({
  /** 1 is next to be told; null when not waiting. */
  position: z.number().int().nullable(),
  /** Set once told a place is free. */
  notifiedAt: z.string().nullable(),
});
export type WaitlistPlace = z.infer<typeof waitlistPlaceSchema>;

export const OFFERING_MESSAGES = {
  ongoingOff: 'The Ongoing is not offered at the moment.',
  offeringOff: 'This advisor does not offer this service at the moment.',
  full: 'This advisor has no free place for The Ongoing at the moment.',
  notFull: 'A place is free: you can sign up now instead of waiting.',
} as const;

/** How long a freed place is offered to the person told before the next one waiting is told. */
export const WAITLIST_OFFER_HOURS = 48;
