// How signups' engagements read to their client, and the pages a signup returns to.
import type { EngagementRow, SignupRow } from '../../db/schema/plans';
import type { EngagementSummary } from '../../../shared/contracts/plan-signups';
import { ONGOING_BILLING_MONTHS } from '../../../shared/constants';
import { addDays, addMonths } from '../../../shared/domain/engagement-dates';
import { PLAN_PAGES } from '../../../shared/routes/plans';
import type { SignupAdvisor } from './signups.repository';

export function toEngagementSummary(row: {
  engagement: EngagementRow;
  advisor: SignupAdvisor;
  priceCents: number;
}): EngagementSummary {
  const { engagement, advisor } = row;
  return {
    id: engagement.id,
    kind: engagement.kind,
    status: engagement.status,
    advisor: {
      id: advisor.id,
      slug: advisor.slug,
      name: `${advisor.firstName} ${advisor.lastName}`,
      title: advisor.title,
      profilePicUrl: advisor.profilePicUrl,
    },
    priceCents: row.priceCents,
    startsOn: engagement.startsOn,
    endsOn: engagement.endsOn,
    nextInvoiceOn: engagement.nextInvoiceOn,
    cancelledAt: engagement.cancelledAt?.toISOString() ?? null,
  };
}

/** The last day of the quarter that begins on `startsOn`. */
export function quarterEnd(startsOn: string): string {
  return addDays(addMonths(startsOn, ONGOING_BILLING_MONTHS), -1);
}

/** Where the client lands after paying: the signup's confirmation. */
export function successPage(signup: Pick<SignupRow, 'id' | 'kind'>): string {
  return PLAN_PAGES.purchaseSuccess(signup.kind, signup.id);
}

/** Where the client turns back to from the gateway's page: the offering's terms and form. */
export function termsPage(signup: Pick<SignupRow, 'offeringId' | 'kind'>): string {
  return signup.kind === 'plan'
    ? PLAN_PAGES.planTerms(signup.offeringId)
    : PLAN_PAGES.ongoingTerms(signup.offeringId);
}
