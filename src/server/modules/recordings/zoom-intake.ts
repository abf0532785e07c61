// What Zoom's webhook brings in: nothing is acted on unless the signature is genuine and fresh,
// and each event is acted on once, however often it is delivered (kept by its id).
// A finished recording of one of our meetings becomes one Processing row per video file (a file
// already known is left alone, so a repeated delivery is harmless) and is fetched after the
// answer, which Zoom wants within seconds. A meeting whose client turned recording off keeps
// nothing: its files are deleted at Zoom.
import type { Db } from '../../db/client';
import type { ZoomRecordings } from '../../integrations/video/zoom-recordings';
import { AppError } from '../../../shared/errors';
import type { DownloadHint } from './recording-fetch';
import type { RecordingRow } from '../../db/schema/recordings';
import { createWebhookEvents } from '../system/webhook-events.service';
import { findMeetingByZoomId, insertZoomRecordings } from './recordings.repository';
import {
  answerUrlValidation,
  checkZoomSignature,
  durationSecondsOf,
  parseZoomEvent,
  videoFilesOf,
  zoomEventId,
} from './zoom-webhook';
import type { ZoomEvent } from './zoom-webhook';

export interface ZoomWebhookRequest {
  rawBody: Buffer;
  signature: string | undefined;
  timestamp: string | undefined;
}

export interface ZoomIntakeDeps {
  db: Db;
  zoom: ZoomRecordings;
  now: () => Date;
  /** Zoom's webhook secret token; without it the webhook is not offered. */
  secret: string | undefined;
  inBackground: (work: () => Promise<unknown>, message: string) => void;
  fetchOne: (row: RecordingRow, hint?: DownloadHint) => Promise<void>;
}

type RecordingCompleted = Extract<ZoomEvent, { event: 'recording.completed' }>;

export function createZoomIntake(deps: ZoomIntakeDeps) {
  const { db, zoom, now, inBackground } = deps;
  const webhookEvents = createWebhookEvents({ db, now });

  async function acceptRecording(event: RecordingCompleted): Promise<void> {
    const { object } = event.payload;
    const meeting = await findMeetingByZoomId(db, object.id);
    if (!meeting) return;
    // The instance's UUID names exactly this recording; the numeric id only the latest one.
    const zoomMeetingId = object.uuid ?? object.id;

    if (!meeting.recordingAllowed) {
      if (!zoom.canCallApi) return;
      const files = object.recording_files;
      inBackground(async () => {
        for (const file of files) await zoom.deleteFile(zoomMeetingId, file.id);
      }, 'unwanted recording not deleted at Zoom');
      return;
    }

    const files = videoFilesOf(object.recording_files);
    const rows = await insertZoomRecordings(
      db,
      files.map((file) => ({
        eventId: meeting.eventId,
        zoomMeetingId,
        zoomFileId: file.id,
        durationSeconds: durationSecondsOf(file),
      })),
      now(),
    );
    const hints = new Map<string, DownloadHint>(
      files.map((file) => [
        file.id,
        {
          downloadUrl: file.download_url,
          ...(event.download_token ? { downloadToken: event.download_token } : {}),
        },
      ]),
    );
    inBackground(async () => {
      // One after another: each file may be hundreds of megabytes.
      for (const row of rows) await deps.fetchOne(row, hints.get(row.zoomFileId ?? ''));
    }, 'recording fetch failed');
  }

  return {
    async accept(request: ZoomWebhookRequest): Promise<unknown> {
      const { secret } = deps;
      if (!secret) throw new AppError('notFound');
      const check = checkZoomSignature({ ...request, secret, now: now() });
      if (check === 'missing') {
        throw new AppError('validation', 'The Zoom signature headers are missing.');
      }
      if (check !== 'valid') throw new AppError('notLoggedIn', 'The Zoom signature is not valid.');
      const event = parseZoomEvent(request.rawBody);
      if (event === 'malformed')
        throw new AppError('validation', 'The Zoom event is not readable.');
      if (event?.event === 'endpoint.url_validation') {
        return answerUrlValidation(secret, event.payload.plainToken);
      }
      const named = zoomEventId(request.rawBody);
      const { duplicate } = await webhookEvents.once(
        { provider: 'zoom', providerEventId: named.id, type: named.type, payload: named.body },
        async () => {
          if (event?.event === 'recording.completed') await acceptRecording(event);
        },
      );
      return { received: true, duplicate };
    },
  };
}
