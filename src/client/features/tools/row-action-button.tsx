// A table row's one action ("Send again", "Run again"): busy while it is asked, then "Queued" and
// disabled, with the answer or the refusal said in the notifications panel.
import { useState } from 'react';
import { Button } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useNotifications } from '../../ui/notifications';
import { adminFailureMessage } from '../console/admin-failure';

interface RowActionButtonProps<Answer> {
  id: string;
  label: string;
  /** The accessible name, naming the row: "Send again: … to …". */
  ariaLabel: string;
  action: UseMutationResult<Answer, Error, string>;
  /** The message and title said once it is queued. */
  said: (answer: Answer) => [string, string];
  failedTitle: string;
}

export function RowActionButton<Answer>({
  id,
  label,
  ariaLabel,
  action,
  said,
  failedTitle,
}: RowActionButtonProps<Answer>) {
  const notify = useNotifications();
  const [queued, setQueued] = useState(false);
  return (
    <Button
      size="xs"
      variant="default"
      loading={action.isPending}
      disabled={queued}
      aria-label={queued ? undefined : ariaLabel}
      onClick={() =>
        action.mutate(id, {
          onSuccess: (answer) => {
            setQueued(true);
            notify.success(...said(answer));
          },
          onError: (error) => notify.error(adminFailureMessage('retryToolRow', error), failedTitle),
        })
      }
    >
      {queued ? 'Queued' : label}
    </Button>
  );
}
