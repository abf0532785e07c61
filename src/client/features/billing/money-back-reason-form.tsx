// The one question of the money-back promise, whatever was bought (docs/product.md#promises):
// what went wrong? Checked with the contract the server uses; the caller says what is promised
// and sends the answer for its own purchase (a meeting's refund request, an invoice's).
import '@mantine/core/styles/Input.css';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Group, Textarea } from '@mantine/core';
import { refundRequestSchema } from '../../../shared/contracts/booking';
import type { RefundRequest } from '../../../shared/contracts/booking';
import { LIMITS } from '../../../shared/limits';
import { fieldErrorsOf } from '../../api/http';
import { useNotifications } from '../../ui/notifications';

export function MoneyBackReasonForm({
  promise,
  send,
  pending,
  onDone,
}: {
  /** What is promised back and for what, above the question. */
  promise: ReactNode;
  send: (body: RefundRequest) => Promise<unknown>;
  pending: boolean;
  onDone: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const notify = useNotifications();

  const submit = async () => {
    const parsed = refundRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check your answer.');
      return;
    }
    setError(null);
    try {
      await send(parsed.data);
      notify.success('We will be in touch about your refund soon.', 'Request received');
      onDone();
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : '';
      setError(fieldErrorsOf(failure).reason?.[0] ?? (message || 'Please try again.'));
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
    >
      {promise}
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
        <Button variant="default" onClick={onDone} disabled={pending}>
          Never mind
        </Button>
        <Button type="submit" loading={pending}>
          Ask for my money back
        </Button>
      </Group>
    </form>
  );
}
