// Logging what was sent to an affiliate for a month, in a dialog: the amount (what is owed, to
// start with), the day it was paid and the transfer's reference. A month is paid once and a payout
// cannot be changed afterwards, so the dialog says so and is the confirmation.
import '@mantine/core/styles/Input.css';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, TextInput } from '@mantine/core';
import { Alert } from '../../ui/alert';
import { logAffiliatePayoutSchema } from '../../../shared/contracts/affiliates';
import type { AffiliateOwed } from '../../../shared/contracts/affiliates';
import { formatCurrency, formatMonth } from '../../../shared/format';
import { useFormErrors } from '../../ui/form/use-form-errors';
import { LazyModal as Modal } from '../../ui/lazy-overlays';
import { useNotifications } from '../../ui/notifications';
import { useLogAffiliatePayout } from './affiliate-payments-api';
import classes from './affiliate-payments.module.css';

const FIELDS = ['amountCents', 'paidOn', 'reference'] as const;

/** Dollars as typed ('1,234.5', '$80') to cents; undefined when it is not a number. */
function centsOf(text: string): number | undefined {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{0,2})?$/.test(cleaned)) return cleaned === '' ? undefined : Number.NaN;
  return Math.round(Number(cleaned) * 100);
}

const today = () => new Date().toISOString().slice(0, 10);

export function LogPayoutDialog({
  affiliate,
  periodEnd,
  onClose,
}: {
  affiliate: AffiliateOwed;
  periodEnd: string;
  onClose: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormErrors(logAffiliatePayoutSchema, FIELDS, formRef);
  const log = useLogAffiliatePayout(affiliate.affiliateId);
  const notify = useNotifications();
  const month = formatMonth(affiliate.month);
  const [amount, setAmount] = useState((Math.max(0, affiliate.owedCents) / 100).toFixed(2));
  const [paidOn, setPaidOn] = useState(today());
  const [reference, setReference] = useState('');
  const values = () => ({ date: periodEnd, amountCents: centsOf(amount), paidOn, reference });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate(values());
    if (!body) return;
    log.mutate(body, {
      onSuccess: (payout) => {
        notify.success(
          `${formatCurrency(payout.amountCents)} paid to ${affiliate.name} for ${month} is logged.`,
          'Payout logged',
        );
        onClose();
      },
      onError: (error) => form.refused(error),
    });
  };

  return (
    <Modal opened onClose={onClose} title={`Log the payout to ${affiliate.name}`} centered>
      <form ref={formRef} onSubmit={submit} noValidate className={classes.dialogForm}>
        <p className={classes.dialogLead}>
          {month}: earned {formatCurrency(affiliate.earnedCents)}, still owed{' '}
          <strong>{formatCurrency(Math.max(0, affiliate.owedCents))}</strong>.
        </p>
        <TextInput
          name="amountCents"
          label="Amount paid (USD)"
          inputMode="decimal"
          value={amount}
          onChange={(event) => {
            setAmount(event.currentTarget.value);
            form.recheck({ ...values(), amountCents: centsOf(event.currentTarget.value) });
          }}
          error={form.error('amountCents')}
        />
        <TextInput
          name="paidOn"
          type="date"
          label="Paid on"
          value={paidOn}
          onChange={(event) => setPaidOn(event.currentTarget.value)}
          error={form.error('paidOn')}
        />
        <TextInput
          name="reference"
          label="Reference"
          description="The transfer's reference, as the bank shows it."
          value={reference}
          onChange={(event) => setReference(event.currentTarget.value)}
          error={form.error('reference')}
        />
        <Alert color="yellow" variant="light">
          {month} is paid once: this payout cannot be changed or removed afterwards, and it is kept
          in the audit log.
        </Alert>
        {form.problem && (
          <Alert color="red" variant="light" role="alert">
            {form.problem}
          </Alert>
        )}
        <div className={classes.dialogActions}>
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={log.isPending}>
            Log payout
          </Button>
        </div>
      </form>
    </Modal>
  );
}
