// The money-back promise (docs/product.md#promises): after a meeting the client says what went
// wrong, and an admin approves the refund. Checked with the same contract the server uses.
import '@mantine/core/styles/Input.css';
import { useState } from 'react';
import { Button, Group, Text, Textarea } from '@mantine/core';
import { REFUND_PERCENT } from '../../../../shared/constants';
import { refundRequestSchema } from '../../../../shared/contracts/booking';
import type { Meeting } from '../../../../shared/contracts/booking';
import { formatCurrency } from '../../../../shared/format';
import { LIMITS } from '../../../../shared/limits';
import { fieldErrorsOf } from '../../../api/http';
import { useRequestRefund } from '../meetings-api';
import { useNotifications } from '../../../ui/notifications';
import { refundAmountCents } from './refund-outcome';

export function RefundRequestForm({ meeting, onDone }: { meeting: Meeting; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useRequestRefund();
  const notify = useNotifications();
  const amount = formatCurrency(refundAmountCents(meeting.priceCents));

  const submit = () => {
    const parsed = refundRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check your answer.');
      return;
    }
    setError(null);
    request.mutate(
      { eventId: meeting.id, body: parsed.data },
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
      <Text mb="md">
        We promise your money back if you are not happy with your meeting with{' '}
        {meeting.advisor.name}: {REFUND_PERCENT}% of what you paid, {amount}. Tell us what went
        wrong; we read every request and refund to the card you paid with.
      </Text>
      <Textarea
        label="What went wrong?"
        description={`At most ${LIMITS.extraInformation.max.toLocaleString('en-US')} characters.`}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
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
