// Invoices at a hosted gateway (Stripe) come in phase two; until then a hosted gateway answers
// that paying an invoice is not available, and the sandbox needs none of this.
import type { PaymentGateway } from '../../integrations/payments/payments';
import { AppError } from '../../../shared/errors';
import type { HostedInvoicing } from './invoice-service';

export function noHostedInvoicing(gateway: PaymentGateway): HostedInvoicing {
  return {
    startHosted: () => {
      throw new AppError('unavailable', `Invoices are not paid through ${gateway.kind} yet.`);
    },
    cancelAtGateway: async () => {},
    refreshOpen: async () => ({ checked: 0, paid: 0, voided: 0 }),
  };
}
