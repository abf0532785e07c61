// Zoom's webhook: the x-zm-signature check (v0 HMAC-SHA256 of the timestamp and the exact body,
// fresh within five minutes), the URL-validation answer, and the recording-completed payload.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** A signed request older or newer than this is refused, so a captured one cannot be replayed. */
export const ZOOM_SIGNATURE_TOLERANCE_MS = 5 * 60_000;

const hmacHex = (secret: string, message: string | Buffer) =>
  createHmac('sha256', secret).update(message).digest('hex');

export function signZoomRequest(secret: string, timestamp: string, rawBody: Buffer): string {
  return `v0=${hmacHex(secret, Buffer.concat([Buffer.from(`v0:${timestamp}:`), rawBody]))}`;
}

export type ZoomSignatureCheck = 'valid' | 'missing' | 'stale' | 'mismatch';

export function checkZoomSignature(input: {
  secret: string;
  signature: string | undefined;
  timestamp: string | undefined;
  rawBody: Buffer;
  now: Date;
}): ZoomSignatureCheck {
  const { signature, timestamp } = input;
  if (!signature || !timestamp || !/^\d{1,16}$/.test(timestamp)) return 'missing';
  // Zoom sends seconds; milliseconds are read too rather than refused as ancient.
  const value = Number(timestamp);
  const sentAt = value > 1e12 ? value : value * 1000;
  if (Math.abs(input.now.getTime() - sentAt) > ZOOM_SIGNATURE_TOLERANCE_MS) return 'stale';
  const expected = Buffer.from(signZoomRequest(input.secret, timestamp, input.rawBody));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? 'valid'
    : 'mismatch';
}

/** The challenge answer Zoom expects when it (re)validates the endpoint. */
export function answerUrlValidation(secret: string, plainToken: string) {
  return { plainToken, encryptedToken: hmacHex(secret, plainToken) };
}

const recordingFileSchema = z.object({
  id: z.string().min(1),
  file_type: z.string().optional(),
  download_url: z.string().min(1),
  status: z.string().optional(),
  recording_start: z.string().optional(),
  recording_end: z.string().optional(),
});
export type ZoomRecordingFile = z.infer<typeof recordingFileSchema>;

const zoomEventSchema = z.discriminatedUnion('event', [
  z.object({
    event: z.literal('endpoint.url_validation'),
    payload: z.object({ plainToken: z.string().min(1).max(200) }),
  }),
  z.object({
    event: z.literal('recording.completed'),
    download_token: z.string().min(1).optional(),
    payload: z.object({
      object: z.object({
        id: z.union([z.number().int(), z.string().min(1)]).transform(String),
        uuid: z.string().min(1).optional(),
        recording_files: z.array(recordingFileSchema).default([]),
      }),
    }),
  }),
]);
export type ZoomEvent = z.infer<typeof zoomEventSchema>;

/** The events we act on, or null for any other (well-formed) event. */
export function parseZoomEvent(rawBody: Buffer): ZoomEvent | null | 'malformed' {
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return 'malformed';
  }
  const parsed = zoomEventSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const known = ['endpoint.url_validation', 'recording.completed'];
  const event = (body as { event?: unknown } | null)?.event;
  return typeof event === 'string' && !known.includes(event) ? null : 'malformed';
}

/** Video files of the recording; Zoom marks each one done when it can be downloaded. */
export function videoFilesOf(files: readonly ZoomRecordingFile[]): ZoomRecordingFile[] {
  return files.filter(
    (file) =>
      file.file_type?.toUpperCase() === 'MP4' && (file.status ?? 'completed') === 'completed',
  );
}

export function durationSecondsOf(file: ZoomRecordingFile): number | null {
  if (!file.recording_start || !file.recording_end) return null;
  const seconds = (Date.parse(file.recording_end) - Date.parse(file.recording_start)) / 1000;
  return Number.isFinite(seconds) && seconds >= 0 ? Math.round(seconds) : null;
}

/**
 * Zoom sends no event id: an event is named by its type, its time (`event_ts`, the same in every
 * retry) and the object it is about. A body without them is named by its exact bytes.
 */
export function zoomEventId(rawBody: Buffer): { id: string; type: string; body: unknown } {
  const body = JSON.parse(rawBody.toString('utf8')) as {
    event?: unknown;
    event_ts?: unknown;
    payload?: { object?: { uuid?: unknown; id?: unknown } };
  };
  const type = typeof body.event === 'string' ? body.event : 'unknown';
  const object = body.payload?.object;
  const subject = object?.uuid ?? object?.id;
  const named =
    typeof body.event_ts === 'number' || typeof body.event_ts === 'string'
      ? `${type}:${String(body.event_ts)}:${String(subject ?? '')}`
      : null;
  const id = named ?? `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
  return { id, type, body };
}
