// API paths of affiliates: signing up, the share page and the referral report.

export const AFFILIATE_API = {
  become: '/api/home/become-affiliate',
  share: '/api/account/share',
  referral: '/api/account/referral',
} as const;
