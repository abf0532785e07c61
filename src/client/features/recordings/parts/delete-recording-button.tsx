// Deleting a recording for good (docs/product.md#recordings), after a confirmation that says so.
import { Button } from '@mantine/core';
import { useDeleteRecording } from '../recordings-api';
import { useConfirm } from '../../../ui/confirm-provider';
import { useNotifications } from '../../../ui/notifications';

export function DeleteRecordingButton({
  eventId,
  recordingId,
}: {
  eventId: string;
  recordingId: string;
}) {
  const confirm = useConfirm();
  const notify = useNotifications();
  const remove = useDeleteRecording(eventId);
  const ask = async () => {
    const confirmed = await confirm({
      title: 'Delete this recording permanently?',
      message:
        'The recording is deleted for good, for you and for your advisor. It cannot be recovered.',
      confirmLabel: 'Delete permanently',
      cancelLabel: 'Keep it',
      destructive: true,
    });
    if (!confirmed) return;
    remove.mutate(recordingId, {
      onSuccess: () => notify.success('The recording was deleted permanently.'),
      onError: (error) =>
        notify.error(error.message || 'Please try again.', 'The recording was not deleted'),
    });
  };
  return (
    <Button variant="subtle" color="red" onClick={() => void ask()} loading={remove.isPending}>
      Delete recording
    </Button>
  );
}
