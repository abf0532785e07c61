// What one offering of the marketplace is, as data (ADR 0088): the catalog holds one definition
// per kind, and code that differs by offering reads it here instead of asking which kind it has.
import type { PriceRule } from '../constants';
import type { IntakeFormSource } from '../contracts/intake';
import type { FeatureFlagName } from '../feature-flags';

/** How a purchase keeps what it buys while the client pays. */
export type HoldPolicy =
  /** A time on the advisor's calendar, claimed under the exclusion constraint. */
  | { kind: 'time'; minutes: number }
  /**
   * A place in the offering's capacity: the advisor sets how many clients at once, or there is no
   * limit (and nothing is held).
   */
  | { kind: 'place'; minutes: number; capacity: 'unlimited' | 'advisor-sets' };

/** How the client pays. */
export type PaymentMode =
  /** One card charge when booking. */
  | { mode: 'charge' }
  /**
   * Invoices: one (`every` null), or one per billed period of `months` months, called a `noun`
   * ("quarter") where people read it.
   */
  | { mode: 'invoice'; every: { months: number; noun: string; words: string } | null };

/** Until when a client may ask for their money back (docs/product.md#money). */
export type MoneyBackRule =
  /** Once the meeting took place (the meeting's page offers it). */
  | { window: 'after-meeting' }
  /** Before the deliverable arrives, or within `days` after. */
  | { window: 'after-delivery'; days: number }
  /** The billed period under way, until its last day. */
  | { window: 'billing-period' };

/** What paying starts. */
export type Fulfilment =
  | { kind: 'meeting'; minutes: number }
  | {
      kind: 'engagement';
      /** The Plan's weeks to the delivered plan; null runs until cancelled. */
      weeks: number | null;
      /** Meetings included without paying again; null is no limit. */
      meetingsIncluded: number | null;
      /** What those meetings are called, one and all (to the client; in the advisor's view). */
      meetingNoun: 'meeting' | 'check-in';
      meetingsTitle: { client: string; advisor: string };
      /** A yearly checkup the advisor is reminded of, in months; null for none. */
      checkupEveryMonths: number | null;
      /** Whether a written deliverable ends it (its date is shown as "delivered by"). */
      delivers: boolean;
      pages: EngagementPages;
    };

/** Where an engagement offering is bought and run. */
export interface EngagementPages {
  /** The advisor's terms and signup form for one offering. */
  terms(offeringId: string): string;
  /** The confirmation after paying. */
  purchaseSuccess: string;
  /** The admin console's list of its signups and instances. */
  adminList: string;
  adminSignupEdit(reloadId: string, signupId?: string): string;
  adminInstanceEdit(reloadId: string, instanceId?: string): string;
}

export interface OfferingDefinition<Kind extends string = string> {
  kind: Kind;
  /** What it is called wherever it is named. */
  name: string;
  /** The advisor's price range in whole dollars, and what the price is for. */
  price: { rule: PriceRule; per: 'meeting' | 'plan' | 'month' };
  /** What a payment for it is for: the name payments knows its owner's outcome handler by. */
  purpose: string;
  /** The intake form the client answers when buying it. */
  intakeSource: IntakeFormSource;
  hold: HoldPolicy;
  payment: PaymentMode;
  fulfilment: Fulfilment;
  moneyBack: MoneyBackRule;
  /** The money-back rule in words, for the terms pages and the billing page. */
  moneyBackTerms: string;
  /** A welcome email sent when it starts, while its flag is on; null for none. */
  welcomeEmail: { flag: FeatureFlagName } | null;
  /** The feature flag it is sold behind; null when always sold. */
  flag: FeatureFlagName | null;
}
