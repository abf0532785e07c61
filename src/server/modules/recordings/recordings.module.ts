// The recordings module's part in the server and the worker (module-manifest.ts).
import { createRecordingReadyNotice } from '../meetings/recording-ready-notice';
import type { MeetingNotifier } from '../meetings/meeting-notifier';
import { defineModule } from '../module-manifest';
import { createRecordingsService } from './recordings.service';

export const recordingsModule = defineModule({
  name: 'recordings',
  create: (
    { db, storage, config, now, log },
    { meetingNotifier }: { meetingNotifier: MeetingNotifier },
  ) => ({
    recordings: createRecordingsService({
      db,
      storage,
      config,
      now,
      log,
      onRecordingReady: createRecordingReadyNotice({ db, notifier: meetingNotifier }),
    }),
  }),
  jobs: ({ recordings }) => ({ recordingRetries: () => recordings.retryFailed() }),
});
