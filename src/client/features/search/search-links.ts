// Where each kind of search hit opens in the console (docs/product.md#admin-search).
import type { AdminSearchHit, AdminSearchKind } from '../../../shared/contracts/admin-search';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { ONBOARDING_PAGES } from '../../../shared/routes/onboarding';
import { OPERATIONS_PAGES } from '../../../shared/routes/operations';
import { PLANS_ADMIN_PAGES } from '../../../shared/routes/plans-admin';

/** The signup pages' reloadId segment: any fresh value opens the record afresh. */
const reloadId = () => Date.now().toString(36);

/** Each group's heading, and a count's noun in the singular and plural. */
export const SEARCH_GROUP_NAMES: Record<
  AdminSearchKind,
  { title: string; one: string; many: string }
> = {
  users: { title: 'Users', one: 'user', many: 'users' },
  advisors: { title: 'Advisors', one: 'advisor', many: 'advisors' },
  meetings: { title: 'Meetings', one: 'meeting', many: 'meetings' },
  recordings: { title: 'Recordings', one: 'recording', many: 'recordings' },
  planSignups: { title: 'The Plan signups', one: 'Plan signup', many: 'Plan signups' },
  ongoingSignups: { title: 'The Ongoing signups', one: 'Ongoing signup', many: 'Ongoing signups' },
};

export function searchHitLink(kind: AdminSearchKind, hit: AdminSearchHit): string {
  switch (kind) {
    case 'users':
      return ADMIN_PAGES.userEdit(hit.id);
    case 'advisors':
      // An advisor's account page holds their roles, report and profile; one without an
      // account (an imported profile) is reviewed on the advisors page.
      return hit.userId ? ADMIN_PAGES.userEdit(hit.userId) : ONBOARDING_PAGES.adminAdvisors;
    case 'meetings':
      return OPERATIONS_PAGES.eventEdit(hit.id);
    case 'recordings':
      return ADMIN_PAGES.recordingEdit(hit.id);
    case 'planSignups':
      return PLANS_ADMIN_PAGES.planSignupEdit(reloadId(), hit.id);
    case 'ongoingSignups':
      return PLANS_ADMIN_PAGES.ongoingSignupEdit(reloadId(), hit.id);
  }
}
