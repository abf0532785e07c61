// Page paths of the admin console under its root (its API paths: admin-api.ts).

export const ADMIN_PAGES = {
  users: '/admin/users',
  events: '/admin/events',
  emails: '/admin/emails',
  reviews: '/admin/reviews',
  auditLog: '/admin/audit-log',
  advisorAttributes: '/admin/advisorattributes',
  affiliatePayments: '/admin/affiliatepayments',
  userAgreements: '/admin/useragreements',
  documents: '/admin/documents',
} as const;
