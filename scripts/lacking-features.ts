// Features the product does not have yet, which no page, email, document or demo text may
// promise (ADR 0061). When a feature lands, remove its entry here: its copy may then describe
// it. `promises` matches a sentence that offers it; a sentence that also says it is not there
// ("is not offered yet") passes.
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
