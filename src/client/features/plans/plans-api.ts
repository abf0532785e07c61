// The calls of buying The Plan and The Ongoing: the offering to buy (read as the offerings read
// it), signing up, paying, the client's own signups and engagements, and ending an Ongoing. Every answer is parsed with its
// shared schema.
import { useQuery } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER } from '../../../shared/contracts/booking';
import type { PayRequest } from '../../../shared/contracts/booking';
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
import { isGuid } from '../../../shared/guid';
import { PLANS_API } from '../../../shared/routes/plans-api';
import { http } from '../../api/http';
import { usePublicApi } from '../../api/public-api-context';
import { advisorOfferingQuery, offeringQuery } from './offering-queries';
import type { EngagementKind } from '../../../shared/offerings/catalog';

/** How often a signup is asked again while a hosted payment is being confirmed. */
export const SIGNUP_POLL_MS = 2_000;

export const plansKeys = {
  signup: (signupId: string) => ['plans', 'signup', signupId] as const,
  mine: ['plans', 'mine'] as const,
};

/** An advisor's offering by its id (ThePlanDetailId, TheOngoingDetailId) or the advisor's slug. */
export function useOffering(kind: EngagementKind, idOrSlug: string) {
  const api = usePublicApi();
  const byId = isGuid(idOrSlug);
  const one = useQuery({ ...offeringQuery(api, idOrSlug), enabled: byId });
  const ofAdvisor = useQuery({
    ...advisorOfferingQuery(api, idOrSlug, kind),
    enabled: idOrSlug !== '' && !byId,
  });
  return byId ? one : ofAdvisor;
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
