// The lint rules of ADR 0019 fail a wrong-direction import: a module other than payments calling
// a payment gateway, and payments reaching into a module it takes money for.
import { describe, expect, it } from 'vitest';
import { restrictedPathMessages } from '../../testing/restricted-paths';

describe('the one money path in lint', () => {
  it('refuses a gateway import outside the payments module', async () => {
    const messages = await restrictedPathMessages(
      'src/server/modules/checkout/wrong-direction.ts',
      "import type { PaymentGateway } from '../../integrations/payments/payments';\nexport type Gateway = PaymentGateway;\n",
    );
    expect(messages).toEqual([expect.stringContaining('through the payments service')]);
  });

  it('refuses payments importing a module it takes money for', async () => {
    const messages = await restrictedPathMessages(
      'src/server/modules/payments/wrong-direction.ts',
      "import type { CheckoutService } from '../checkout/checkout.service';\nexport type Checkout = CheckoutService;\n",
    );
    expect(messages).toEqual([expect.stringContaining('PaymentOutcomeHandler')]);
  });

  it('lets checkout start payments through the payments service', async () => {
    const messages = await restrictedPathMessages(
      'src/server/modules/checkout/right-direction.ts',
      "import type { PaymentsService } from '../payments/payments.service';\nexport type Payments = PaymentsService;\n",
    );
    expect(messages).toEqual([]);
  });
});
