// Ending The Ongoing, by its client from the engagement's page (or an admin): a confirmation that
// says no further invoice comes and when it ends, then the call.
import { Button, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EngagementSummary } from '../../../shared/contracts/plan-signups';
import { addDays, formatIsoDate } from '../../../shared/domain/engagement-dates';
import { messageOf } from '../../api/error-message';
import { useConfirm } from '../../ui/confirm-provider';
import { useNotifications } from '../../ui/notifications';
import { cancelEngagement, plansKeys } from './plans-api';
import { priceLineOf } from '../../../shared/offerings/offering-billing';
import { billedEveryMonths } from '../../../shared/offerings/offering-billing';

export interface CancelOngoingButtonProps {
  engagement: Pick<
    EngagementSummary,
    'id' | 'kind' | 'status' | 'nextInvoiceOn' | 'priceCents' | 'cancelledAt'
  > & {
    advisor: { name: string };
  };
  onCancelled?: (engagement: EngagementSummary) => void;
}

export function CancelOngoingButton({ engagement, onCancelled }: CancelOngoingButtonProps) {
  const confirm = useConfirm();
  const notify = useNotifications();
  const queryClient = useQueryClient();
  const cancel = useMutation({ mutationFn: () => cancelEngagement(engagement.id, {}) });
  // Once cancelled it runs out its paid quarter: nothing more to cancel.
  if (
    billedEveryMonths(engagement.kind) === null ||
    engagement.status !== 'active' ||
    engagement.cancelledAt
  ) {
    return null;
  }
  const paidUntil = engagement.nextInvoiceOn ? addDays(engagement.nextInvoiceOn, -1) : null;

  const start = async () => {
    const confirmed = await confirm({
      title: 'Cancel The Ongoing?',
      message: (
        <>
          <Text>
            Your Ongoing relationship with {engagement.advisor.name} (
            {priceLineOf('ongoing', engagement.priceCents)}) will end, and no further invoice will
            be issued.
          </Text>
          {paidUntil && (
            <Text mt="sm" fw={700}>
              The quarter you have paid for runs until {formatIsoDate(paidUntil)}.
            </Text>
          )}
        </>
      ),
      confirmLabel: 'Cancel The Ongoing',
      cancelLabel: 'Keep it',
      destructive: true,
    });
    if (!confirmed) return;
    cancel.mutate(undefined, {
      onSuccess: (cancelled) => {
        void queryClient.invalidateQueries({ queryKey: plansKeys.mine });
        onCancelled?.(cancelled);
        notify.success(
          `No further invoice will be issued.${cancelled.endsOn ? ` It runs until ${formatIsoDate(cancelled.endsOn)}.` : ''}`,
          'The Ongoing is cancelled',
        );
      },
      onError: (error) => notify.error(messageOf(error), 'The Ongoing was not cancelled'),
    });
  };

  return (
    <Button color="red" variant="light" loading={cancel.isPending} onClick={() => void start()}>
      Cancel The Ongoing
    </Button>
  );
}
