// Features the product does not have yet, which no page, email, document or demo text may
// promise (docs/decisions/0061-figures-and-promises-are-true.md). When a feature lands, remove
// its entry here: its copy may then describe it. `promises` matches a line that offers it; a line
// that also says it is not offered (no, not, never…) passes.
export interface LackingFeature {
  name: string;
  promises: RegExp;
}

export const LACKING_FEATURES: readonly LackingFeature[] = [
  {
    name: 'linking bank, retirement or investment accounts to the plan portal',
    promises:
      /\b(link|connect|sync|aggregate)(s|ed|ing)?\s+((up|your|their|my|our|the|bank|brokerage|retirement|investment|financial)\b[^.]{0,50})?\baccounts\b|\b(linked|connected|synced) accounts?\b|\baccounts? (linking|aggregation|sync)\b|\bread-only access to\b[^.]{0,30}\baccounts?\b/i,
  },
];
