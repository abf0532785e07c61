// Each offering's edit pages, for the code all engagement offerings share.
import { offeringOf } from '../../../../shared/offerings/catalog';
import type { EngagementKind } from '../../../../shared/offerings/catalog';

export function editPagesOf(kind: EngagementKind) {
  const { pages } = offeringOf(kind).fulfilment;
  return {
    list: pages.adminList,
    signup: pages.adminSignupEdit,
    instance: pages.adminInstanceEdit,
  };
}
