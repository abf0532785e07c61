// API paths of the console's recordings calls (docs/product.md#admin-recordings, ADR 0046): the
// table, one recording and its edit, the orphans, the quick search, and deleting a recording's
// copy at the video provider the path names.
import { fillPath } from './fill-path';

export const RECORDINGS_ADMIN_API_PATTERNS = {
  recordings: '/api/admin/recordings',
  recording: '/api/admin/recordings/:recordingId',
  orphans: '/api/admin/orphan-recordings',
  search: '/api/admin/search-recordings/:text',
  atProvider: '/api/admin/:videoProvider/recording/:recordingId',
} as const;

export const RECORDINGS_ADMIN_API = {
  recordings: RECORDINGS_ADMIN_API_PATTERNS.recordings,
  recording: (recordingId: string) =>
    fillPath(RECORDINGS_ADMIN_API_PATTERNS.recording, { recordingId }),
  orphans: RECORDINGS_ADMIN_API_PATTERNS.orphans,
  search: (text: string) => fillPath(RECORDINGS_ADMIN_API_PATTERNS.search, { text }),
  atProvider: (videoProvider: string, recordingId: string) =>
    fillPath(RECORDINGS_ADMIN_API_PATTERNS.atProvider, { videoProvider, recordingId }),
} as const;
