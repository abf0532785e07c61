// Rules of meeting recordings (docs/product.md#recordings): Zoom's recordings fetched into our
// storage, uploads by the advisor or an admin, the client's right to turn recording off (never back
// on) and to delete a recording for good, and playback for the meeting's client, its advisor and
// admins only.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { RequestUser } from '../../auth/access/request-user';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { RecordingRow } from '../../db/schema/recordings';
import type { Storage, StoredObject } from '../../integrations/storage/storage';
import { ObjectTooLargeError, RangeNotSatisfiableError } from '../../integrations/storage/storage';
import { createZoomRecordings } from '../../integrations/video/zoom-recordings';
import type { ZoomRecordings } from '../../integrations/video/zoom-recordings';
import { FETCHED_RECORDING_LIMIT_BYTES } from '../../../shared/constants';
import { LIMITS } from '../../../shared/limits';
import { AppError } from '../../../shared/errors';
import { PLAYBACK_LINK_TTL_MS, RECORDING_MESSAGES } from '../../../shared/contracts/recordings';
import type {
  MeetingRecordings,
  PlaybackLink,
  Recording,
} from '../../../shared/contracts/recordings';
import { RECORDING_API } from '../../../shared/routes/recordings-api';
import { isPlayableRecording } from '../../../shared/domain/recording-status';
import type { RecordingStatus } from '../../../shared/domain/recording-status';
import {
  holdsMeeting,
  speaksForClient,
  visibleMeeting,
  visibleRecording,
} from './recording-access';
import { createRecordingFetcher } from './recording-fetch';
import { NotAVideoError, recordingKey, storeRecordingFile } from './recording-files';
import { createPlaybackTokens, readRangeHeader } from './recording-playback';
import { changeRecordingStatus } from './recording-status-change';
import { toMeetingRecordings, toRecording, uploadRefusal } from './recording-view';
import {
  findRecordedMeeting,
  findRecording,
  insertUploadedRecording,
  listRecordingsOfEvent,
  lockRecordedMeeting,
  turnRecordingOff,
} from './recordings.repository';
import type { RecordedMeeting } from './recordings.repository';
import { createZoomIntake } from './zoom-intake';
import type { ZoomWebhookRequest } from './zoom-intake';

export interface RecordingsDeps {
  db: Db;
  storage: Storage;
  config: Config;
  now?: () => Date;
  log?: { error(object: unknown, message: string): void };
  /** Zoom's recordings API; made from the ZOOM_* settings when left out. */
  zoom?: ZoomRecordings;
  /** The most bytes one recording may have. */
  maxBytes?: number;
  /** The cap of a recording fetched from Zoom. */
  fetchMaxBytes?: number;
  /** Told when a meeting's recording can be watched (its client may want an email). */
  onRecordingReady?: (eventId: string) => Promise<void>;
}

export type RecordingsService = ReturnType<typeof createRecordingsService>;

export type StreamAnswer =
  { kind: 'object'; object: StoredObject } | { kind: 'unsatisfiable'; totalBytes: number };

export function zoomFromConfig(config: Config): ZoomRecordings {
  const { ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET } = config;
  return createZoomRecordings(
    ZOOM_ACCOUNT_ID && ZOOM_CLIENT_ID && ZOOM_CLIENT_SECRET
      ? {
          credentials: {
            accountId: ZOOM_ACCOUNT_ID,
            clientId: ZOOM_CLIENT_ID,
            clientSecret: ZOOM_CLIENT_SECRET,
          },
        }
      : {},
  );
}

export function createRecordingsService(deps: RecordingsDeps) {
  const { db, storage } = deps;
  const now = deps.now ?? (() => new Date());
  const zoom = deps.zoom ?? zoomFromConfig(deps.config);
  const maxBytes = deps.maxBytes ?? LIMITS.uploadBytes.max;
  const logError = (error: unknown, message: string) =>
    deps.log ? deps.log.error({ err: error }, message) : console.error(message, error);

  // Work that outlives the request (downloads, calls to Zoom), kept so shutdown and tests can wait.
  const running = new Set<Promise<void>>();
  const inBackground = (work: () => Promise<unknown>, message: string) => {
    const task: Promise<void> = work()
      .then(() => undefined)
      .catch((error: unknown) => logError(error, message))
      .finally(() => running.delete(task));
    running.add(task);
  };

  const announceReady = (eventId: string) => {
    const notify = deps.onRecordingReady;
    if (notify) inBackground(() => notify(eventId), 'recording-ready email not sent');
  };

  const fetcher = createRecordingFetcher({
    db,
    storage,
    zoom,
    now,
    maxBytes: deps.fetchMaxBytes ?? FETCHED_RECORDING_LIMIT_BYTES,
    logError,
    onSaved: announceReady,
  });
  const tokens = createPlaybackTokens(db);
  const zoomIntake = createZoomIntake({
    db,
    zoom,
    now,
    secret: deps.config.ZOOM_WEBHOOK_SECRET_TOKEN,
    inBackground,
    fetchOne: fetcher.fetchOne,
  });

  async function list(user: RequestUser, eventId: string): Promise<MeetingRecordings> {
    const { meeting, actors } = await visibleMeeting(db, user, eventId);
    return toMeetingRecordings(meeting, await listRecordingsOfEvent(db, eventId), actors, now());
  }

  /** Off before the start, and never back on. */
  async function setPreference(
    user: RequestUser,
    eventId: string,
    allowed: boolean,
  ): Promise<MeetingRecordings> {
    const { meeting, actors } = await visibleMeeting(db, user, eventId);
    if (!speaksForClient(actors)) throw new AppError('forbidden', RECORDING_MESSAGES.onlyClient);
    if (allowed) {
      if (!meeting.recordingAllowed)
        throw new AppError('conflict', RECORDING_MESSAGES.cannotTurnOn);
      return list(user, eventId);
    }
    if (meeting.recordingAllowed) {
      if (await turnRecordingOff(db, eventId, now())) {
        turnOffAtZoom(meeting);
      } else if ((await findRecordedMeeting(db, eventId))?.recordingAllowed) {
        // Still on, so the meeting started meanwhile (someone else turning it off is fine).
        throw new AppError('conflict', RECORDING_MESSAGES.tooLateToTurnOff);
      }
    }
    return list(user, eventId);
  }

  /** Best effort: a recording made anyway is deleted at Zoom when its webhook arrives. */
  function turnOffAtZoom(meeting: RecordedMeeting): void {
    const zoomMeetingId = meeting.meetingProvider === 'zoom' ? meeting.meetingExternalId : null;
    if (!zoomMeetingId || !zoom.canCallApi) return;
    inBackground(() => zoom.turnRecordingOff(zoomMeetingId), 'Zoom recording not turned off');
  }

  /** The stored file goes for good; the row stays, as DeletedByUser, for the record. */
  async function remove(user: RequestUser, recordingId: string): Promise<Recording> {
    const { recording, actors } = await visibleRecording(db, user, recordingId);
    if (!speaksForClient(actors)) throw new AppError('forbidden', RECORDING_MESSAGES.onlyClient);
    let current: RecordingRow | undefined = recording;
    // A fetch may move it on meanwhile; read again and delete what is there then.
    for (let attempt = 0; attempt < 3 && current; attempt += 1) {
      if (current.status === 'DeletedByUser') throw new AppError('deletedEntity');
      if (current.storageKey) await storage.delete(current.storageKey);
      const deleted = await changeRecordingStatus(
        db,
        current,
        'DeletedByUser',
        { storageKey: null },
        now(),
      );
      if (deleted) {
        removeAtZoom(current);
        return toRecording(deleted, actors);
      }
      current = await findRecording(db, recordingId);
    }
    throw new AppError('conflict');
  }

  /** A Zoom file not yet deleted there is deleted too: the client asked for it to be gone. */
  function removeAtZoom(recording: RecordingRow): void {
    const atZoom: RecordingStatus[] = ['Processing', 'SavedToS3', 'Error'];
    const { zoomMeetingId, zoomFileId } = recording;
    if (!zoom.canCallApi || !zoomMeetingId || !zoomFileId) return;
    if (!atZoom.includes(recording.status)) return;
    inBackground(() => zoom.deleteFile(zoomMeetingId, zoomFileId), 'recording not deleted at Zoom');
  }

  /** An MP4 or WebM by the meeting's advisor or an admin, kept at once (SavedToS3). */
  async function upload(
    user: RequestUser,
    eventId: string,
    body: Readable,
    declaredBytes: number | undefined,
  ): Promise<Recording> {
    const { meeting, actors } = await visibleMeeting(db, user, eventId);
    if (!holdsMeeting(actors)) throw new AppError('forbidden');
    const refusal = uploadRefusal(meeting, await listRecordingsOfEvent(db, eventId), now());
    if (refusal) throw new AppError('conflict', refusal);
    if (declaredBytes !== undefined && declaredBytes > maxBytes) {
      throw new AppError('payloadTooLarge', RECORDING_MESSAGES.tooLarge);
    }
    const id = randomUUID();
    const file = await storeRecordingFile(
      storage,
      (type) => recordingKey(eventId, id, type),
      body,
      maxBytes,
    ).catch((error: unknown) => {
      if (error instanceof NotAVideoError) {
        const message = error.empty ? RECORDING_MESSAGES.empty : RECORDING_MESSAGES.notVideo;
        throw new AppError('validation', message, { file: [message] });
      }
      if (error instanceof ObjectTooLargeError) {
        throw new AppError('payloadTooLarge', RECORDING_MESSAGES.tooLarge);
      }
      throw error;
    });
    try {
      const row = await db.transaction(async (tx) => {
        // Checked again under the meeting's lock: recording may have been turned off, or
        // another upload may have landed, while this one streamed.
        const locked = await lockRecordedMeeting(tx, eventId);
        const again =
          locked && uploadRefusal(locked, await listRecordingsOfEvent(tx, eventId), now());
        if (!locked || again) throw new AppError('conflict', again ?? undefined);
        return insertUploadedRecording(
          tx,
          {
            id,
            eventId,
            storageKey: file.key,
            contentType: file.contentType,
            sizeBytes: file.bytes,
            uploadedBy: user.id,
          },
          now(),
        );
      });
      announceReady(eventId);
      return toRecording(row, actors);
    } catch (error) {
      await storage.delete(file.key);
      throw error;
    }
  }

  async function playbackLink(user: RequestUser, recordingId: string): Promise<PlaybackLink> {
    const { recording } = await visibleRecording(db, user, recordingId);
    if (!isPlayableRecording(recording.status)) throw new AppError('notFound');
    const expiresAt = new Date(now().getTime() + PLAYBACK_LINK_TTL_MS);
    const token = await tokens.sign(recording.id, user.id, expiresAt);
    const url = `${RECORDING_API.stream(recording.id)}?token=${encodeURIComponent(token)}`;
    return { url, expiresAt: expiresAt.toISOString() };
  }

  /** The bytes asked for, to a signed address or to someone who may see the meeting. */
  async function openStream(request: {
    user: RequestUser | null;
    token: string | undefined;
    recordingId: string;
    range: string | undefined;
  }): Promise<StreamAnswer> {
    const { user, token, recordingId } = request;
    let recording: RecordingRow | undefined;
    if (token !== undefined) {
      if (await tokens.opens(token, recordingId, now())) {
        recording = await findRecording(db, recordingId);
      }
    } else if (user) {
      recording = (await visibleRecording(db, user, recordingId)).recording;
    }
    const key = recording?.storageKey;
    if (!recording || !key || !isPlayableRecording(recording.status)) {
      throw new AppError('notFound');
    }
    const asked = readRangeHeader(request.range, recording.sizeBytes);
    const totalBytes = recording.sizeBytes ?? 0;
    if (asked.kind === 'unsatisfiable') return { kind: 'unsatisfiable', totalBytes };
    try {
      const object = await storage.get(key, asked.kind === 'range' ? asked.range : undefined);
      if (!object) throw new AppError('notFound');
      return { kind: 'object', object };
    } catch (error) {
      if (error instanceof RangeNotSatisfiableError) {
        return { kind: 'unsatisfiable', totalBytes: error.totalBytes };
      }
      throw error;
    }
  }

  return {
    list,
    setPreference,
    remove,
    upload,
    playbackLink,
    openStream,
    /** Zoom's signed webhook: the URL check, and recordings to fetch. */
    zoomWebhook: (request: ZoomWebhookRequest) => zoomIntake.accept(request),
    /** Fetches one recording put back to Processing (by an admin), in the background. */
    fetchInBackground: (row: RecordingRow): void =>
      inBackground(() => fetcher.fetchOne(row), 'recording fetch failed'),
    /** Fetches again the recordings whose fetch failed; run by a job. */
    retryFailed: (): Promise<number> => fetcher.retryFailed(),
    /** Resolves once the work started in the background has finished. */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
