// Cancelling a meeting: a confirmation that states the full refund, then the call. The caller
// hears about the canceled meeting so its card can stay in place and show the refund.
import { Text } from '@mantine/core';
import { REFUND_PERCENT } from '../../../shared/constants';
import type { Meeting } from '../../../shared/contracts/booking';
import { formatCurrency } from '../../../shared/format';
import { useCancelMeeting } from './meetings-api';
import { useConfirm } from '../../ui/confirm-provider';
import { useNotifications } from '../../ui/notifications';
import { dayTimeAndZone } from './meeting-when';
import { refundAmountCents } from './parts/refund-outcome';

export interface CancelFlowOptions {
  /** The zone the confirmation names the time in. */
  timeZoneOf: (meeting: Meeting) => string;
  /** 'client' when the person paying cancels; 'advisor' when their advisor does. */
  viewer: 'client' | 'advisor';
  onCanceled?: (meeting: Meeting) => void;
}

export function useCancelFlow({ timeZoneOf, viewer, onCanceled }: CancelFlowOptions) {
  const confirm = useConfirm();
  const notify = useNotifications();
  const cancel = useCancelMeeting();

  const start = async (meeting: Meeting) => {
    const amount = formatCurrency(refundAmountCents(meeting.priceCents));
    const withWhom = viewer === 'client' ? meeting.advisor.name : meeting.client.name;
    const refundLine =
      viewer === 'client'
        ? `You get a full refund of ${amount} (${REFUND_PERCENT}%) to the card you paid with.`
        : `${meeting.client.name} gets a full refund of ${amount} (${REFUND_PERCENT}%), and we email them that you canceled.`;
    const confirmed = await confirm({
      title: 'Cancel this meeting?',
      message: (
        <>
          <Text>
            Your meeting with {withWhom} on {dayTimeAndZone(meeting.start, timeZoneOf(meeting))}{' '}
            will be canceled and the time freed.
          </Text>
          <Text mt="sm" fw={700}>
            {refundLine}
          </Text>
        </>
      ),
      confirmLabel: 'Cancel meeting',
      cancelLabel: 'Keep meeting',
      destructive: true,
    });
    if (!confirmed) return;
    cancel.mutate(
      { eventId: meeting.id, body: {} },
      {
        onSuccess: (canceled) => {
          onCanceled?.(canceled);
          notify.success(
            `The refund of ${formatCurrency(canceled.refund?.amountCents ?? refundAmountCents(canceled.priceCents))} is on its way.`,
            `Meeting with ${withWhom} canceled`,
          );
        },
        onError: (error) =>
          notify.error(
            error.message || 'Please try again in a moment.',
            'The meeting could not be canceled',
          ),
      },
    );
  };

  return { start, pendingId: cancel.isPending ? (cancel.variables?.eventId ?? null) : null };
}
