// API paths of the signed-in person's own account: profile, email, password, two-step sign-in,
// the data download and closing the account.

export const ACCOUNT_API = {
  profile: '/api/account/profile',
  profileEmail: '/api/account/profile/email',
  profileEmailConfirm: '/api/account/profile/email/confirm',
  profileEmailVerification: '/api/account/profile/email/verification',
  profilePassword: '/api/account/profile/password',
  twoFactor: '/api/account/two-factor',
  twoFactorSetup: '/api/account/two-factor/setup',
  twoFactorConfirm: '/api/account/two-factor/confirm',
  twoFactorDisable: '/api/account/two-factor/disable',
  /** GET: everything held about the signed-in person, as a JSON file. */
  dataDownload: '/api/account/data-download',
  /** POST with the typed confirmation: closes the signed-in person's account. */
  deleteAccount: '/api/account/delete-account',
} as const;
