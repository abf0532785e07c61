// One change to an invoice, in a dialog: a new status (only those the data allows an admin), the
// due date and description, or the full refund of a paid invoice, each with its reason. Refunding
// says plainly what goes back and where; the dialog is the confirmation.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, NativeSelect, TextInput, Textarea } from '@mantine/core';
import { Alert } from '../../../ui/alert';
import {
  FOLLOW_UP_TIME_ZONE,
  editInvoiceSchema,
  invoiceNumberText,
} from '../../../../shared/contracts/plans-admin';
import type { AdminInvoice } from '../../../../shared/contracts/plans-admin';
import {
  INVOICE_STATUS_LABELS,
  nextInvoiceStatuses,
} from '../../../../shared/domain/invoice-status';
import type { InvoiceStatus } from '../../../../shared/domain/invoice-status';
import { formatCurrency } from '../../../../shared/format';
import { zonedTimeToUtc } from '../../../../shared/time-zones';
import { useFormErrors } from '../../../ui/form/use-form-errors';
import { LazyModal as Modal } from '../../../ui/lazy-overlays';
import { useNotifications } from '../../../ui/notifications';
import { useEditInvoice } from '../plans-admin-api';
import classes from '../plans-admin.module.css';
import type { EngagementKind } from '../../../../shared/offerings/catalog';

export type InvoiceAction = 'status' | 'details' | 'refund';

const FIELDS = ['to', 'dueAt', 'description', 'reason'] as const;
const TITLES: Record<InvoiceAction, string> = {
  status: 'Change the status of',
  details: 'Edit',
  refund: 'Refund',
};

/** 'YYYY-MM-DD' of an instant, for a date field. */
const dayOf = (instant: string | null) => (instant ? instant.slice(0, 10) : '');

export function InvoiceDialog({
  kind,
  invoice,
  action,
  onClose,
}: {
  kind: EngagementKind;
  invoice: AdminInvoice;
  action: InvoiceAction;
  onClose: () => void;
}) {
  const edit = useEditInvoice(kind);
  const notify = useNotifications();
  const form = useFormErrors(editInvoiceSchema, FIELDS);
  const choices = nextInvoiceStatuses(invoice.status, 'admin');
  const [to, setTo] = useState<InvoiceStatus | ''>(choices[0] ?? '');
  const [dueDay, setDueDay] = useState(dayOf(invoice.dueAt));
  const [description, setDescription] = useState(invoice.description);
  const [reason, setReason] = useState('');
  const number = invoiceNumberText(invoice.number);
  const amount = formatCurrency(invoice.amountCents);

  const values = () => {
    if (action === 'status') return { id: invoice.id, action, to, reason };
    if (action === 'refund') return { id: invoice.id, action, reason };
    return {
      id: invoice.id,
      action,
      // Due at the end of the chosen day of the firm's calendar.
      ...(dueDay !== dayOf(invoice.dueAt) && dueDay !== ''
        ? { dueAt: zonedTimeToUtc(dueDay, '23:59', FOLLOW_UP_TIME_ZONE).toISOString() }
        : {}),
      ...(description !== invoice.description ? { description } : {}),
    };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate(values());
    if (!body) return;
    edit.mutate(body, {
      onSuccess: () => {
        notify.success(
          action === 'refund'
            ? `${amount} of ${number} is refunded in full.`
            : `${number} is updated.`,
        );
        onClose();
      },
      onError: (error) => form.refused(error),
    });
  };

  return (
    <Modal opened onClose={onClose} title={`${TITLES[action]} ${number}`} centered>
      <form onSubmit={submit} noValidate className={classes.dialogForm}>
        {action === 'refund' && (
          <Alert color="red" variant="light">
            The whole payment of {amount} goes back to the card it was paid with (the money-back
            promise). The invoice stays paid and shows its refund. This cannot be undone.
          </Alert>
        )}
        {action === 'status' && (
          <NativeSelect
            name="to"
            label={`New status (now ${INVOICE_STATUS_LABELS[invoice.status]})`}
            value={to}
            onChange={(event) => setTo(event.currentTarget.value as InvoiceStatus)}
            data={choices.map((value) => ({ value, label: INVOICE_STATUS_LABELS[value] }))}
            error={form.error('to')}
          />
        )}
        {action === 'details' && (
          <>
            <TextInput
              name="dueAt"
              type="date"
              label="Due date"
              value={dueDay}
              onChange={(event) => setDueDay(event.currentTarget.value)}
              error={form.error('dueAt')}
            />
            <TextInput
              name="description"
              label="Description"
              value={description}
              onChange={(event) => setDescription(event.currentTarget.value)}
              error={form.error('description')}
            />
          </>
        )}
        {action !== 'details' && (
          <Textarea
            name="reason"
            label="Reason"
            description="Kept with the change in the invoice's history."
            autosize
            minRows={2}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              form.recheck({ ...values(), reason: event.currentTarget.value });
            }}
            error={form.error('reason')}
            data-autofocus
          />
        )}
        {form.problem && (
          <p className={classes.problem} role="alert">
            {form.problem}
          </p>
        )}
        <div className={classes.actions}>
          <Button
            type="submit"
            color={action === 'refund' ? 'red' : undefined}
            loading={edit.isPending}
          >
            {action === 'refund' ? `Refund ${amount}` : 'Save'}
          </Button>
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}
