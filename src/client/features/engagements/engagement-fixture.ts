// Shared by the engagement tests: a running Plan as the portal's server answers it.
import { emptyWorksheet } from '../../../shared/contracts/engagements';
import type { DocumentRequest, Engagement } from '../../../shared/contracts/engagements';

export const documentRequestOf = (overrides: Partial<DocumentRequest> = {}): DocumentRequest => ({
  id: 'request-1',
  title: 'Last two pay stubs',
  description: 'To see your take-home pay.',
  status: 'open',
  file: null,
  fulfilledAt: null,
  createdAt: '2027-03-02T10:00:00.000Z',
  ...overrides,
});

export const engagementOf = (overrides: Partial<Engagement> = {}): Engagement => ({
  id: 'engagement-1',
  kind: 'plan',
  status: 'active',
  startsOn: '2027-03-01',
  endsOn: '2027-04-26',
  advisor: { id: 'advisor-1', slug: 'thomas-nguyen', name: 'Thomas Nguyen' },
  client: { id: 'client-1', name: 'Casey Morgan', email: 'casey.morgan@example.com' },
  deliveredAt: null,
  priceCents: 250000,
  nextInvoiceOn: null,
  meetingsIncluded: 3,
  meetings: [],
  booking: { open: true, reason: null },
  worksheet: emptyWorksheet(),
  worksheetUpdatedAt: null,
  documentRequests: [],
  deliverable: null,
  checkupDueOn: null,
  invoices: [],
  cancelledAt: null,
  ...overrides,
});
