// Bodies of meeting recordings (docs/product.md#recordings): the recordings of one meeting as its
// client, its advisor or an admin sees them, turning recording off, and the short-lived playback
// address a <video> element can load without our Authorization header.
import { z } from 'zod';
import { LIMITS } from '../limits';
import { RECORDING_STATUSES } from '../domain/recording-status';

/** What an uploaded recording may be, judged from its first bytes, not its name. */
export const RECORDING_VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
export type RecordingVideoType = (typeof RECORDING_VIDEO_TYPES)[number];

export const RECORDING_SOURCES = ['zoom', 'upload'] as const;
export type RecordingSource = (typeof RECORDING_SOURCES)[number];

/** How long a playback address works; the page asks again for a fresh one when it lapses. */
export const PLAYBACK_LINK_TTL_MS = 60 * 60_000;

export const RECORDING_MESSAGES = {
  notVideo: 'Upload an MP4 or WebM video.',
  empty: 'The file is empty.',
  tooLarge: `A recording can be at most ${LIMITS.uploadBytes.max / 1024 / 1024} MB.`,
  recordingOff: 'The client turned recording off for this meeting.',
  alreadyRecorded: 'This meeting already has a recording.',
  notStarted: 'A recording can be added once the meeting has started.',
  notHeld: 'This meeting did not take place, so it has no recording.',
  cannotTurnOn: 'Recording cannot be turned back on once it is off.',
  tooLateToTurnOff: 'Recording can be turned off only before the meeting starts.',
  onlyClient: 'Only the client of the meeting can do that.',
  deleted: 'This recording was deleted permanently.',
} as const;

export const recordingSchema = z.object({
  id: z.string(),
  status: z.enum(RECORDING_STATUSES),
  source: z.enum(RECORDING_SOURCES),
  contentType: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  durationSeconds: z.number().int().nullable(),
  createdAt: z.string(),
  /** Where it plays from (POST it for a playback address); null until it is stored with us. */
  streamUrl: z.string().nullable(),
  canDelete: z.boolean(),
});
export type Recording = z.infer<typeof recordingSchema>;

export const meetingRecordingsSchema = z.object({
  recordingAllowed: z.boolean(),
  /** The client may still turn recording off (before the start). */
  canTurnOff: z.boolean(),
  /** The advisor or an admin may upload one (none is kept or on its way). */
  canUpload: z.boolean(),
  recordings: z.array(recordingSchema),
});
export type MeetingRecordings = z.infer<typeof meetingRecordingsSchema>;

/** Recording can only be turned off: `true` is refused with a message, not a schema error. */
export const recordingPreferenceSchema = z.object({ allowed: z.boolean() });
export type RecordingPreference = z.infer<typeof recordingPreferenceSchema>;

export const playbackLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type PlaybackLink = z.infer<typeof playbackLinkSchema>;
