// Zoom meetings through the account's Server-to-Server OAuth app (zoom-client.ts). Meetings are
// created for the app's owner ('me').
import type { MeetingRequest, VideoMeeting, VideoProvider } from './video';
import { createZoomClient } from './zoom-client';

export interface ZoomProviderOptions {
  accountId: string;
  clientId: string;
  clientSecret: string;
  /** Where tokens come from; tests point this at a local fake. */
  oauthBase?: string;
  apiBase?: string;
  fetch?: typeof fetch;
  now?: () => Date;
}

/** Zoom's scheduled meeting type. */
const SCHEDULED_MEETING = 2;

export function createZoomProvider(options: ZoomProviderOptions): VideoProvider {
  const { api, failure } = createZoomClient({
    credentials: {
      accountId: options.accountId,
      clientId: options.clientId,
      clientSecret: options.clientSecret,
    },
    ...(options.oauthBase ? { oauthBase: options.oauthBase } : {}),
    ...(options.apiBase ? { apiBase: options.apiBase } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.now ? { now: options.now } : {}),
  });

  const meetingPath = (meeting: VideoMeeting): string | null =>
    meeting.provider === 'zoom' && meeting.externalId
      ? `/meetings/${encodeURIComponent(meeting.externalId)}`
      : null;

  return {
    kind: 'zoom',

    async createMeeting(request) {
      const response = await api('create meeting', 'POST', '/users/me/meetings', {
        topic: request.topic,
        type: SCHEDULED_MEETING,
        ...schedule(request),
        settings: {
          join_before_host: false,
          waiting_room: true,
          host_video: true,
          participant_video: true,
          auto_recording: recording(request),
        },
      });
      if (!response.ok) throw await failure('create meeting', response);
      const body = (await response.json()) as { id?: unknown; join_url?: unknown };
      if (
        typeof body.join_url !== 'string' ||
        (typeof body.id !== 'number' && typeof body.id !== 'string')
      ) {
        throw new Error('Zoom create meeting failed: the answer has no meeting id or join link');
      }
      return { provider: 'zoom', url: body.join_url, externalId: String(body.id) };
    },

    async updateMeeting(meeting, request) {
      const path = meetingPath(meeting);
      if (!path) return;
      const response = await api('update meeting', 'PATCH', path, {
        ...schedule(request),
        settings: { auto_recording: recording(request) },
      });
      if (!response.ok) throw await failure('update meeting', response);
      await response.body?.cancel();
    },

    async deleteMeeting(meeting) {
      const path = meetingPath(meeting);
      if (!path) return;
      const response = await api('delete meeting', 'DELETE', path);
      // 404: already gone, which is what was wanted.
      if (!response.ok && response.status !== 404) throw await failure('delete meeting', response);
      await response.body?.cancel();
    },
  };
}

/** With a trailing Z Zoom reads start_time as UTC; timezone only shapes how Zoom shows it. */
function schedule(request: MeetingRequest) {
  return {
    start_time: request.start.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    duration: request.durationMinutes,
    timezone: request.timeZone,
  };
}

function recording(request: MeetingRequest): 'cloud' | 'none' {
  return request.recordingAllowed ? 'cloud' : 'none';
}
