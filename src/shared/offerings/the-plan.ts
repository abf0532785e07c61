// The Plan (docs/product.md#the-plan): a flat-fee written plan delivered within PLAN_WEEKS, with
// up to PLAN_MEETINGS_MAX meetings included.
import { PLAN_MEETINGS_MAX, PLAN_PRICE_DOLLARS, PLAN_WEEKS, REFUND_PERCENT } from '../constants';
import { PLAN_PAGES } from '../routes/plans';
import { PLANS_ADMIN_PAGES } from '../routes/plans-admin';
import type { OfferingDefinition } from './offering-definition';

/** The Plan: its fee can be asked back until this many days after the written plan is delivered. */
export const PLAN_MONEY_BACK_DAYS_AFTER_DELIVERY = 30;
/** How long a signup keeps its place while the client pays. */
export const SIGNUP_HOLD_MINUTES = 30;

export const THE_PLAN = {
  kind: 'plan',
  name: 'The Plan',
  price: { rule: PLAN_PRICE_DOLLARS, per: 'plan' },
  purpose: 'plan-signup',
  intakeSource: 'ThePlanSignup',
  hold: { kind: 'place', minutes: SIGNUP_HOLD_MINUTES, capacity: 'unlimited' },
  payment: { mode: 'invoice', every: null },
  fulfilment: {
    kind: 'engagement',
    weeks: PLAN_WEEKS,
    meetingsIncluded: PLAN_MEETINGS_MAX,
    meetingNoun: 'meeting',
    meetingsTitle: { client: 'Your meetings', advisor: 'Plan meetings' },
    checkupEveryMonths: null,
    delivers: true,
    pages: {
      terms: (offeringId: string) => PLAN_PAGES.planTerms(offeringId),
      purchaseSuccess: PLAN_PAGES.purchasePlanSuccess,
      adminList: PLANS_ADMIN_PAGES.thePlan,
      adminSignupEdit: PLANS_ADMIN_PAGES.planSignupEdit,
      adminInstanceEdit: PLANS_ADMIN_PAGES.planInstanceEdit,
    },
  },
  moneyBack: { window: 'after-delivery', days: PLAN_MONEY_BACK_DAYS_AFTER_DELIVERY },
  moneyBackTerms: `Money back: if you are not happy, ask from your billing page for a ${REFUND_PERCENT}% refund of The Plan's fee at any time before your written plan is delivered, or within ${PLAN_MONEY_BACK_DAYS_AFTER_DELIVERY} days after.`,
  welcomeEmail: { flag: 'ThePlanWelcomeEmail' },
  flag: null,
} as const satisfies OfferingDefinition<'plan'>;
