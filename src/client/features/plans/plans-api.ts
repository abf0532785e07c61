// The calls of buying The Plan and The Ongoing: the offering to buy, signing up, paying, the
// client's own signups and engagements, and ending an Ongoing. Every answer is parsed with its
// shared schema.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER } from '../../../shared/contracts/booking';
import type { PayRequest } from '../../../shared/contracts/booking';
import { publicOfferingSchema } from '../../../shared/contracts/offerings';
import type { PublicOffering } from '../../../shared/contracts/offerings';
import {
  engagementSummarySchema,
  myPlansSchema,
  signupPayResultSchema,
  signupSchema,
} from '../../../shared/contracts/plan-signups';
import type {
  CancelEngagementRequest,
  EngagementSummary,
  Signup,
  SignupPayResult,
  SignupRequest,
} from '../../../shared/contracts/plan-signups';
import type { OfferingKind } from '../../../shared/contracts/plans';
import { isGuid } from '../../../shared/guid';
import { OFFERINGS_API } from '../../../shared/routes/offerings-api';
import { PLANS_API } from '../../../shared/routes/plans-api';
import { http } from '../../api/http';

/** How often a signup is asked again while a hosted payment is being confirmed. */
export const SIGNUP_POLL_MS = 2_000;

export const plansKeys = {
  offering: (kind: OfferingKind, idOrSlug: string) =>
    ['plans', 'offering', kind, idOrSlug] as const,
  signup: (signupId: string) => ['plans', 'signup', signupId] as const,
  mine: ['plans', 'mine'] as const,
};

/** An advisor's offering by its id (ThePlanDetailId, TheOngoingDetailId) or the advisor's slug. */
export const offeringQuery = (kind: OfferingKind, idOrSlug: string) =>
  queryOptions({
    queryKey: plansKeys.offering(kind, idOrSlug),
    queryFn: async (): Promise<PublicOffering> => {
      const answer = await http.get(
        isGuid(idOrSlug)
          ? OFFERINGS_API.offering(idOrSlug)
          : OFFERINGS_API.advisorOffering(idOrSlug, kind),
      );
      return publicOfferingSchema.parse(answer);
    },
  });

export function useOffering(kind: OfferingKind, idOrSlug: string) {
  return useQuery({ ...offeringQuery(kind, idOrSlug), enabled: idOrSlug !== '' });
}

export async function signUp(request: SignupRequest): Promise<Signup> {
  return signupSchema.parse(await http.post(PLANS_API.signups, request));
}

async function fetchSignup(signupId: string): Promise<Signup> {
  return signupSchema.parse(await http.get(PLANS_API.signup(signupId)));
}

/** A signup; while `poll`, asked again until its payment is confirmed. */
export function useSignup(signupId: string, poll = false) {
  return useQuery({
    queryKey: plansKeys.signup(signupId),
    queryFn: () => fetchSignup(signupId),
    enabled: signupId !== '',
    refetchInterval: (query) =>
      poll && query.state.data?.state === 'awaiting-payment' ? SIGNUP_POLL_MS : false,
  });
}

export async function payForSignup(
  signupId: string,
  body: PayRequest,
  attemptKey: string,
): Promise<SignupPayResult> {
  const answer = await http.post(PLANS_API.signupPay(signupId), body, {
    headers: { [IDEMPOTENCY_HEADER]: attemptKey },
  });
  return signupPayResultSchema.parse(answer);
}

export function useMyPlans() {
  return useQuery({
    queryKey: plansKeys.mine,
    queryFn: async () => myPlansSchema.parse(await http.get(PLANS_API.mine)),
  });
}

export async function cancelEngagement(
  engagementId: string,
  request: CancelEngagementRequest,
): Promise<EngagementSummary> {
  return engagementSummarySchema.parse(
    await http.post(PLANS_API.engagementCancel(engagementId), request),
  );
}
