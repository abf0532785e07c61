// The records of The Plan and The Ongoing as the admin's pages read them, shared by the offering,
// signup and instance page tests: one client's paid signup, its instance and an invoice.
import type {
  AdminInstance,
  AdminInvoice,
  AdminSignup,
} from '../../../shared/contracts/plans-admin';
import type { EngagementKind } from '../../../shared/offerings/catalog';

export const SIGNUP_ID = '5b6f2a34-8c1d-4e2f-9a7b-1c2d3e4f5a6b';
export const INSTANCE_ID = '7d1e9c20-3b4a-4f5e-8d6c-2a1b0c9d8e7f';
export const INVOICE_ID = '0a9b8c7d-6e5f-4a3b-9c1d-0e1f2a3b4c5d';

export const signupOf = (
  kind: EngagementKind,
  overrides: Partial<AdminSignup> = {},
): AdminSignup => ({
  id: SIGNUP_ID,
  kind,
  client: { id: 'client-1', name: 'Casey Morgan', email: 'casey.morgan@example.com' },
  advisor: { id: 'advisor-1', name: 'Thomas Nguyen', slug: 'thomas-nguyen' },
  priceCents: kind === 'plan' ? 250_000 : 15_000,
  state: 'paid',
  followUpStatus: 'SendInitialFollowUp',
  targetDate: '2026-12-15',
  createdAt: '2026-11-02T15:00:00.000Z',
  paidAt: '2026-11-02T15:05:00.000Z',
  instanceId: INSTANCE_ID,
  invoiceCounts: { paid: 1, open: 1, total: 2 },
  ...overrides,
});

export const instanceOf = (
  kind: EngagementKind,
  overrides: Partial<AdminInstance> = {},
): AdminInstance => ({
  id: INSTANCE_ID,
  kind,
  signupId: SIGNUP_ID,
  client: { id: 'client-1', name: 'Casey Morgan', email: 'casey.morgan@example.com' },
  advisor: { id: 'advisor-1', name: 'Thomas Nguyen', slug: 'thomas-nguyen' },
  priceCents: kind === 'plan' ? 250_000 : 15_000,
  status: 'active',
  startsOn: '2026-11-03',
  endsOn: kind === 'plan' ? '2027-01-31' : null,
  cancelledAt: null,
  meetingsIncluded: kind === 'plan' ? 3 : null,
  meetingsBooked: 1,
  deliveredAt: null,
  followUpStatus: 'SendInitialFollowUp',
  targetDate: '2026-12-15',
  invoiceCounts: { paid: 1, open: 0, total: 1 },
  ...overrides,
});

export const invoiceOf = (
  kind: EngagementKind,
  overrides: Partial<AdminInvoice> = {},
): AdminInvoice => ({
  id: INVOICE_ID,
  number: 42,
  kind,
  status: 'open',
  amountCents: kind === 'plan' ? 250_000 : 45_000,
  description: kind === 'plan' ? 'The Plan with Thomas Nguyen' : 'The Ongoing, first quarter',
  periodStart: null,
  periodEnd: null,
  issuedAt: '2026-11-02T15:00:00.000Z',
  dueAt: '2026-11-16T15:00:00.000Z',
  paidAt: null,
  refund: null,
  refundRequest: null,
  ...overrides,
});
