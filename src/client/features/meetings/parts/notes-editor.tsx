// The advisor's notes of a meeting: written here, kept as a draft in the browser until sent,
// and sent to the client as the meeting's email summary. Sent notes can be edited and sent again.
import '@mantine/core/styles/Input.css';
import { useState } from 'react';
import { Button, Textarea } from '@mantine/core';
import { meetingNotesRequestSchema } from '../../../../shared/contracts/booking';
import type { Meeting } from '../../../../shared/contracts/booking';
import { LIMITS } from '../../../../shared/limits';
import { formatMeetingTimeShort } from '../../../../shared/meeting-time';
import { fieldErrorsOf } from '../../../api/http';
import { useSaveNotes } from '../meetings-api';
import { useNotifications } from '../../../ui/notifications';
import cardClasses from '../meeting-card.module.css';
import { clearNotesDraft, readNotesDraft, writeNotesDraft } from './notes-drafts';
import classes from './notes-editor.module.css';

export function NotesEditor({ meeting, timeZone }: { meeting: Meeting; timeZone: string }) {
  const notify = useNotifications();
  const save = useSaveNotes();
  const [restored, setRestored] = useState(() => readNotesDraft(meeting.id));
  const [text, setText] = useState(restored ?? meeting.notes ?? '');
  const [editing, setEditing] = useState(!meeting.notesSentAt || restored !== null);
  const [error, setError] = useState<string | null>(null);
  const fieldId = `notes-${meeting.id}`;
  const firstName = meeting.client.name.split(/\s+/)[0] ?? meeting.client.name;

  const change = (value: string) => {
    setText(value);
    setError(null);
    writeNotesDraft(meeting.id, value);
  };

  const send = () => {
    const parsed = meetingNotesRequestSchema.safeParse({ notes: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the notes.');
      return;
    }
    save.mutate(
      { eventId: meeting.id, body: parsed.data },
      {
        onSuccess: (saved) => {
          clearNotesDraft(meeting.id);
          setRestored(null);
          setText(saved.notes ?? parsed.data.notes);
          setEditing(false);
          notify.success(`Notes sent to ${meeting.client.name}`, 'Sent');
        },
        onError: (failure) =>
          setError(fieldErrorsOf(failure).notes?.[0] ?? (failure.message || 'Please try again.')),
      },
    );
  };

  const discard = () => {
    clearNotesDraft(meeting.id);
    setRestored(null);
    setText(meeting.notes ?? '');
    setError(null);
    setEditing(false);
  };

  const sentLine = meeting.notesSentAt
    ? `Sent ${formatMeetingTimeShort(meeting.notesSentAt, timeZone)}`
    : null;

  if (!editing) {
    return (
      <div className={cardClasses.notes}>
        <h4 className={cardClasses.notesTitle}>
          Your notes <span className={cardClasses.notesSent}>· {sentLine}</span>
        </h4>
        <p className={cardClasses.notesText}>{meeting.notes}</p>
        <Button variant="light" size="xs" mt="sm" onClick={() => setEditing(true)}>
          Edit and send again
        </Button>
      </div>
    );
  }

  return (
    <form
      className={classes.editor}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      noValidate
    >
      <Textarea
        id={fieldId}
        label={`Notes for ${meeting.client.name}`}
        description={`The advice and next steps. Sending emails them to ${firstName} as the meeting summary.`}
        value={text}
        onChange={(event) => change(event.currentTarget.value)}
        error={error}
        autosize
        minRows={5}
        maxRows={16}
        maxLength={LIMITS.notes.max}
      />
      <div className={classes.footer}>
        <p className={classes.status}>
          <span className={classes.counter}>
            {text.length.toLocaleString('en-US')} / {LIMITS.notes.max.toLocaleString('en-US')}
          </span>
          {restored !== null && text !== '' && <span>Draft restored from this browser.</span>}
          {sentLine && <span>{sentLine}</span>}
        </p>
        <div className={classes.buttons}>
          {meeting.notesSentAt && (
            <Button variant="default" onClick={discard} disabled={save.isPending}>
              Discard changes
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            Save and send to client
          </Button>
        </div>
      </div>
    </form>
  );
}
