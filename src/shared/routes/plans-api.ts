// API paths of signing up and paying for The Plan and The Ongoing, the client's own signups and
// engagements, and ending an Ongoing engagement.
import { fillPath } from './fill-path';

export const PLANS_API_PATTERNS = {
  signup: '/api/plans/signups/:signupId',
  signupPay: '/api/plans/signups/:signupId/pay',
  engagementCancel: '/api/plans/engagements/:engagementId/cancel',
} as const;

export const PLANS_API = {
  signups: '/api/plans/signups',
  signup: (signupId: string) => fillPath(PLANS_API_PATTERNS.signup, { signupId }),
  signupPay: (signupId: string) => fillPath(PLANS_API_PATTERNS.signupPay, { signupId }),
  /** The signed-in client's signups and engagements. */
  mine: '/api/plans/mine',
  engagementCancel: (engagementId: string) =>
    fillPath(PLANS_API_PATTERNS.engagementCancel, { engagementId }),
} as const;
