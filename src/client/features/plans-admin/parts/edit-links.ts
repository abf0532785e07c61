// Each offering's edit pages, for the code both kinds share.
import type { OfferingKind } from '../../../../shared/contracts/plans';
import { PLANS_ADMIN_PAGES } from '../../../../shared/routes/plans-admin';

export function editPagesOf(kind: OfferingKind) {
  return kind === 'plan'
    ? {
        list: PLANS_ADMIN_PAGES.thePlan,
        signup: PLANS_ADMIN_PAGES.planSignupEdit,
        instance: PLANS_ADMIN_PAGES.planInstanceEdit,
      }
    : {
        list: PLANS_ADMIN_PAGES.theOngoing,
        signup: PLANS_ADMIN_PAGES.ongoingSignupEdit,
        instance: PLANS_ADMIN_PAGES.ongoingInstanceEdit,
      };
}
