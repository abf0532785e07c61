// Video meetings for The Hour: Jitsi Meet rooms with unguessable names by default, Zoom meetings
// when ZOOM_* is configured. The link is stored on the event and kept through reschedules.
import type { Config } from '../../config';
import { createJitsiProvider } from './jitsi-provider';
import { createZoomProvider } from './zoom-provider';

export type VideoProviderKind = 'jitsi' | 'zoom';

export interface VideoMeeting {
  provider: VideoProviderKind;
  /** Where both people join. */
  url: string;
  /** The provider's own id (Zoom's meeting id); null when the provider keeps nothing (Jitsi). */
  externalId: string | null;
}

export interface MeetingRequest {
  topic: string;
  start: Date;
  durationMinutes: number;
  /** The advisor's zone, for the provider's own display. */
  timeZone: string;
  /** False when the client turned recording off. */
  recordingAllowed: boolean;
}

export interface VideoProvider {
  readonly kind: VideoProviderKind;
  createMeeting(request: MeetingRequest): Promise<VideoMeeting>;
  /** Moves a meeting; the link stays the same. */
  updateMeeting(meeting: VideoMeeting, request: MeetingRequest): Promise<void>;
  /** Removes a cancelled meeting at the provider, if it keeps one. */
  deleteMeeting(meeting: VideoMeeting): Promise<void>;
}

export function createVideoProvider(config: Config): VideoProvider {
  if (config.ZOOM_ACCOUNT_ID && config.ZOOM_CLIENT_ID && config.ZOOM_CLIENT_SECRET) {
    return createZoomProvider({
      accountId: config.ZOOM_ACCOUNT_ID,
      clientId: config.ZOOM_CLIENT_ID,
      clientSecret: config.ZOOM_CLIENT_SECRET,
    });
  }
  return createJitsiProvider({ baseUrl: config.JITSI_BASE_URL });
}
