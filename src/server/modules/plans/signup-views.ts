// How signups' engagements read to their client, and the pages a signup returns to.
import type { EngagementRow, SignupRow } from '../../db/schema/plans';
import type { EngagementSummary } from '../../../shared/contracts/plan-signups';
import { offeringOf } from '../../../shared/offerings/catalog';
import type { SignupAdvisor } from './signups.repository';
import { purchaseSuccessPage } from '../../../shared/offerings/offering-pages';

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

/** Where the client lands after paying: the signup's confirmation. */
export function successPage(signup: Pick<SignupRow, 'id' | 'kind'>): string {
  return purchaseSuccessPage(signup.kind, signup.id);
}

/** Where the client turns back to from the gateway's page: the offering's terms and form. */
export function termsPage(signup: Pick<SignupRow, 'offeringId' | 'kind'>): string {
  return offeringOf(signup.kind).fulfilment.pages.terms(signup.offeringId);
}
