// What the plans console writes to the audit log: every change an admin makes, with what it was
// and what it became.
import type { Db } from '../../db/client';
import { recordAudit } from '../../db/audit-log';

export const PLANS_ADMIN_AUDIT = {
  signupFollowUp: 'plans.signup.follow-up',
  instanceEdit: 'plans.instance.edit',
  invoiceStatus: 'plans.invoice.status',
  invoiceDetails: 'plans.invoice.details',
  invoiceRefund: 'plans.invoice.refund',
  invoicesRefresh: 'plans.invoices.refresh',
  signupDelete: 'plans.signup.delete',
  instanceDelete: 'plans.instance.delete',
} as const;

/** Why billing stopped or invoices were voided, as the invoice's history and the client read it. */
export const PLANS_ADMIN_REASONS = {
  cancelled: 'Cancelled by an admin.',
  signupDeleted: 'Signup deleted by an admin.',
  instanceDeleted: 'Instance deleted by an admin.',
} as const;

/** Records one admin change; `detail` is kept as JSON. */
export type PlansAudit = (
  actorId: string,
  subjectId: string,
  action: string,
  detail: object,
) => Promise<unknown>;

export const auditPlans =
  (db: Db): PlansAudit =>
  (actorId, subjectId, action, detail) =>
    recordAudit(db, { actorId, subjectId, action, detail: JSON.stringify(detail) });
