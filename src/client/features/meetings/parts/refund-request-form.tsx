// The money-back promise (docs/product.md#promises): after a meeting the client says what went
// wrong, and an admin approves the refund.
import { Text } from '@mantine/core';
import { REFUND_PERCENT } from '../../../../shared/constants';
import type { Meeting } from '../../../../shared/contracts/booking';
import { formatCurrency } from '../../../../shared/format';
import { MoneyBackReasonForm } from '../../billing/money-back-reason-form';
import { useRequestRefund } from '../meetings-api';
import { refundAmountCents } from './refund-outcome';

export function RefundRequestForm({ meeting, onDone }: { meeting: Meeting; onDone: () => void }) {
  const request = useRequestRefund();
  const amount = formatCurrency(refundAmountCents(meeting.priceCents));
  return (
    <MoneyBackReasonForm
      promise={
        <Text mb="md">
          We promise your money back if you are not happy with your meeting with{' '}
          {meeting.advisor.name}: {REFUND_PERCENT}% of what you paid, {amount}. Tell us what went
          wrong; we read every request and refund to the card you paid with.
        </Text>
      }
      send={(body) => request.mutateAsync({ eventId: meeting.id, body })}
      pending={request.isPending}
      onDone={onDone}
    />
  );
}
