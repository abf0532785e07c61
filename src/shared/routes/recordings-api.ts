// Recordings of meetings: a meeting's recordings and the client's choice to record, one
// recording and its stream, and the video provider's webhook that reports them.
import { fillPath } from './fill-path';

export const RECORDING_API_PATTERNS = {
  eventRecordings: '/api/booking/events/:eventId/recordings',
  eventRecordingPreference: '/api/booking/events/:eventId/recording-preference',
  recording: '/api/recordings/:recordingId',
  stream: '/api/recordings/:recordingId/stream',
} as const;

export const RECORDING_API = {
  eventRecordings: (eventId: string) =>
    fillPath(RECORDING_API_PATTERNS.eventRecordings, { eventId }),
  eventRecordingPreference: (eventId: string) =>
    fillPath(RECORDING_API_PATTERNS.eventRecordingPreference, { eventId }),
  recording: (recordingId: string) => fillPath(RECORDING_API_PATTERNS.recording, { recordingId }),
  stream: (recordingId: string) => fillPath(RECORDING_API_PATTERNS.stream, { recordingId }),
  zoomWebhook: '/api/video/zoom/webhook',
} as const;
