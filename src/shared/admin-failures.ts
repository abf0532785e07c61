// What the admin console says when an operation fails for a reason the server does not explain
// (a server error, no answer): one message per operation, worded as the product document's
// "An error occurred while deleting user", never the general apology (docs/product.md#errors).
export const ADMIN_OPERATION_FAILURES = {
  editUser: 'An error occurred while saving user.',
  deleteUser: 'An error occurred while deleting user.',
  changeUserRoles: 'An error occurred while changing user roles.',
  saveRole: 'An error occurred while saving role.',
  deleteRole: 'An error occurred while deleting role.',
  impersonate: 'An error occurred while impersonating user.',
  setFeatureFlag: 'An error occurred while setting feature flag.',
  refreshPlanInvoices: 'An error occurred while refreshing The Plan invoices.',
  deleteSignup: 'An error occurred while deleting signup.',
  deleteInstance: 'An error occurred while deleting instance.',
  editPlanSignupStatus: 'An error occurred while editing The Plan signup status.',
  editPlanSignupTargetDate: 'An error occurred while editing The Plan signup target date.',
  createSignup: 'An error occurred while creating signup.',
  hideReview: 'An error occurred while hiding review.',
  regenerateReviewsSummary: 'An error occurred while regenerating reviews summary.',
  regenerateReviewSummaries: 'An error occurred while regenerating review summaries.',
  clearCachedData: 'An error occurred while clearing cached data.',
  retryToolRow: 'An error occurred while running the tool again.',
  removeOrphanedFiles: 'An error occurred while removing orphaned files.',
  deleteIntakeResponse: 'An error occurred while deleting intake response.',
  deleteAdvisorAttribute: 'An error occurred while deleting advisor attribute.',
  editRecording: 'An error occurred while editing recording.',
  editEvent: 'An error occurred while editing event.',
} as const;

export type AdminOperation = keyof typeof ADMIN_OPERATION_FAILURES;
