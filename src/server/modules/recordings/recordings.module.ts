// The recordings module's part in the server and the worker (module-manifest.ts).
import { createRecordingReadyNotice } from '../meetings/recording-ready-notice';
import type { MeetingNotifier } from '../meetings/meeting-notifier';
import { defineModule } from '../module-manifest';
import { createRecordingsAdminService } from './recordings-admin.service';
import { createRecordingsService, zoomFromConfig } from './recordings.service';

export const recordingsModule = defineModule({
  name: 'recordings',
  create: (
    { db, storage, config, now, log },
    { meetingNotifier }: { meetingNotifier: MeetingNotifier },
  ) => {
    // One Zoom client (and token cache) for the product's recordings and the console's.
    const zoom = zoomFromConfig(config);
    const recordings = createRecordingsService({
      db,
      storage,
      config,
      now,
      log,
      zoom,
      onRecordingReady: createRecordingReadyNotice({ db, notifier: meetingNotifier }),
    });
    const recordingsAdmin = createRecordingsAdminService({
      db,
      storage,
      zoom,
      now,
      fetchAgain: recordings.fetchInBackground,
    });
    return { recordings, recordingsAdmin };
  },
  jobs: ({ recordings }) => ({ recordingRetries: () => recordings.retryFailed() }),
});
