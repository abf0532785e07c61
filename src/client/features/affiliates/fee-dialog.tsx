// Setting an affiliate's fee, in a dialog: a percentage of every payment made by clients they
// refer from now on; clients referred earlier keep the rate of their day.
import '@mantine/core/styles/Input.css';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, TextInput } from '@mantine/core';
import { Alert } from '../../ui/alert';
import { affiliateFeeSchema } from '../../../shared/contracts/affiliates';
import type { AffiliateOwed } from '../../../shared/contracts/affiliates';
import { formatBps } from '../../../shared/format';
import { useFormErrors } from '../../ui/form/use-form-errors';
import { LazyModal as Modal } from '../../ui/lazy-overlays';
import { useNotifications } from '../../ui/notifications';
import { useSetAffiliateFee } from './affiliate-payments-api';
import classes from './affiliate-payments.module.css';

const FIELDS = ['feeBps'] as const;

/** A percentage as typed ('7.5', '7.5%') to basis points; NaN when it is not one. */
function bpsOf(text: string): number | undefined {
  const cleaned = text.replace(/[%\s]/g, '');
  if (cleaned === '') return undefined;
  return /^\d+(\.\d{0,2})?$/.test(cleaned) ? Math.round(Number(cleaned) * 100) : Number.NaN;
}

export function FeeDialog({
  affiliate,
  onClose,
}: {
  affiliate: AffiliateOwed;
  onClose: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormErrors(affiliateFeeSchema, FIELDS, formRef);
  const setFee = useSetAffiliateFee(affiliate.affiliateId);
  const notify = useNotifications();
  const [percent, setPercent] = useState(String(affiliate.feeBps / 100));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate({ feeBps: bpsOf(percent) });
    if (!body) return;
    setFee.mutate(body.feeBps, {
      onSuccess: (result) => {
        notify.success(
          `${affiliate.name} earns ${formatBps(result.feeBps)} of clients referred from now on.`,
          'Fee changed',
        );
        onClose();
      },
      onError: (error) => form.refused(error),
    });
  };

  return (
    <Modal opened onClose={onClose} title={`Fee of ${affiliate.name}`} centered>
      <form ref={formRef} onSubmit={submit} noValidate className={classes.dialogForm}>
        <TextInput
          name="feeBps"
          label="Fee (% of each payment)"
          description={`Now ${formatBps(affiliate.feeBps)}. Clients referred earlier keep their rate.`}
          inputMode="decimal"
          value={percent}
          onChange={(event) => setPercent(event.currentTarget.value)}
          error={form.error('feeBps')}
        />
        {form.problem && (
          <Alert color="red" variant="light" role="alert">
            {form.problem}
          </Alert>
        )}
        <div className={classes.dialogActions}>
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={setFee.isPending}>
            Save fee
          </Button>
        </div>
      </form>
    </Modal>
  );
}
