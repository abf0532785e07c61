// Before an upcoming meeting its client may turn recording off, and never back on
// (docs/product.md#recordings): the confirmation says so, and afterwards the card says recording is
// off.
import { Button } from '@mantine/core';
import type { Meeting } from '../../../shared/contracts/booking';
import { useTurnRecordingOff } from './recordings-api';
import { useConfirm } from '../../ui/confirm-provider';
import { useNotifications } from '../../ui/notifications';
import classes from './parts/recordings.module.css';

export function RecordingOffControl({ meeting, now }: { meeting: Meeting; now: Date }) {
  const confirm = useConfirm();
  const notify = useNotifications();
  const turnOff = useTurnRecordingOff();

  if (!meeting.recordingAllowed) {
    return <p className={classes.meta}>Recording is off for this meeting.</p>;
  }
  if (now.getTime() >= Date.parse(meeting.start)) return null;

  const ask = async () => {
    const confirmed = await confirm({
      title: 'Turn recording off?',
      message:
        'This meeting will not be recorded. Once recording is off it cannot be turned back on for this meeting.',
      confirmLabel: 'Turn recording off',
      cancelLabel: 'Keep recording on',
      destructive: true,
    });
    if (!confirmed) return;
    turnOff.mutate(meeting.id, {
      onSuccess: () => notify.success('Recording is off for this meeting.'),
      onError: (error) =>
        notify.error(error.message || 'Please try again.', 'Recording was not turned off'),
    });
  };

  return (
    <div className={classes.row}>
      <p className={classes.meta}>
        This meeting may be recorded so you can watch it again in your account.
      </p>
      <Button variant="subtle" onClick={() => void ask()} loading={turnOff.isPending}>
        Turn recording off
      </Button>
    </div>
  );
}
