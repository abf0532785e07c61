// The money-back promise for a Plan's fee or the Ongoing quarter under way (ADR 0066): the client
// says what went wrong; an admin then refunds the invoice in full. Checked with the same contract
// the server uses (the Hour's request asks the same question, refund-request-form.tsx).
import '@mantine/core/styles/Input.css';
import { useState } from 'react';
import { Button, Group, Text, Textarea } from '@mantine/core';
import { REFUND_PERCENT } from '../../../shared/constants';
import type { BillingInvoice } from '../../../shared/contracts/billing';
import { refundRequestSchema } from '../../../shared/contracts/booking';
import { MONEY_BACK_TERMS, moneyBackUntilLine } from '../../../shared/domain/money-back';
import { formatCurrency } from '../../../shared/format';
import { LIMITS } from '../../../shared/limits';
import { fieldErrorsOf } from '../../api/http';
import { useNotifications } from '../../ui/notifications';
import { useRequestMoneyBack } from './billing-api';

export function MoneyBackForm({
  invoice,
  onDone,
}: {
  invoice: BillingInvoice;
  onDone: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useRequestMoneyBack();
  const notify = useNotifications();
  const what = invoice.offering === 'plan' ? `The Plan's fee` : `this quarter of The Ongoing`;

  const submit = () => {
    const parsed = refundRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check your answer.');
      return;
    }
    setError(null);
    request.mutate(
      { invoiceId: invoice.id, body: parsed.data },
      {
        onSuccess: () => {
          notify.success('We will be in touch about your refund soon.', 'Request received');
          onDone();
        },
        onError: (failure) =>
          setError(fieldErrorsOf(failure).reason?.[0] ?? (failure.message || 'Please try again.')),
      },
    );
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <Text mb="xs">
        We promise your money back if you are not happy: {REFUND_PERCENT}% of {what} (invoice{' '}
        {invoice.number}), {formatCurrency(invoice.amountCents)}, to the card you paid with.{' '}
        {moneyBackUntilLine(invoice.offering, invoice.moneyBack.until)}
      </Text>
      <Text size="sm" c="dimmed" mb="md">
        {MONEY_BACK_TERMS[invoice.offering]}
      </Text>
      <Textarea
        label="What went wrong?"
        description={`At most ${LIMITS.extraInformation.max.toLocaleString('en-US')} characters.`}
        value={reason}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setError(null);
        }}
        error={error}
        autosize
        minRows={4}
        maxRows={10}
        maxLength={LIMITS.extraInformation.max}
        required
        data-autofocus
      />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onDone} disabled={request.isPending}>
          Never mind
        </Button>
        <Button type="submit" loading={request.isPending}>
          Ask for my money back
        </Button>
      </Group>
    </form>
  );
}
