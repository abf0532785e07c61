// One recording on its edit page (docs/product.md#admin-recordings): its meeting, people, file,
// the stored copy playing, the admins' past changes, and only the changes possible now, each
// confirmed (saying what cannot be undone), said when done and audited on the server.
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import { Button, Loader } from '@mantine/core';
import { Link } from 'react-router';
import {
  ORPHAN_REASON_TEXT,
  RECORDING_PROVIDER_NAMES,
} from '../../../shared/contracts/recordings-admin';
import type { AdminRecording } from '../../../shared/contracts/recordings-admin';
import { meetingStatusWord } from '../../../shared/domain/meeting-status';
import { formatMeetingTimeShort } from '../../../shared/meeting-time';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { OPERATIONS_PAGES } from '../../../shared/routes/operations';
import { useConfirm } from '../../ui/confirm-provider';
import type { ConfirmRequest } from '../../ui/confirm-provider';
import { useNotifications } from '../../ui/notifications';
import { useDisplayTimeZone } from '../../ui/use-display-time-zone';
import { RecordingPlayer } from '../recordings/recording-player';
import { formatBytes } from '../vault/file-size';
import { useAdminRecording, useDeleteAtProvider, useEditRecording } from './recordings-admin-api';
import { RECORDING_STATUS_SHOWN, RecordingStatusBadge } from './recording-status-badge';
import classes from './recordings-admin.module.css';
import { adminFailureMessage } from '../console/admin-failure';

type Change = 'fetchAgain' | 'deleteAtProvider' | 'deleteForGood';

const LABELS: Record<Change, string> = {
  fetchAgain: 'Fetch again from Zoom',
  deleteAtProvider: 'Delete at Zoom',
  deleteForGood: 'Delete for good',
};

const DONE: Record<Change, string> = {
  fetchAgain: 'The recording is being fetched from Zoom again.',
  deleteAtProvider: 'Zoom’s copy is deleted. Ours stays and still plays.',
  deleteForGood: 'The recording is deleted for good.',
};

function confirmation(change: Change, recording: AdminRecording): ConfirmRequest {
  const client = recording.client.name || recording.client.email;
  const provider = recording.provider ? RECORDING_PROVIDER_NAMES[recording.provider] : null;
  const where = [
    recording.streamUrl || recording.sizeBytes !== null ? 'our stored copy' : null,
    recording.atProvider && provider ? `${provider}’s copy` : null,
  ].filter(Boolean);
  return {
    fetchAgain: {
      title: 'Fetch the recording again?',
      message: 'Zoom is asked for the file once more; it is saved here when it arrives.',
      confirmLabel: 'Fetch again',
    },
    deleteAtProvider: {
      title: `Delete ${client}’s recording at ${provider ?? 'the provider'}?`,
      message: `${provider ?? 'The provider'}’s copy is deleted for good. Our stored copy stays and still plays. This cannot be undone.`,
      confirmLabel: `Delete at ${provider ?? 'the provider'}`,
      destructive: true,
    },
    deleteForGood: {
      title: `Delete ${client}’s recording for good?`,
      message: `${where.length > 0 ? `This deletes ${where.join(' and ')}. ` : ''}Nobody can watch it again, and it cannot be undone.`,
      confirmLabel: 'Delete for good',
      destructive: true,
    },
  }[change];
}

function changesOf(recording: AdminRecording): Change[] {
  const changes: Change[] = [];
  if (recording.actions.statuses.includes('Processing')) changes.push('fetchAgain');
  if (recording.actions.deleteAtProvider) changes.push('deleteAtProvider');
  if (recording.actions.statuses.includes('DeletedByUser')) changes.push('deleteForGood');
  return changes;
}

const durationText = (seconds: number) =>
  seconds >= 60 ? `${Math.round(seconds / 60)} min` : `${seconds} s`;

export function AdminRecordingEdit({ recordingId }: { recordingId: string }) {
  const { data: recording, isPending, isError, refetch } = useAdminRecording(recordingId);
  const timeZone = useDisplayTimeZone();
  const confirm = useConfirm();
  const notify = useNotifications();
  const edit = useEditRecording(recordingId);
  const atProvider = useDeleteAtProvider(recordingId);

  if (isPending) return <Loader size="sm" aria-label="Loading the recording" />;
  if (isError) {
    return (
      <p className={classes.muted}>
        The recording could not be loaded.{' '}
        <Button variant="subtle" size="xs" onClick={() => void refetch()}>
          Try again
        </Button>
      </p>
    );
  }

  const busy = edit.isPending || atProvider.isPending;
  const act = async (change: Change) => {
    if (!(await confirm(confirmation(change, recording)))) return;
    const handlers = {
      onSuccess: () => notify.success(DONE[change]),
      onError: (error: Error) =>
        notify.error(adminFailureMessage('editRecording', error), 'The change was not made'),
    };
    if (change === 'deleteAtProvider' && recording.provider) {
      atProvider.mutate(recording.provider, handlers);
    } else {
      edit.mutate({ status: change === 'fetchAgain' ? 'Processing' : 'DeletedByUser' }, handlers);
    }
  };
  const changes = changesOf(recording);
  const when = (instant: string) => formatMeetingTimeShort(instant, timeZone);

  return (
    <div className={classes.edit}>
      <div className={classes.card}>
        <div className={classes.summary}>
          <div>
            <p className={classes.people}>
              <Link to={ADMIN_PAGES.userEdit(recording.client.id)}>
                {recording.client.name || recording.client.email}
              </Link>{' '}
              with{' '}
              <Link to={ADVISOR_PAGES.profile(recording.advisor.slug)}>
                {recording.advisor.name}
              </Link>
            </p>
            <p className={classes.muted}>
              Meeting of{' '}
              <Link to={OPERATIONS_PAGES.eventEdit(recording.meeting.id)}>
                <time dateTime={recording.meeting.start}>{when(recording.meeting.start)}</time>
              </Link>{' '}
              ({/* The shared word for people (ADR 0070), read now. */}
              {meetingStatusWord(recording.meeting.status, recording.meeting.end, new Date())})
            </p>
          </div>
          <div className={classes.state}>
            <RecordingStatusBadge status={recording.status} />
            {recording.atProvider && <span className={classes.muted}>Zoom still has a copy</span>}
          </div>
        </div>
        {recording.orphanReason && (
          <p className={classes.orphan}>
            <strong>Orphan.</strong> {ORPHAN_REASON_TEXT[recording.orphanReason]} Nobody should keep
            it: delete it unless there is a reason to hold it.
          </p>
        )}
        <dl className={classes.facts}>
          <div>
            <dt>From</dt>
            <dd>
              {recording.source === 'zoom'
                ? 'Zoom'
                : `Upload${recording.uploadedByName ? ` by ${recording.uploadedByName}` : ''}`}
            </dd>
          </div>
          <div>
            <dt>Size</dt>
            <dd>
              {recording.sizeBytes === null ? 'Not stored' : formatBytes(recording.sizeBytes)}
              {recording.contentType ? ` · ${recording.contentType}` : ''}
            </dd>
          </div>
          {recording.durationSeconds !== null && (
            <div>
              <dt>Length</dt>
              <dd>{durationText(recording.durationSeconds)}</dd>
            </div>
          )}
          <div>
            <dt>Added</dt>
            <dd>
              <time dateTime={recording.createdAt}>{when(recording.createdAt)}</time>
            </dd>
          </div>
          <div>
            <dt>Last change</dt>
            <dd>
              <time dateTime={recording.updatedAt}>{when(recording.updatedAt)}</time>
            </dd>
          </div>
          {(recording.error || recording.attempts > 0) && (
            <div>
              <dt>Fetch tries</dt>
              <dd>
                {recording.attempts}
                {recording.error ? ` · ${recording.error}` : ''}
              </dd>
            </div>
          )}
        </dl>
      </div>

      <section className={classes.section} aria-labelledby="recording-changes">
        <h2 id="recording-changes">Changes</h2>
        {changes.length > 0 ? (
          <div className={classes.changes} role="group" aria-label="Change this recording">
            {changes.map((change) => (
              <Button
                key={change}
                size="sm"
                variant={change === 'fetchAgain' ? 'outline' : 'filled'}
                color={change === 'fetchAgain' ? 'brand' : 'red.9'}
                disabled={busy}
                onClick={() => void act(change)}
              >
                {LABELS[change]}
              </Button>
            ))}
          </div>
        ) : (
          <p className={classes.muted}>
            No change is possible now: the recording is{' '}
            {RECORDING_STATUS_SHOWN[recording.status].label.toLowerCase()}.
          </p>
        )}
      </section>

      {recording.streamUrl && (
        <section className={classes.section} aria-labelledby="recording-video">
          <h2 id="recording-video">Stored copy</h2>
          <div className={classes.video}>
            <RecordingPlayer
              recordingId={recording.id}
              label={`Recording of the meeting of ${when(recording.meeting.start)}`}
            />
          </div>
        </section>
      )}

      <section className={classes.section} aria-labelledby="recording-history">
        <h2 id="recording-history">History</h2>
        {recording.history.length > 0 ? (
          <ol className={classes.history}>
            {recording.history.map((entry) => (
              <li key={`${entry.at}-${entry.action}`}>
                <time dateTime={entry.at}>{when(entry.at)}</time>:{' '}
                {entry.from && entry.to
                  ? `${RECORDING_STATUS_SHOWN[entry.from].label} → ${RECORDING_STATUS_SHOWN[entry.to].label}`
                  : entry.action}
                {entry.actorName ? ` by ${entry.actorName}` : ''}
                {entry.detail ? ` · ${entry.detail}` : ''}
              </li>
            ))}
          </ol>
        ) : (
          <p className={classes.muted}>No admin has changed this recording.</p>
        )}
      </section>
    </div>
  );
}
