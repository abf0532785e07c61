// The Ongoing (docs/product.md#the-ongoing): a monthly relationship billed a quarter at a time,
// with check-ins and a yearly checkup, for as many clients as the advisor takes.
import { ONGOING_BILLING_MONTHS, ONGOING_PRICE_DOLLARS, REFUND_PERCENT } from '../constants';
import { PLAN_PAGES } from '../routes/plans';
import { PLANS_ADMIN_PAGES } from '../routes/plans-admin';
import type { OfferingDefinition } from './offering-definition';
import { SIGNUP_HOLD_MINUTES } from './the-plan';

export const THE_ONGOING = {
  kind: 'ongoing',
  name: 'The Ongoing',
  price: { rule: ONGOING_PRICE_DOLLARS, per: 'month' },
  purpose: 'ongoing-signup',
  intakeSource: 'TheOngoingSignup',
  hold: { kind: 'place', minutes: SIGNUP_HOLD_MINUTES, capacity: 'advisor-sets' },
  payment: {
    mode: 'invoice',
    every: { months: ONGOING_BILLING_MONTHS, noun: 'quarter', words: 'every three months' },
  },
  fulfilment: {
    kind: 'engagement',
    weeks: null,
    meetingsIncluded: null,
    meetingNoun: 'check-in',
    meetingsTitle: { client: 'Check-ins', advisor: 'Check-ins' },
    checkupEveryMonths: 12,
    delivers: false,
    pages: {
      terms: PLAN_PAGES.ongoingTerms,
      purchaseSuccess: PLAN_PAGES.purchaseOngoingSuccess,
      adminList: PLANS_ADMIN_PAGES.theOngoing,
      adminSignupEdit: PLANS_ADMIN_PAGES.ongoingSignupEdit,
      adminInstanceEdit: PLANS_ADMIN_PAGES.ongoingInstanceEdit,
    },
  },
  moneyBack: { window: 'billing-period' },
  moneyBackTerms: `Money back: if you are not happy, ask from your billing page for a ${REFUND_PERCENT}% refund of the quarter under way, at any time until its last day. Quarters already over are not refunded.`,
  welcomeEmail: null,
  flag: 'TheOngoing',
} as const satisfies OfferingDefinition<'ongoing'>;
