// A held meeting's recordings on its card: each one playable once it is stored with us, its state
// otherwise, deleting for the client, and uploading one for the advisor when there is none.
import type { Recording } from '../../../shared/contracts/recordings';
import { RECORDING_MESSAGES } from '../../../shared/contracts/recordings';
import { useMeetingRecordings } from './recordings-api';
import { DeleteRecordingButton } from './parts/delete-recording-button';
import { RecordingPlayer } from './parts/recording-player';
import { RecordingUpload } from './parts/recording-upload';
import classes from './parts/recordings.module.css';

export type RecordingViewer = 'client' | 'advisor';

export interface RecordingsPanelProps {
  eventId: string;
  viewer: RecordingViewer;
  /** Names the meeting for the player, e.g. 'The Hour with Thomas Nguyen'. */
  meetingLabel: string;
}

function minutesOf(recording: Recording): string | null {
  if (recording.durationSeconds === null) return null;
  // Under a minute the seconds matter; after that, minutes are what people read.
  if (recording.durationSeconds < 60) return `${recording.durationSeconds} s`;
  return `${Math.round(recording.durationSeconds / 60)} min`;
}

function waitingText(recording: Recording, viewer: RecordingViewer): string {
  if (recording.status === 'DeletedByUser') return RECORDING_MESSAGES.deleted;
  if (recording.status === 'Error' && viewer === 'advisor') {
    return 'Fetching the recording from Zoom failed. It is tried again automatically; you can also upload it yourself.';
  }
  return 'The recording is being prepared. It appears here when it is ready.';
}

function RecordingItem({
  recording,
  eventId,
  viewer,
  label,
}: {
  recording: Recording;
  eventId: string;
  viewer: RecordingViewer;
  label: string;
}) {
  const minutes = minutesOf(recording);
  return (
    <li className={classes.item}>
      {recording.streamUrl ? (
        <RecordingPlayer recordingId={recording.id} label={label} />
      ) : (
        <p className={classes.status}>{waitingText(recording, viewer)}</p>
      )}
      {(minutes || recording.canDelete) && (
        <div className={classes.row}>
          <p className={classes.meta}>{minutes}</p>
          {recording.canDelete && (
            <DeleteRecordingButton eventId={eventId} recordingId={recording.id} />
          )}
        </div>
      )}
    </li>
  );
}

export function RecordingsPanel({ eventId, viewer, meetingLabel }: RecordingsPanelProps) {
  const query = useMeetingRecordings(eventId);
  const headingId = `recordings-${eventId}`;
  if (query.isPending) return null;
  if (query.isError) {
    return (
      <p className={classes.meta}>The recording could not be loaded. Please try again later.</p>
    );
  }
  const { recordings, recordingAllowed, canUpload } = query.data;
  const uploading = viewer === 'advisor' && canUpload;
  if (recordings.length === 0 && !uploading) {
    return recordingAllowed ? null : (
      <p className={classes.meta}>Recording was off for this meeting.</p>
    );
  }
  return (
    <section className={classes.panel} aria-labelledby={headingId}>
      <h4 id={headingId} className={classes.title}>
        {recordings.length > 1 ? 'Recordings' : 'Recording'}
      </h4>
      {recordings.length > 0 && (
        <ul className={classes.list}>
          {recordings.map((recording, index) => (
            <RecordingItem
              key={recording.id}
              recording={recording}
              eventId={eventId}
              viewer={viewer}
              label={
                recordings.length > 1
                  ? `Recording ${index + 1} of ${meetingLabel}`
                  : `Recording of ${meetingLabel}`
              }
            />
          ))}
        </ul>
      )}
      {uploading && <RecordingUpload eventId={eventId} />}
    </section>
  );
}
