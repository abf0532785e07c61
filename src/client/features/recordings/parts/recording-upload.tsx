// The advisor's upload of a meeting's recording when Zoom brought none: an MP4 or WebM file, sent
// with a progress bar and a way to stop it. Leaving the page stops it too.
import '@mantine/core/styles/Progress.css';
import { useEffect, useRef, useState } from 'react';
import { Button, Progress } from '@mantine/core';
import { Alert } from '../../../ui/alert';
import { RECORDING_MESSAGES, RECORDING_VIDEO_TYPES } from '../../../../shared/contracts/recordings';
import { isAppError } from '../../../../shared/errors';
import { LIMITS } from '../../../../shared/limits';
import { messageOf } from '../../../api/error-message';
import { UploadCanceledError, uploadRecording, useRecordingUploaded } from '../recordings-api';
import type { RecordingUpload as Upload } from '../recordings-api';
import { useNotifications } from '../../../ui/notifications';
import classes from './recordings.module.css';

type UploadState =
  | { phase: 'idle'; problem?: string }
  | { phase: 'uploading'; fileName: string; loaded: number; total: number };

/** What went wrong, in words for the advisor: the server's own reason where it gave one. */
function problemOf(error: unknown): string {
  if (isAppError(error) && error.fieldErrors?.file?.length) return error.fieldErrors.file.join(' ');
  return messageOf(error, { offline: 'The connection was lost. Please try again.' });
}

/** Refused before sending: nothing the server would take. */
function checkFile(file: File): string | null {
  if (file.size === 0) return RECORDING_MESSAGES.empty;
  if (file.size > LIMITS.uploadBytes.max) return RECORDING_MESSAGES.tooLarge;
  return null;
}

export function RecordingUpload({ eventId }: { eventId: string }) {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const picker = useRef<HTMLInputElement>(null);
  const running = useRef<Upload | null>(null);
  const uploaded = useRecordingUploaded(eventId);
  const notify = useNotifications();

  useEffect(() => () => running.current?.abort(), []);

  const start = async (file: File) => {
    const refused = checkFile(file);
    if (refused) return setState({ phase: 'idle', problem: refused });
    setState({ phase: 'uploading', fileName: file.name, loaded: 0, total: file.size });
    const upload = uploadRecording(eventId, file, (loaded, total) =>
      setState({ phase: 'uploading', fileName: file.name, loaded, total }),
    );
    running.current = upload;
    try {
      const recording = await upload.done;
      setState({ phase: 'idle' });
      notify.success('The recording is uploaded and ready to watch.', 'Recording uploaded');
      uploaded(recording);
    } catch (error) {
      if (error instanceof UploadCanceledError) setState({ phase: 'idle' });
      else setState({ phase: 'idle', problem: problemOf(error) });
    } finally {
      running.current = null;
    }
  };

  if (state.phase === 'uploading') {
    const percent = state.total > 0 ? Math.floor((state.loaded / state.total) * 100) : 0;
    return (
      <div className={classes.progress}>
        <p className={classes.meta}>
          Uploading <span className={classes.progressName}>“{state.fileName}”</span> · {percent}%
        </p>
        <Progress
          value={percent}
          size="lg"
          radius="xl"
          aria-label={`Uploading ${state.fileName}`}
        />
        <div>
          <Button variant="default" size="sm" onClick={() => running.current?.abort()}>
            Cancel upload
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className={classes.progress}>
      <input
        ref={picker}
        type="file"
        hidden
        accept={RECORDING_VIDEO_TYPES.join(',')}
        aria-label="Recording to upload"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Choosing the same file again after a problem must fire a change again.
          event.currentTarget.value = '';
          if (file) void start(file);
        }}
      />
      <div className={classes.row}>
        <p className={classes.meta}>
          No recording yet. Upload one: MP4 or WebM, up to {LIMITS.uploadBytes.max / 1024 / 1024}{' '}
          MB.
        </p>
        <Button variant="default" onClick={() => picker.current?.click()}>
          Upload a recording
        </Button>
      </div>
      {state.problem && (
        <Alert color="red" variant="light" title="The recording was not uploaded" role="alert">
          {state.problem}
        </Alert>
      )}
    </div>
  );
}
