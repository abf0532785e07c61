// Moving a meeting: pick an open time of the same advisor, confirm, and both people are told by
// email. Opened in the one form modal (docs/product.md#interface); the time taken meanwhile is
// answered in place.
import { useState } from 'react';
import { Button } from '@mantine/core';
import { Alert } from '../../ui/alert';
import type { MantineSize } from '@mantine/core';
import type { Meeting } from '../../../shared/contracts/booking';
import { useQueryClient } from '@tanstack/react-query';
import { meetingKeys, useRescheduleMeeting } from './meetings-api';
import { preloadOverlays } from '../../ui/lazy-overlays';
import { useFormModal } from '../../ui/form-modal-provider';
import { useNotifications } from '../../ui/notifications';
import { dayTimeAndZone } from './meeting-when';
import { SlotPicker } from './parts/slot-picker';
import classes from './parts/reschedule-dialog.module.css';

export interface RescheduleFormProps {
  meeting: Meeting;
  /** The zone times are shown in: the client's own, or the advisor's. */
  timeZone: string;
  /** Who the meeting is with, for the confirmation. */
  withWhom: string;
  onDone: () => void;
}

export function RescheduleForm({ meeting, timeZone, withWhom, onDone }: RescheduleFormProps) {
  const [selected, setSelected] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const reschedule = useRescheduleMeeting();
  const notify = useNotifications();
  const queryClient = useQueryClient();

  const submit = () => {
    if (!selected) return;
    setProblem(null);
    reschedule.mutate(
      { eventId: meeting.id, body: { start: selected } },
      {
        onSuccess: (moved) => {
          notify.success(
            `It is now on ${dayTimeAndZone(moved.start, timeZone)}. We emailed the new time to you both.`,
            `Meeting with ${withWhom} moved`,
          );
          onDone();
        },
        onError: (error) => {
          // The time was most likely taken meanwhile: show the times as they are now.
          void queryClient.invalidateQueries({ queryKey: meetingKeys.allSlots });
          setSelected(null);
          setProblem(error.message || 'The meeting could not be moved. Please try again.');
        },
      },
    );
  };

  return (
    <form
      className={classes.form}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      aria-label={`Reschedule the meeting with ${withWhom}`}
    >
      <p className={classes.current}>
        Now booked for <strong>{dayTimeAndZone(meeting.start, timeZone)}</strong>. Pick a new time
        below; the price, the video link and your answers stay the same.
      </p>
      <SlotPicker
        eventId={meeting.id}
        timeZone={timeZone}
        currentStart={meeting.start}
        value={selected}
        onChange={(start) => {
          setSelected(start);
          setProblem(null);
        }}
      />
      {problem && (
        <Alert color="red" title="That did not work" role="alert">
          {problem}
        </Alert>
      )}
      <div className={classes.footer}>
        <p className={classes.choice} aria-live="polite">
          {selected ? (
            <>
              New time: <strong>{dayTimeAndZone(selected, timeZone)}</strong>
            </>
          ) : (
            'Choose a new time.'
          )}
        </p>
        <div className={classes.buttons}>
          <Button variant="default" onClick={onDone} disabled={reschedule.isPending}>
            Keep current time
          </Button>
          <Button type="submit" disabled={!selected} loading={reschedule.isPending}>
            Move meeting
          </Button>
        </div>
      </div>
    </form>
  );
}

/** The Reschedule button; opens the dialog. */
export function RescheduleButton({
  size,
  ...props
}: Omit<RescheduleFormProps, 'onDone'> & { size?: MantineSize }) {
  const formModal = useFormModal();
  const open = () =>
    formModal.open({
      title: 'Reschedule your meeting',
      size: 'xl',
      render: (close) => <RescheduleForm {...props} onDone={close} />,
    });
  return (
    <Button
      variant="light"
      size={size}
      onClick={open}
      onMouseEnter={preloadOverlays}
      onFocus={preloadOverlays}
    >
      Reschedule
    </Button>
  );
}
