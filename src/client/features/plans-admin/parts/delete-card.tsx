// Deleting a signup or an instance (ADR 0031): the confirmation says what happens to its invoices.
// Open ones are voided; paid ones are kept with their charges and refunds; while a paid invoice is
// not refunded the record cannot be deleted, and the card says which one and what to do instead.
import { Button } from '@mantine/core';
import { useNavigate } from 'react-router';
import { invoiceNumberText } from '../../../../shared/contracts/plans-admin';
import type { AdminInvoice } from '../../../../shared/contracts/plans-admin';
import { useConfirm } from '../../../ui/confirm-provider';
import { useNotifications } from '../../../ui/notifications';
import { useDeleteRecord } from '../plans-admin-api';
import { editPagesOf } from './edit-links';
import classes from '../plans-admin.module.css';
import { adminFailureMessage } from '../../console/admin-failure';
import type { EngagementKind } from '../../../../shared/offerings/catalog';
import { offeringOf } from '../../../../shared/offerings/catalog';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function DeleteCard({
  kind,
  what,
  id,
  name,
  invoices,
}: {
  kind: EngagementKind;
  what: 'signup' | 'instance';
  id: string;
  /** The client's name, to say whose record it is. */
  name: string;
  invoices: AdminInvoice[];
}) {
  const confirm = useConfirm();
  const notify = useNotifications();
  const navigate = useNavigate();
  const remove = useDeleteRecord(kind, what);
  const owed = invoices.filter((row) => row.status === 'open' || row.status === 'draft').length;
  const paid = invoices.filter((row) => row.status === 'paid');
  const blocking = paid.find((row) => !row.refund || row.refund.status === 'failed');
  const also = what === 'signup' ? ' and its instance' : '';
  const billed = offeringOf(kind).payment.every;

  const ask = async () => {
    const ok = await confirm({
      title: `Delete ${name}'s ${what}${also}?`,
      message: [
        owed > 0
          ? `${plural(owed, 'invoice still owed is', 'invoices still owed are')} voided.`
          : 'No invoice is owed.',
        paid.length > 0
          ? `${plural(paid.length, 'paid invoice is', 'paid invoices are')} kept with ${paid.length === 1 ? 'its' : 'their'} charge and refund.`
          : '',
        billed ? `No further ${billed.noun} is billed.` : '',
        'It disappears from these lists; the records stay for the books.',
      ]
        .filter(Boolean)
        .join(' '),
      confirmLabel: `Delete ${what}`,
      destructive: true,
    });
    if (!ok) return;
    remove.mutate(id, {
      onSuccess: (answer) => {
        notify.success(
          `${plural(answer.voidedInvoices, 'invoice', 'invoices')} voided, ${plural(answer.keptInvoices, 'invoice', 'invoices')} kept.`,
          `The ${what} is deleted`,
        );
        void navigate(editPagesOf(kind).list);
      },
      onError: (error) =>
        notify.error(
          adminFailureMessage(what === 'signup' ? 'deleteSignup' : 'deleteInstance', error),
          'Not deleted',
        ),
    });
  };

  return (
    <section className={`${classes.card} ${classes.danger}`} aria-labelledby={`delete-${id}`}>
      <h2 id={`delete-${id}`} className={classes.cardTitle}>
        Delete this {what}
      </h2>
      {blocking ? (
        <p>
          It cannot be deleted while {invoiceNumberText(blocking.number)} is paid and not refunded.
          Refund it first, or set the instance to Cancelled instead: paid records are kept.
        </p>
      ) : (
        <p className={classes.muted}>
          Invoices still owed are voided; paid ones stay with their charges and refunds.
        </p>
      )}
      <Button
        color="red"
        variant="outline"
        onClick={() => void ask()}
        disabled={Boolean(blocking)}
        loading={remove.isPending}
      >
        Delete {what}
      </Button>
    </section>
  );
}
