// Logging a payout sent outside the product (docs/product.md#advisor-payments): amount, the day it
// was paid and the transfer's reference, then a confirmation step, since a payout cannot be undone.
// The server refuses more than is still owed (so a month is never paid twice): its message shows
// here as it came.
import '@mantine/core/styles/Input.css';
import { useRef, useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { Alert } from '../../ui/alert';
import type { AdvisorOwed } from '../../../shared/contracts/advisor-payouts';
import { PAYOUT_REFERENCE_MAX, logPayoutSchema } from '../../../shared/contracts/advisor-payouts';
import { formatCurrency } from '../../../shared/format';
import { fieldErrorsOf } from '../../api/http';
import { newAttemptKey } from '../../api/attempt-key';
import { useNotifications } from '../../ui/notifications';
import { useLogPayout } from './admin-payouts-api';
import { dayLabel, monthLabel } from './money';

/** '1,234.50' or '$1234.5' → 123450 cents; NaN when it is not an amount. */
export function centsOf(text: string): number {
  const plain = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return Number.NaN;
  return Math.round(Number(plain) * 100);
}

export function LogPayoutForm({
  advisor,
  date,
  today,
  onDone,
}: {
  advisor: AdvisorOwed;
  /** The period end picked on the page (yyyy-MM-dd). */
  date: string;
  today: string;
  onDone: () => void;
}) {
  const owed = Math.max(0, advisor.owedCents);
  const [amount, setAmount] = useState(owed ? (owed / 100).toFixed(2) : '');
  const [paidOn, setPaidOn] = useState(today);
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  // One key for this form: pressing again after a lost answer cannot log a second payout.
  const attemptKey = useRef(newAttemptKey());
  const log = useLogPayout(date);
  const notify = useNotifications();
  const month = monthLabel(advisor.month);

  const body = { date, amountCents: centsOf(amount), paidOn, reference };

  const review = () => {
    const parsed = logPayoutSchema.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'form');
        found[field] ??=
          field === 'amountCents' ? 'Enter the amount paid, like 1250.00.' : issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setConfirming(true);
  };

  const send = () =>
    log.mutate(
      { advisorId: advisor.advisorId, body, attemptKey: attemptKey.current },
      {
        onSuccess: (payout) => {
          notify.success(
            `Logged ${formatCurrency(payout.amountCents)} paid to ${advisor.advisorName} for ${month}.`,
          );
          onDone();
        },
        onError: (failure) => {
          const fields = fieldErrorsOf(failure);
          setConfirming(false);
          setErrors({ form: fields.amountCents?.[0] ?? failure.message ?? 'Please try again.' });
        },
      },
    );

  if (confirming) {
    return (
      <div>
        <p>
          Log <strong>{formatCurrency(body.amountCents)}</strong> paid to{' '}
          <strong>{advisor.advisorName}</strong> on {dayLabel(paidOn)} for {month}
          {reference ? ` (reference ${reference})` : ''}? A logged payout cannot be changed or
          removed.
        </p>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)} disabled={log.isPending}>
            Back
          </Button>
          <Button onClick={send} loading={log.isPending} data-autofocus>
            Log payout
          </Button>
        </Group>
      </div>
    );
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        review();
      }}
      noValidate
    >
      <p>
        {advisor.advisorName} is owed <strong>{formatCurrency(owed)}</strong> for {month}. Log a
        payout once the money has been sent.
      </p>
      {errors.form && (
        <Alert color="red" role="alert" mb="sm">
          {errors.form}
        </Alert>
      )}
      <TextInput
        label="Amount (USD)"
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.currentTarget.value)}
        error={errors.amountCents}
        data-autofocus
        mb="sm"
      />
      <TextInput
        type="date"
        label="Paid on"
        value={paidOn}
        onChange={(event) => setPaidOn(event.currentTarget.value)}
        error={errors.paidOn}
        mb="sm"
      />
      <TextInput
        label="Reference"
        description="The bank transfer's reference, if any."
        value={reference}
        maxLength={PAYOUT_REFERENCE_MAX}
        onChange={(event) => setReference(event.currentTarget.value)}
        error={errors.reference}
      />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit">Review payout</Button>
      </Group>
    </form>
  );
}
