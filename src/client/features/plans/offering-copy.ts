// What the purchase and account pages say of each engagement offering, in its own words: a new
// offering adds its entry here (the type asks for it).
import {
  PLAN_MEETINGS_MAX,
  PLAN_MEETINGS_MIN,
  PLAN_MIN_PAGES,
  PLAN_WEEKS,
} from '../../../shared/constants';
import type { EngagementKind } from '../../../shared/offerings/catalog';

export interface OfferingCopy {
  /** What the offering includes, beside the signup steps. */
  includes: readonly string[];
  /** Under the card form: what paying starts. */
  paymentFootnote: string;
  /** On the confirmation: what happens next. */
  nextSteps: string;
}

export const OFFERING_COPY: Record<EngagementKind, OfferingCopy> = {
  plan: {
    includes: [
      `${PLAN_MEETINGS_MIN}–${PLAN_MEETINGS_MAX} video meetings over ${PLAN_WEEKS} weeks`,
      `A written plan of ${PLAN_MIN_PAGES}+ pages`,
      'A secure portal for your numbers and documents',
      'One flat fee: no commissions, no percentages',
    ],
    paymentFootnote:
      'The Plan starts the moment the payment goes through, and you get a confirmation email and a receipt straight away.',
    nextSteps:
      'Next: your advisor will be in touch, and you can book your first meeting and start on your numbers from your plan’s page.',
  },
  ongoing: {
    includes: [
      'Regular check-in meetings',
      'Unlimited email questions to your advisor',
      'An annual 2-page checkup of your plan',
      'Cancel any time before the next quarter',
    ],
    paymentFootnote:
      'The Ongoing starts the moment the payment goes through. You get a confirmation email and a receipt, and can cancel before any later quarter.',
    nextSteps: 'Next: your advisor will be in touch to set up your first check-in.',
  },
};
