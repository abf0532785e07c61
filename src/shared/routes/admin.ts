// Page paths of the admin console under its root (its API paths: admin-api.ts).
import { fillPath } from './fill-path';

export const ADMIN_PAGE_PATTERNS = {
  userEdit: '/admin/users/:userID/edit',
  roleEdit: '/admin/roles/:roleID/edit',
  /** reloadId only makes the address new, so the page opens afresh; any value works. */
  intakeResponseEdit: '/admin/intake-response/edit/:reloadId/:intakeResponseId',
  recordingEdit: '/admin/recordings/:recordingID/edit',
} as const;

export const ADMIN_PAGES = {
  users: '/admin/users',
  userEdit: (userId: string) => fillPath(ADMIN_PAGE_PATTERNS.userEdit, { userID: userId }),
  roles: '/admin/roles',
  roleCreate: '/admin/roles/create',
  roleEdit: (roleId: number | string) =>
    fillPath(ADMIN_PAGE_PATTERNS.roleEdit, { roleID: String(roleId) }),
  events: '/admin/events',
  emails: '/admin/emails',
  reviews: '/admin/reviews',
  auditLog: '/admin/audit-log',
  advisorAttributes: '/admin/advisorattributes',
  affiliatePayments: '/admin/affiliatepayments',
  userAgreements: '/admin/useragreements',
  documents: '/admin/documents',
  reports: '/admin/reports',
  /** Maintenance: cached data, review summaries, stuck emails, failed jobs. */
  tools: '/admin/tools',
  intakeResponses: '/admin/intake-responses',
  intakeResponseEdit: (reloadId: string, intakeResponseId: string) =>
    fillPath(ADMIN_PAGE_PATTERNS.intakeResponseEdit, { reloadId, intakeResponseId }),
  uploadedFiles: '/admin/uploaded-files',
  recordings: '/admin/recordings',
  recordingEdit: (recordingId: string) =>
    fillPath(ADMIN_PAGE_PATTERNS.recordingEdit, { recordingID: recordingId }),
  /** Write and send product news to those who chose it (docs/product.md#product-news). */
  productNews: '/admin/product-news',
  /** The console-wide search (docs/product.md#admin-search); its text rides in `?q=`. */
  search: '/admin/search',
} as const;
