// Page paths of the admin console's Plan and Ongoing pages (docs/product.md#offerings). A reloadId segment lets a
// page be opened afresh on the same record; its value means nothing else.
import { fillPath } from './fill-path';

export const PLANS_ADMIN_PAGE_PATTERNS = {
  planInstanceEdit: '/admin/the-plan/edit/:reloadId/:thePlanInstanceId?',
  ongoingInstanceEdit: '/admin/the-ongoing/edit/:reloadId/:theOngoingInstanceId?',
  planSignupEdit: '/admin/the-plan-signup/edit/:reloadId/:thePlanSignupId?',
  ongoingSignupEdit: '/admin/the-ongoing-signup/edit/:reloadId/:theOngoingSignupId?',
} as const;

export const PLANS_ADMIN_PAGES = {
  thePlan: '/admin/the-plan',
  theOngoing: '/admin/the-ongoing',
  featureFlags: '/admin/feature-flags',
  planInstanceEdit: (reloadId: string, thePlanInstanceId?: string) =>
    fillPath(PLANS_ADMIN_PAGE_PATTERNS.planInstanceEdit, {
      reloadId,
      ...optional({ thePlanInstanceId }),
    }),
  ongoingInstanceEdit: (reloadId: string, theOngoingInstanceId?: string) =>
    fillPath(PLANS_ADMIN_PAGE_PATTERNS.ongoingInstanceEdit, {
      reloadId,
      ...optional({ theOngoingInstanceId }),
    }),
  planSignupEdit: (reloadId: string, thePlanSignupId?: string) =>
    fillPath(PLANS_ADMIN_PAGE_PATTERNS.planSignupEdit, {
      reloadId,
      ...optional({ thePlanSignupId }),
    }),
  ongoingSignupEdit: (reloadId: string, theOngoingSignupId?: string) =>
    fillPath(PLANS_ADMIN_PAGE_PATTERNS.ongoingSignupEdit, {
      reloadId,
      ...optional({ theOngoingSignupId }),
    }),
} as const;

function optional(params: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
