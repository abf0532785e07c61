// The money-back promise for a Plan's fee or the Ongoing quarter under way (ADR 0066): the client
// says what went wrong; an admin then refunds the invoice in full.
import { Text } from '@mantine/core';
import { REFUND_PERCENT } from '../../../shared/constants';
import type { BillingInvoice } from '../../../shared/contracts/billing';
import { moneyBackUntilLine } from '../../../shared/domain/money-back';
import { formatCurrency } from '../../../shared/format';
import { useRequestMoneyBack } from './billing-api';
import { MoneyBackReasonForm } from './money-back-reason-form';
import { offeringOf } from '../../../shared/offerings/catalog';

export function MoneyBackForm({
  invoice,
  onDone,
}: {
  invoice: BillingInvoice;
  onDone: () => void;
}) {
  const request = useRequestMoneyBack();
  const what = invoice.offering === 'plan' ? `The Plan's fee` : `this quarter of The Ongoing`;
  return (
    <MoneyBackReasonForm
      promise={
        <>
          <Text mb="xs">
            We promise your money back if you are not happy: {REFUND_PERCENT}% of {what} (invoice{' '}
            {invoice.number}), {formatCurrency(invoice.amountCents)}, to the card you paid with.{' '}
            {moneyBackUntilLine(invoice.offering, invoice.moneyBack.until)}
          </Text>
          <Text size="sm" c="dimmed" mb="md">
            {offeringOf(invoice.offering).moneyBackTerms}
          </Text>
        </>
      }
      send={(body) => request.mutateAsync({ invoiceId: invoice.id, body })}
      pending={request.isPending}
      onDone={onDone}
    />
  );
}
